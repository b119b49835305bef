import { isPaidVerifiedAdmin } from '../../lib/admin-rights';
import type { FeedEnvelope } from '../../../contract/messages';
import type { Network } from '../../../contract/networks';
import type { User } from '../../../contract/users';
import { showEarlyPaint } from '../../lib/early-paint';
import { buildEntries } from '../../lib/feed-entries';
import { olderCursor } from '../../lib/feed-paging';
import { networkFeedTitle, type NetworkFeedName } from '../../lib/feed-source';
import { markFirstFeedPaint } from '../../lib/first-feed-paint';
import { indexReferences } from '../../lib/references';
import { unseenNotificationsIn } from '../../lib/unseen-count';
import { earlyFeedPage, earlyLoadingPage } from './early-page';

export interface EarlyFeed {
  feed: NetworkFeedName;
  threaded: boolean;
  pages: readonly FeedEnvelope[];
  /** Who reads, when known: their name in the header. */
  me?: User | undefined;
  networks?: readonly Network[] | undefined;
  /** The newest message the reader had seen in this feed (lib/last-seen), which places the resume offer. */
  since: number | null;
}

/** The page with the feed loading (the app's own, pending), before React and the UI have run. */
export function paintEarlyLoading(
  root: HTMLElement,
  input: { feed: NetworkFeedName; threaded: boolean },
): void {
  const { feed, threaded } = input;
  showEarlyPaint(
    earlyLoadingPage({
      feed,
      title: networkFeedTitle(feed),
      threaded,
      me: undefined,
      admin: false,
      networkName: undefined,
      unseenNotifications: undefined,
    }),
    root,
  );
}

/**
 * The early paint: a network feed's first page drawn with the DOM alone, before React and the UI have run,
 * exactly as the app will draw it (boot/early-paint/early-page.ts); the app takes over when its own render
 * is ready (lib/early-paint). Resolves after the frame that shows it; null when there is nothing to draw.
 */
export function paintEarlyFeed(root: HTMLElement, input: EarlyFeed): Promise<void> | null {
  const { feed, threaded, pages, me, networks, since } = input;
  const entries = buildEntries(pages, threaded ? 'extended' : 'flat');
  const lastPage = pages.at(-1);
  if (entries.length === 0) return null;
  showEarlyPaint(
    earlyFeedPage({
      feed,
      title: networkFeedTitle(feed),
      threaded,
      entries,
      refs: indexReferences(...pages.map((p) => p.references)),
      hasOlder: lastPage !== undefined && olderCursor(lastPage) !== undefined,
      me,
      admin: isPaidVerifiedAdmin(me, networks),
      networkName: me ? (networks?.find((n) => n.id === me.network_id)?.name ?? me.network_name) : undefined,
      unseenNotifications: unseenNotificationsIn(networks, me?.network_id),
      since,
      now: Date.now(),
    }),
    root,
  );
  return markFirstFeedPaint();
}
