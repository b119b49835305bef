import type { User } from '../../../contract/users';
import { avatar, type AvatarInput } from '../../components/avatar-template';
import {
  closedAccountButton,
  headerNetworkName,
  phoneHeader,
  shellFrame,
  statusLine,
} from '../../features/shell/frame-template';
import { SIDEBAR_SEARCH_ID } from '../../features/shell/search-box-classes';
import { searchBox } from '../../features/shell/search-box-template';
import { feedStrips, sidebar, tabBar } from '../../features/shell/shell-template';
import { asElement, domKit } from './dom';

/** What the frame needs: where the reader is, and who reads where, when known. */
export interface EarlyShellProps {
  pathname: string;
  me: User | undefined;
  /** A verified admin of a paid network (api/admin-rights.ts): the sidebar's Admin place. */
  admin: boolean;
  networkName: string | undefined;
  /** The badge of Notifications (lib/unseen-count), when the cached networks say one. */
  unseenNotifications: number | undefined;
}

const domAvatar = (input: AvatarInput) => avatar(domKit, input);

/**
 * The signed-in frame (features/shell/app-shell.tsx) from the shell's templates, drawn by the DOM alone, the
 * current place marked. Its buttons do nothing yet, the search box is empty and keeps what is typed into it
 * (lib/early-input.ts), the header names the network without its menu; the app's render, a moment later,
 * brings them to life.
 */
export function earlyShell(props: EarlyShellProps, main: HTMLElement): HTMLElement {
  const { pathname, me, admin, networkName, unseenNotifications } = props;
  return asElement(
    shellFrame(domKit, {
      early: true,
      sidebar: sidebar(domKit, {
        pathname,
        me,
        admin,
        networkName,
        unseenNotifications,
        avatar: domAvatar,
        search: searchBox(domKit, {
          id: SIDEBAR_SEARCH_ID,
          value: '',
          open: false,
          activeOptionId: undefined,
          problemId: undefined,
          navigationFocus: false,
        }),
      }),
      header: phoneHeader(domKit, {
        me,
        homeLink: true,
        network: headerNetworkName(domKit, networkName),
        avatar: domAvatar,
        account: closedAccountButton(domKit),
      }),
      strips: feedStrips(domKit, pathname),
      main,
      tabBar: tabBar(domKit, { pathname, meId: me?.id, unseenNotifications }),
      after: [statusLine(domKit, '')],
    }),
  );
}
