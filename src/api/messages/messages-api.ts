import type { InfiniteData } from '@tanstack/react-query';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import type { CreateMessageParams, FeedEnvelope, Message } from '../../../contract/messages';
import { readFeedEnvelope } from '../../../contract/guards';
import { POLL_INTERVAL_MS } from '../../../contract/rate-limits';
import { olderCursor } from '../../lib/feed-paging';
import type { FeedLayout, FeedSource } from '../../lib/feed-source';
import { httpClient } from '../http/http-client';
import { pollCadence } from '../http/poll-cadence';
import type { Params } from '../http/wire-request';

import { getFeed } from './feed-request';
import { isSending } from './message-cache';
import type { PendingMessages } from './pending-messages';
import { persisted } from '../persisted-query';

export { getFeed } from './feed-request';

/** `POST /messages.json`, form-encoded; topics and pending attachments become the numbered fields. */
export function postMessage(params: CreateMessageParams, signal?: AbortSignal) {
  const { topics = [], pending_attachment_ids = [], ...rest } = params;
  const form: Params = { ...rest };
  topics.slice(0, 20).forEach((topic, i) => (form[`topic${String(i + 1)}`] = topic));
  pending_attachment_ids.slice(0, 20).forEach((id, i) => (form[`pending_attachment${String(i + 1)}`] = id));
  return httpClient().request('/messages.json', { method: 'POST', form, signal, read: readFeedEnvelope });
}

export type FeedPages = InfiniteData<FeedEnvelope, Id | undefined>;

export type { PendingMessages } from './pending-messages';

const NO_PENDING: PendingMessages = { messages: [], references: [] };

/**
 * How every `newer_than` poll runs (spec 8 polling guideline): once a minute (or as often as the service's
 * `requested_poll_interval` asks, never faster: lib/feed-paging), never while the tab is hidden, at once on
 * return only when that time has passed, never retried faster than that, and behind whatever the reader
 * asks for in the rate-limit queues.
 */
const pollOptions = (intervalMs: number) =>
  ({
    initialData: NO_PENDING,
    initialDataUpdatedAt: () => Date.now(),
    ...pollCadence(intervalMs),
  }) as const;

/** The newest id of a list, by comparison only (ids are never added to or subtracted from). */
function newestOf(messages: readonly Message[], start?: Id): Id | undefined {
  let newest = start;
  // A queued post's temporary id is no message of the service's (a reply's is above every real id).
  for (const m of messages) if (!isSending(m) && (newest === undefined || m.id > newest)) newest = m.id;
  return newest;
}

/** Adds a poll's answer in front of what already waits, without duplicates. */
export function mergePending(prev: PendingMessages, next: FeedEnvelope): PendingMessages {
  const seen = new Set(prev.messages.map((m) => m.id));
  const fresh = next.messages.filter((m) => !seen.has(m.id));
  if (fresh.length === 0) return prev;
  return {
    messages: [...fresh, ...prev.messages],
    references: [...next.references, ...prev.references],
    threaded_extended: { ...prev.threaded_extended, ...next.threaded_extended },
  };
}

/** Puts the waiting messages at the top of the first page; the cursor of older pages is untouched. */
export function insertPending<P>(
  data: InfiniteData<FeedEnvelope, P>,
  pending: PendingMessages,
): InfiniteData<FeedEnvelope, P> {
  if (!data.pages[0] || pending.messages.length === 0) return data;
  // A thread with new replies comes back as the same starter: it moves to the top with its new replies.
  const moving = new Set(pending.messages.map((m) => m.id));
  const pages = data.pages.map((page) =>
    page.messages.some((m) => moving.has(m.id))
      ? { ...page, messages: page.messages.filter((m) => !moving.has(m.id)) }
      : page,
  );
  const [first, ...rest] = pages;
  if (!first) return data;
  return {
    ...data,
    pages: [
      {
        ...first,
        messages: [...pending.messages, ...first.messages],
        references: [...pending.references, ...first.references],
        threaded_extended: { ...first.threaded_extended, ...pending.threaded_extended },
      },
      ...rest,
    ],
  };
}

/**
 * Query options of every message feed. Keys go from general to specific, so `['messages']` invalidates all
 * of them; the infinite feed and its newer_than poll never share a key.
 */
/** A conversation's pages are as large as the service allows: every page is loaded, and each is a request. */
const THREAD_PAGE = 50;

