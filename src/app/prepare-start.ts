import type { QueryClient } from '@tanstack/react-query';
import { messageQueries } from '../api/messages-api';
import type { AppConfig } from '../config/app-config';
import type { FirstStart } from './first-request';
import { createQueryClient } from './query-client';
import { persistQueryCache, restoreQueryCache } from './query-persistence';
import { prefetchScreenAt } from './screen-requests';

export type Prepared =
  { ok: true; config: AppConfig; queryClient: QueryClient } | { ok: false; problem: string };

/**
 * The boot's second step, still without React: the query cache is created, last visit's copy restored,
 * the feed request the first chunk already sent is taken over by its query, and the first screen's other
 * requests leave.
 */
export function prepareStart(first: FirstStart): Prepared {
  if (!first.ok) return first;
  const queryClient = createQueryClient();
  persistQueryCache(queryClient, restoreQueryCache(queryClient));
  if (first.feed) {
    const { feed, layout, firstPage } = first.feed;
    // The screen's prefetch below joins this fetch instead of sending the request again.
    queryClient
      .infiniteQuery(messageQueries.feedFromFirstPage({ feed }, layout, firstPage))
      .catch(() => undefined);
  }
  prefetchScreenAt(queryClient, window.location.pathname);
  return { ok: true, config: first.config, queryClient };
}
