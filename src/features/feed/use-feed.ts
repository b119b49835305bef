import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { EMPTY_PENDING, insertPending, messageQueries } from '../../api/messages/messages-api';
import { useKnownUsers } from '../../api/users/use-known-users';
import { buildEntries } from '../../lib/feed-entries';
import { pollIntervalMs } from '../../lib/feed-paging';
import type { FeedLayout, FeedSource } from '../../lib/feed-source';
import { indexReferences } from '../../lib/references';

/**
 * A feed and its poll: the entries in order (deduplicated across pages), one reference index over all
 * pages, the messages waiting behind the bar, and `showPending` that moves them into the list.
 */
export function useFeed(source: FeedSource, layout: FeedLayout = 'flat') {
  const client = useQueryClient();
  const feedOptions = messageQueries.feed(source, layout);
  const feed = useInfiniteQuery(feedOptions);
  // As often as the service asks in its first page's meta, never faster than once a minute.
  const newerOptions = messageQueries.newer(source, layout, pollIntervalMs(feed.data?.pages[0]?.meta));
  const pending = useQuery({ ...newerOptions, enabled: feed.isSuccess });

  const pages = feed.data?.pages;
  const entries = useMemo(() => buildEntries(pages ?? [], layout), [pages, layout]);
  const named = useMemo(() => indexReferences(...(pages ?? []).map((p) => p.references)), [pages]);
  const shown = useMemo(() => entries.flatMap((e) => [e.message, ...e.replies]), [entries]);
  // Senders the references leave out are asked for, so no card says "Unknown sender" for long.
  const refs = useKnownUsers(named, shown);

  const waiting = pending.data;
  const { queryKey: feedKey } = feedOptions;
  const { queryKey: newerKey } = newerOptions;
  const showPending = useCallback((): number => {
    const waitingNow = client.getQueryData(newerKey) ?? EMPTY_PENDING;
    client.setQueryData(feedKey, (data) => (data ? insertPending(data, waitingNow) : data));
    client.setQueryData(newerKey, EMPTY_PENDING);
    return waitingNow.messages.length;
  }, [client, feedKey, newerKey]);

  const updatedAt = Math.max(feed.dataUpdatedAt, pending.isFetched ? pending.dataUpdatedAt : 0);
  return {
    feed,
    entries,
    refs,
    pendingCount: waiting.messages.length,
    showPending,
    updatedAt,
    pollError: pending.error,
  };
}
