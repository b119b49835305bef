import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import { readNotificationsFeed } from '../../../contract/guards';
import type { Network } from '../../../contract/networks';
import type { NotificationsFeed } from '../../../contract/social';
import { httpClient } from '../http/http-client';
import { networkQueries } from '../networks/networks-api';
import { pollCadence } from '../http/poll-cadence';
import type { RequestPriority } from '../http/rate-limiter';
import { userQueries } from '../users/users-api';

/** `GET /streams/notifications.json` (spec 4.8; its own rate-limit group, 10 in 30 s), newest first. */
export function getNotifications(
  olderThan: Id | undefined,
  signal?: AbortSignal,
  priority?: RequestPriority,
) {
  return httpClient().request('/streams/notifications.json', {
    query: olderThan === undefined ? {} : { older_than: olderThan },
    signal,
    priority,
    read: readNotificationsFeed,
  });
}

export type NotificationPages = InfiniteData<NotificationsFeed, Id | undefined>;

/** The next page's cursor: the last item's id, unless the service said there is nothing older. */
export function olderNotificationsCursor(page: NotificationsFeed, askedOlderThan?: Id): Id | undefined {
  if (!page.meta.older_available) return undefined;
  const oldest = page.items.at(-1)?.id;
  return oldest === undefined || oldest === askedOlderThan ? undefined : oldest;
}

/**
 * Reading the newest page marks every notification of the network seen (the service's rule): the cached
 * badge goes to 0 at once instead of waiting for networks/current's next minute.
 */
export function clearUnseenNotifications(client: QueryClient): void {
  const networkId = client.getQueryData(userQueries.current().queryKey)?.network_id;
  if (networkId === undefined) return;
  client.setQueryData(networkQueries.current().queryKey, (networks: Network[] | undefined) =>
    networks?.map((n) => (n.id === networkId ? { ...n, unseen_notification_count: 0 } : n)),
  );
}

/** Puts what the newest page has that the list lacks at the top of the list's first page. */
export function mergeNewest(data: NotificationPages, newest: NotificationsFeed): NotificationPages {
  const shown = new Set(data.pages.flatMap((p) => p.items.map((i) => i.id)));
  const fresh = newest.items.filter((i) => !shown.has(i.id));
  const [first, ...rest] = data.pages;
  if (!first || fresh.length === 0) return data;
  return {
    ...data,
    pages: [
      {
        ...first,
        items: [...fresh, ...first.items],
        references: [...newest.references, ...first.references],
      },
      ...rest,
    ],
  };
}

const listKey = ['notifications', 'list'] as const;
const newestKey = ['notifications', 'newest'] as const;

/**
 * The newest page was just read (the list's first page, or a refresh): `newest` holds that time, so it counts
 * as fresh for a poll interval and a page that mounts right after the route loader's read does not ask the
 * same page again (the notifications group allows 10 requests in 30 s).
 */
function markNewestRead(client: QueryClient): void {
  client.setQueryData<number>(newestKey, Date.now());
}

export const notificationQueries = {
  all: () => ['notifications'] as const,
  /** Every page read so far, newest first, paged back by `older_than`; refreshed only by `newest` below. */
  list: () =>
    infiniteQueryOptions({
      queryKey: listKey,
      queryFn: async ({ pageParam, signal, client }) => {
        const page = await getNotifications(pageParam, signal);
        if (pageParam === undefined) {
          clearUnseenNotifications(client);
          markNewestRead(client);
        }
        return page;
      },
      initialPageParam: undefined as Id | undefined,
      getNextPageParam: (last, _all, lastParam) => olderNotificationsCursor(last, lastParam),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
  /**
   * The once-a-minute refresh of the open page: the newest page again (as a poll, behind the reader's
   * requests), what is new put on top of the list; reading it clears the badge like the first read.
   * Nothing to refresh before the list has its first page. Its value is the time the newest page was last
   * read (by the list too): a visit within the poll interval of that read asks nothing.
   */
  newest: () =>
    queryOptions({
      queryKey: newestKey,
      queryFn: async ({ signal, client }): Promise<number> => {
        if (!client.getQueryData<NotificationPages>(listKey)) return Date.now();
        const page = await getNotifications(undefined, signal, 'background');
        client.setQueryData<NotificationPages>(listKey, (data) => (data ? mergeNewest(data, page) : data));
        clearUnseenNotifications(client);
        return Date.now();
      },
      ...pollCadence(),
    }),
};
