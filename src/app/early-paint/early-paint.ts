import type { QueryClient } from '@tanstack/react-query';
import { messageQueries } from '../../api/messages-api';
import { networkQueries } from '../../api/networks-api';
import { userQueries } from '../../api/users-api';
import { getToken } from '../../auth/session';
import { NETWORK_FEED_PATHS } from '../../config/paths';
import { showEarlyPaint } from '../../lib/early-paint';
import { buildEntries } from '../../lib/feed-entries';
import { feedKey, NETWORK_FEEDS } from '../../lib/feed-source';
import { markFirstFeedPaint } from '../../lib/first-feed-paint';
import { lastSeenKey, mayOfferResume, readLastSeen } from '../../lib/last-seen';
import { FEED_VIEW, readPreference } from '../../lib/preferences';
import { indexReferences } from '../../lib/references';
import { prepareRelativeTime } from '../../lib/relative-time';
import { earlyFeedPage } from './early-page';

/** How long React's code waits for the feed before it starts without an early paint (a slow service). */
const WAIT_AT_MOST_MS = 1000;

export interface EarlyPaint {
  /**
   * Resolves once the app's code may run: right after the early paint reached the screen, or at once when
   * there is nothing to paint early (another screen, no feed, a failure), or when the feed is slow.
   */
  settled: Promise<void>;
  /** Stops watching the feed (the app draws it from now on). */
  stop(): void;
}

/**
 * The early paint: when the first page of a network feed arrives (or comes back from the persisted cache)
 * before React and the UI have started, it is drawn at once with the DOM alone, exactly as the app will draw
 * it, and the app takes over when its own render is ready (lib/early-paint). The reader sees the feed as
 * soon as its data is there, instead of after the heaviest code has run. Only the network feeds: their
 * whole page is known from the address and the feed.
 */
export function watchForEarlyPaint(client: QueryClient, root: HTMLElement, pathname: string): EarlyPaint {
  const network = NETWORK_FEEDS.find(({ feed }) => NETWORK_FEED_PATHS[feed] === pathname);
  if (!network || !getToken()) return { settled: Promise.resolve(), stop: () => undefined };
  const source = { feed: network.feed };
  const threaded = readPreference(FEED_VIEW) === 'threaded';
  const feedQuery = messageQueries.feed(source, threaded ? 'extended' : 'flat');
  const userQuery = userQueries.current();

  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const timer = setTimeout(() => {
    stop();
  }, WAIT_AT_MOST_MS);
  let watching = true;
  const stop = () => {
    clearTimeout(timer);
    if (watching) unsubscribe();
    watching = false;
    settle();
  };

  const paintIfReady = () => {
    if (!watching) return;
    const feed = client.getQueryState(feedQuery.queryKey);
    if (feed?.status === 'error') {
      stop();
      return;
    }
    const pages = feed?.data?.pages;
    if (!pages?.length) return;
    // Who the reader is decides the resume offer: wait for them when there may be one to show.
    const userPending = client.getQueryState(userQuery.queryKey)?.status === 'pending';
    if (userPending && mayOfferResume(feedKey(source))) return;
    const entries = buildEntries(pages, feedQuery.queryKey[2].layout);
    if (entries.length === 0) {
      stop();
      return;
    }
    watching = false;
    unsubscribe();
    const me = client.getQueryData(userQuery.queryKey);
    const networks = client.getQueryData(networkQueries.current().queryKey);
    showEarlyPaint(
      earlyFeedPage({
        feed: network.feed,
        title: network.title,
        threaded,
        entries,
        refs: indexReferences(...pages.map((p) => p.references)),
        hasOlder: pages.at(-1)?.meta.older_available === true,
        me,
        networkName: me
          ? (networks?.find((n) => n.id === me.network_id)?.name ?? me.network_name)
          : undefined,
        since: me ? readLastSeen(lastSeenKey(me.network_id, feedKey(source))) : null,
        now: Date.now(),
      }),
      root,
    );
    // The app's code runs after this frame is on screen, never before it.
    void markFirstFeedPaint().then(stop);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated') paintIfReady();
  });
  paintIfReady();
  // While the feed is on its way the main thread is idle: build the relative-time format now, which takes
  // over 10 ms on a slow device, instead of between the feed's arrival and its paint.
  setTimeout(prepareRelativeTime, 0);
  return { settled, stop };
}
