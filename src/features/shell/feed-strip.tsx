import { reactKit } from '../../components/react-kit';
import { useLanguage } from '../../components/use-language';
import { feedStrips } from './shell-template';

/**
 * On a phone, the feeds as a strip under the header (the sidebar lists them from 1024 px); on the inbox's
 * pages, at every width, its three feeds as tabs.
 */
export function FeedStrips({ pathname }: { pathname: string }) {
  useLanguage();
  const [feeds, inbox] = feedStrips(reactKit, pathname);
  return (
    <>
      {feeds}
      {inbox}
    </>
  );
}
