import type { QueryClient } from '@tanstack/react-query';
import { messageQueries } from '../../api/messages-api';
import { networkQueries } from '../../api/networks-api';
import { userQueries } from '../../api/users-api';
import { getToken } from '../../auth/session';
import { NETWORK_FEED_PATHS } from '../../config/paths';
import { feedKey, NETWORK_FEEDS } from '../../lib/feed-source';
import { lastSeenKey, readLastSeen } from '../../lib/last-seen';
import { FEED_VIEW, readPreference } from '../../lib/preferences';
import { paintEarlyFeed } from './paint-early-feed';

export interface EarlyPaint {
  /** Resolves once the app's code may run: right after the early paint, or at once without one. */
  settled: Promise<void>;
}

/**
 * The early paint of a network feed restored from the last visit's copy (app/query-persistence.ts): it is
 * in the query cache as soon as the boot has restored it, so it is drawn before React has even started.
 * (A feed fetched in this visit is drawn by the first chunk itself, see app/first-paint.ts.)
 */
export function paintRestoredFeed(client: QueryClient, root: HTMLElement, pathname: string): EarlyPaint {
  const network = NETWORK_FEEDS.find(({ feed }) => NETWORK_FEED_PATHS[feed] === pathname);
  if (!network || !getToken()) return { settled: Promise.resolve() };
  const threaded = readPreference(FEED_VIEW) === 'threaded';
  const pages = client.getQueryData(
    messageQueries.feed({ feed: network.feed }, threaded ? 'extended' : 'flat').queryKey,
  )?.pages;
  if (!pages?.length) return { settled: Promise.resolve() };
  const me = client.getQueryData(userQueries.current().queryKey);
  const painted = paintEarlyFeed(root, {
    feed: network.feed,
    threaded,
    pages,
    me,
    networks: client.getQueryData(networkQueries.current().queryKey),
    since: me ? readLastSeen(lastSeenKey(me.network_id, feedKey({ feed: network.feed }))) : null,
  });
  return { settled: painted ?? Promise.resolve() };
}
