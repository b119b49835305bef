import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Id } from '../../../contract/common';
import type { Message } from '../../../contract/messages';
import { EMPTY_PENDING, insertPending, messageQueries } from '../../api/messages-api';
import { threadQueries } from '../../api/threads-api';
import { indexReferences } from '../../lib/references';

/** Oldest first. Ids are compared, never subtracted (they are close to the largest safe integer). */
const byAge = (a: Message, b: Message) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * A conversation: every page of `in_thread` loaded in turn (newest first on the wire) and shown oldest first,
 * the thread object (topics, stats, participants), one reference index over both, and the once-a-minute poll
 * whose new replies are moved straight into the conversation (they arrive below the reader) and announced.
 */
export function useThread(threadId: Id) {
  const client = useQueryClient();
  const messagesOptions = messageQueries.thread(threadId);
  const newerOptions = messageQueries.threadNewer(threadId);
  const messagesQuery = useInfiniteQuery(messagesOptions);
  const threadQuery = useQuery(threadQueries.detail(threadId));
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = messagesQuery;

  // Every page, one after the other: the starter is on the last one.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) {
      void fetchNextPage({ cancelRefetch: false });
    }
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const complete = messagesQuery.isSuccess && !hasNextPage;
  const pending = useQuery({ ...newerOptions, enabled: complete });

  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(0);
  const { queryKey: messagesKey } = messagesOptions;
  const { queryKey: newerKey } = newerOptions;
  const waiting = pending.data;
  useEffect(() => {
    if (waiting.messages.length === 0) return;
    client.setQueryData(messagesKey, (data) => (data ? insertPending(data, waiting) : data));
    client.setQueryData(newerKey, EMPTY_PENDING);
    const count = waiting.messages.length;
    announced.current += 1;
    // A different text each time, so a screen reader announces a second arrival of the same size too.
    setAnnouncement(
      `${count === 1 ? 'A new reply was' : `${String(count)} new replies were`} added at the end of the conversation.` +
        (announced.current % 2 === 0 ? '\u00a0' : ''),
    );
  }, [client, waiting, messagesKey, newerKey]);

  const pages = messagesQuery.data?.pages;
  const messages = useMemo(() => {
    const seen = new Map<Id, Message>();
    for (const page of pages ?? []) for (const m of page.messages) if (!seen.has(m.id)) seen.set(m.id, m);
    return [...seen.values()].sort(byAge);
  }, [pages]);
  const byId = useMemo(() => new Map(messages.map((m) => [m.id, m])), [messages]);
  const thread = threadQuery.data;
  const refs = useMemo(
    () => indexReferences(thread?.references ?? [], ...(pages ?? []).map((p) => p.references)),
    [thread, pages],
  );

  return { messagesQuery, threadQuery, thread, messages, byId, refs, complete, announcement };
}