export const messageQueries = {
  all: () => ['messages'] as const,
  feeds: () => ['messages', 'feed'] as const,

  /** A feed as an infinite query: pages go back in time, the cursor is the oldest id (`older_than`). */
  feed: (source: FeedSource, layout: FeedLayout = 'flat') =>
    persisted(
      infiniteQueryOptions({
        queryKey: [...messageQueries.feeds(), { ...source, layout }] as const,
        queryFn: ({ pageParam, signal }) => getFeed(source, { older_than: pageParam, layout }, signal),
        initialPageParam: undefined as Id | undefined,
        getNextPageParam: (last, _all, lastParam) => olderCursor(last, lastParam),
        // New messages come only through the poll below, so the list never moves under the reader.
        staleTime: Infinity,
        refetchOnWindowFocus: false,
      }),
      { as: 'feed' },
    ),

  /**
   * The same feed, its first page answered by a request already on its way (app/first-request.ts sends it
   * before this code has loaded); every later fetch is an ordinary one.
   */
  feedFromFirstPage: (source: FeedSource, layout: FeedLayout, firstPage: Promise<FeedEnvelope>) => {
    let inFlight: Promise<FeedEnvelope> | null = firstPage;
    return infiniteQueryOptions({
      ...messageQueries.feed(source, layout),
      queryFn: ({ pageParam, signal }) => {
        const adopted = pageParam === undefined ? inFlight : null;
        inFlight = null;
        return adopted ?? getFeed(source, { older_than: pageParam, layout }, signal);
      },
    });
  },

  /**
   * The once-a-minute `newer_than` poll of a feed (spec 8). It accumulates what arrived behind the bar;
   * fresh for a minute, so returning to a tab after a minute or more polls at once (focus refetch), and
   * never while the tab is hidden.
   */
  newer: (source: FeedSource, layout: FeedLayout = 'flat', intervalMs = POLL_INTERVAL_MS) =>
    queryOptions({
      queryKey: ['messages', 'newer', { ...source, layout }] as const,
      queryFn: async ({ client, queryKey, signal }): Promise<PendingMessages> => {
        const prev = client.getQueryData<PendingMessages>(queryKey) ?? NO_PENDING;
        const feed = client.getQueryData(messageQueries.feed(source, layout).queryKey);
        if (!feed) return prev;
        const first = feed.pages[0];
        // Threaded, a thread's newest reply is its activity, which `newer_than` compares (emulator README).
        const shown = first ? [...first.messages, ...Object.values(first.threaded_extended).flat()] : [];
        const since = newestOf(prev.messages, newestOf(shown));
        // An empty feed has no newest id: then everything the feed now has is new.
        const params = since === undefined ? { layout } : { newer_than: since, layout };
        return mergePending(prev, await getFeed(source, params, signal, 'background'));
      },
      ...pollOptions(intervalMs),
    }),
  /**
   * The messages of one conversation (`in_thread`): an infinite query like a feed (newest first, paged by
   * `older_than`) whose pages the conversation view loads to the end.
   */
  thread: (threadId: Id) =>
    persisted(
      infiniteQueryOptions({
        queryKey: [...messageQueries.feeds(), { kind: 'in_thread', id: threadId }] as const,
        queryFn: ({ pageParam, signal }) =>
          getFeed(
            { feed: 'in_thread', id: threadId },
            { older_than: pageParam, limit: THREAD_PAGE, include_topics: true },
            signal,
          ),
        initialPageParam: undefined as Id | undefined,
        // The starter is the oldest message of a conversation: the page holding it is the last.
        getNextPageParam: (last, _all, lastParam) =>
          last.messages.some((m) => m.id === threadId) ? undefined : olderCursor(last, lastParam),
        // New replies come only through the poll below.
        staleTime: Infinity,
        refetchOnWindowFocus: false,
      }),
      { as: 'conversation', id: threadId },
    ),

  /** A conversation's once-a-minute `newer_than` poll; the view moves what it finds into the conversation. */
  threadNewer: (threadId: Id, intervalMs = POLL_INTERVAL_MS) =>
    queryOptions({
      queryKey: ['messages', 'newer', { kind: 'in_thread', id: threadId }] as const,
      queryFn: async ({ client, queryKey, signal }): Promise<PendingMessages> => {
        const prev = client.getQueryData<PendingMessages>(queryKey) ?? NO_PENDING;
        const data = client.getQueryData(messageQueries.thread(threadId).queryKey);
        const since = newestOf(prev.messages, newestOf(data?.pages[0]?.messages ?? []));
        if (since === undefined) return prev;
        const page = await getFeed(
          { feed: 'in_thread', id: threadId },
          { newer_than: since, limit: THREAD_PAGE, include_topics: true },
          signal,
          'background',
        );
        return mergePending(prev, page);
      },
      ...pollOptions(intervalMs),
    }),
};

export const EMPTY_PENDING = NO_PENDING;
