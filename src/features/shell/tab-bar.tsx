import type { Id } from '../../../contract/common';
import { reactKit } from '../../components/react-kit';
import { useLanguage } from '../../components/use-language';
import { tabBar } from './shell-template';

/** Below 1024 px: the places as a tab bar fixed at the bottom, each target at least 44 px square. */
export function TabBar({
  pathname,
  meId,
  unseenNotifications,
}: {
  pathname: string;
  meId: Id | undefined;
  unseenNotifications: number | undefined;
}) {
  useLanguage();
  return tabBar(reactKit, { pathname, meId, unseenNotifications });
}
