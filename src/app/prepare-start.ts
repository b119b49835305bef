import { hashKey, type QueryClient } from '@tanstack/react-query';
import { messageQueries } from '../api/messages/messages-api';
import type { AppConfig, ConfigProblem } from '../config/app-config';
import { currentAppPath } from '../config/network-path';
import type { FirstStart } from '../boot/first-request';
import { userQueries } from '../api/users/users-api';
import { rememberNetwork } from '../auth/session';
import { createQueryClient } from './query-client';
import { persistQueryCache, restoreQueryCache } from './query-persistence';
import { prefetchScreenAt } from './screens/start-screens';

export type Prepared =
  { ok: true; config: AppConfig; queryClient: QueryClient } | { ok: false; problem: ConfigProblem };

/**
 * The boot's second step, still without React: the query cache is created, last visit's copy restored,
 * the feed request the first chunk already sent is taken over by its query, and the first screen's other
 * requests leave.
 */
/** Whenever users/current answers, the tab remembers the network (the next load's early paint reads it). */
function rememberNetworkOf(client: QueryClient): void {
  const current = hashKey(userQueries.current().queryKey);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== current) return;
    const me = event.query.state.data as { network_id?: number } | undefined;
    if (me?.network_id) rememberNetwork(me.network_id);
  });
}

/** The query cache with last visit's copy restored and kept up to date: needs no config, so it can come first. */
export function openQueryCache(): QueryClient {
  const queryClient = createQueryClient();
  persistQueryCache(queryClient, restoreQueryCache(queryClient));
  rememberNetworkOf(queryClient);
  return queryClient;
}

export function prepareStart(first: FirstStart, queryClient: QueryClient = openQueryCache()): Prepared {
  if (!first.ok) return first;
  if (first.feed) {
    const { feed, layout, firstPage } = first.feed;
    // The screen's prefetch below joins this fetch instead of sending the request again.
    queryClient
      .infiniteQuery(messageQueries.feedFromFirstPage({ feed }, layout, firstPage))
      .catch(() => undefined);
  }
  prefetchScreenAt(queryClient, currentAppPath(), window.location.search);
  return { ok: true, config: first.config, queryClient };
}
