import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Message } from '../../../contract/messages';
import { EMPTY_PENDING, insertPending, messageQueries } from '../../api/messages-api';
import type { FeedLayout, FeedSource } from '../../lib/feed-source';
import { indexReferences } from '../../lib/references';

/**
 * A feed and its poll: the messages in order (deduplicated across pages), one reference index over all
 * pages, the messages waiting behind the bar, and `showPending` that moves them into the list.
 */
export function useFeed(source: FeedSource, layout: FeedLayout = 'flat') {
  const client = useQueryClient();
  const feedOptions = messageQueries.feed(source, layout);
  const newerOptions = messageQueries.newer(source, layout);
  const feed = useInfiniteQuery(feedOptions);
  const pending = useQuery({ ...newerOptions, enabled: feed.isSuccess });

  const pages = feed.data?.pages;
  const messages = useMemo(() => {
    const seen = new Set<number>();
    const list: Message[] = [];
    for (const page of pages ?? []) {
      for (const m of page.messages) {
        if (seen.has(m.id)) continue;
        seen.add(m.id);
        list.push(m);
      }
    }
    return list;
  }, [pages]);
  const refs = useMemo(() => indexReferences(...(pages ?? []).map((p) => p.references)), [pages]);

  const waiting = pending.data;
  const { queryKey: feedKey } = feedOptions;
  const { queryKey: newerKey } = newerOptions;
  const showPending = useCallback((): number | undefined => {
    const waitingNow = client.getQueryData(newerKey) ?? EMPTY_PENDING;
    const first = waitingNow.messages[0]?.id;
    client.setQueryData(feedKey, (data) => (data ? insertPending(data, waitingNow) : data));
    client.setQueryData(newerKey, EMPTY_PENDING);
    return first;
  }, [client, feedKey, newerKey]);

  return { feed, messages, refs, pendingCount: waiting.messages.length, showPending };
}
