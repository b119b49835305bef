import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Id } from '../../../contract/common';
import type { FeedEnvelope, Message } from '../../../contract/messages';
import { EMPTY_PENDING, insertPending, messageQueries } from '../../api/messages-api';
import type { FeedLayout, FeedSource } from '../../lib/feed-source';
import { indexReferences } from '../../lib/references';

/** One entry of a feed list: a message (flat), or a thread starter with its newest replies (threaded). */
export interface FeedEntry {
  message: Message;
  /** Oldest first; empty in the flat view. */
  replies: Message[];
  /** The newest message id the entry shows: what "seen up to here" compares against. */
  newest: Id;
}

function newestIn(message: Message, replies: readonly Message[]): Id {
  let newest = message.id;
  for (const r of replies) if (r.id > newest) newest = r.id;
  return newest;
}

/** The entries of a feed's pages, in order, each message once (a page may repeat the previous one's edge). */
export function buildEntries(pages: readonly FeedEnvelope[], layout: FeedLayout): FeedEntry[] {
  const seen = new Set<number>();
  const list: FeedEntry[] = [];
  for (const page of pages) {
    for (const m of page.messages) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      const replies =
        layout === 'extended'
          ? [...(page.threaded_extended[String(m.thread_id)] ?? [])].sort((a, b) => a.id - b.id)
          : [];
      list.push({ message: m, replies, newest: newestIn(m, replies) });
    }
  }
  return list;
}

/**
 * A feed and its poll: the entries in order (deduplicated across pages), one reference index over all
 * pages, the messages waiting behind the bar, and `showPending` that moves them into the list.
 */
export function useFeed(source: FeedSource, layout: FeedLayout = 'flat') {
  const client = useQueryClient();
  const feedOptions = messageQueries.feed(source, layout);
  const newerOptions = messageQueries.newer(source, layout);
  const feed = useInfiniteQuery(feedOptions);
  const pending = useQuery({ ...newerOptions, enabled: feed.isSuccess });

  const pages = feed.data?.pages;
  const entries = useMemo(() => buildEntries(pages ?? [], layout), [pages, layout]);
  const refs = useMemo(() => indexReferences(...(pages ?? []).map((p) => p.references)), [pages]);

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
