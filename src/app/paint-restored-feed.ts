import type { QueryClient } from '@tanstack/react-query';
import { messageQueries } from '../api/messages/messages-api';
import { networkQueries } from '../api/networks/networks-api';
import { userQueries } from '../api/users/users-api';
import { getToken } from '../auth/session';
import { networkFeedAt } from '../config/paths';
import { feedKey } from '../lib/feed-source';
import { lastSeenKey, readLastSeen } from '../lib/last-seen';
import { preferredFeedLayout } from '../lib/preferences';
import { paintEarlyFeed } from '../boot/early-paint/paint-early-feed';

/**
 * The early paint of a network feed restored from the last visit's copy (app/query-persistence.ts): it is
 * in the query cache as soon as the boot has restored it, so it is drawn before React has even started.
 * (A feed fetched in this visit is drawn by the first chunk itself, see boot/first-paint.ts.) Resolves
 * right after that frame, or at once when there is nothing to draw.
 */
export function paintRestoredFeed(client: QueryClient, root: HTMLElement, pathname: string): Promise<void> {
  const feed = networkFeedAt(pathname);
  if (!feed || !getToken()) return Promise.resolve();
  const layout = preferredFeedLayout();
  const pages = client.getQueryData(messageQueries.feed({ feed }, layout).queryKey)?.pages;
  if (!pages?.length) return Promise.resolve();
  const me = client.getQueryData(userQueries.current().queryKey);
  const painted = paintEarlyFeed(root, {
    feed,
    threaded: layout === 'extended',
    pages,
    me,
    networks: client.getQueryData(networkQueries.current().queryKey),
    since: me ? readLastSeen(lastSeenKey(me.network_id, feedKey({ feed }))) : null,
  });
  return painted ?? Promise.resolve();
}
