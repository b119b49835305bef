import { plural } from '@lingui/core/macro';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Id } from '../../../contract/common';
import type { Message } from '../../../contract/messages';
import type { ThreadReference } from '../../../contract/references';
import type { Thread } from '../../../contract/threads';
import { conversationPlaceholder } from '../../api/messages/conversation-cache';
import { EMPTY_PENDING, insertPending, messageQueries } from '../../api/messages/messages-api';
import { threadQueries } from '../../api/threads/threads-api';
import { useKnownUsers } from '../../api/users/use-known-users';
import { pollIntervalMs } from '../../lib/feed-paging';
import { indexReferences } from '../../lib/references';

/** Oldest first. Ids are compared, never subtracted (they are close to the largest safe integer). */
const byAge = (a: Message, b: Message) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * A conversation: what the caches already hold of it drawn at once (the starter and the replies the feeds
 * show, with their references), then every page of `in_thread` loaded in turn (newest first on the wire)
 * and shown oldest first; the thread (topics, stats, group) from any reference to it, and from
 * `threads/ID` only when no cached or loaded page names it; one reference index over all of it; and the
 * poll whose new replies are moved straight into the conversation (they arrive below the reader) and
 * announced.
 */
export function useThread(threadId: Id) {
  const client = useQueryClient();
  const messagesOptions = messageQueries.thread(threadId);
  // Read once per conversation: the placeholder must not change under the reader while the rest loads.
  const placeholder = useMemo(() => conversationPlaceholder(client, threadId), [client, threadId]);
  const messagesQuery = useInfiniteQuery({ ...messagesOptions, placeholderData: placeholder });
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, isPlaceholderData } =
    messagesQuery;
  const loaded = messagesQuery.isSuccess && !isPlaceholderData;

  // Every page, one after the other: the starter is on the last one.
  useEffect(() => {
    if (loaded && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) {
      void fetchNextPage({ cancelRefetch: false });
    }
  }, [loaded, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const pages = messagesQuery.data?.pages;
  // The feeds' references stay in use once the conversation's own pages are in: the real service's
  // in_thread pages carry none.
  const cachedRefs = placeholder?.pages[0]?.references;
  const pageRefs = useMemo(
    () => indexReferences(cachedRefs ?? [], ...(pages ?? []).map((p) => p.references)),
    [cachedRefs, pages],
  );
  const threadRef = pageRefs.thread(threadId);
  // The thread object carries nothing a reference to it lacks but its participants' references: asked
  // only when neither the caches nor the first page name the thread (the real service's in_thread has no
  // references at all).
  const threadQuery = useQuery({
    ...threadQueries.detail(threadId),
    enabled: !threadRef && loaded,
  });

  const complete = loaded && !hasNextPage;
  const newerOptions = messageQueries.threadNewer(threadId, pollIntervalMs(pages?.[0]?.meta));
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
    // Read once, in the language of the moment: it is said and gone, not kept on screen.
    const said = plural(count, {
      one: 'A new reply was added at the end of the conversation.',
      other: '# new replies were added at the end of the conversation.',
    });
    setAnnouncement(said + (announced.current % 2 === 0 ? '\u00a0' : ''));
  }, [client, waiting, messagesKey, newerKey]);

  const messages = useMemo(() => {
    const seen = new Map<Id, Message>();
    for (const page of pages ?? []) for (const m of page.messages) if (!seen.has(m.id)) seen.set(m.id, m);
    return [...seen.values()].sort(byAge);
  }, [pages]);
  const byId = useMemo(() => new Map(messages.map((m) => [m.id, m])), [messages]);
  const threadObject = threadQuery.data;
  const thread: Thread | ThreadReference | undefined = threadObject ?? threadRef;
  const named = useMemo(
    () =>
      indexReferences(
        cachedRefs ?? [],
        threadObject?.references ?? [],
        ...(pages ?? []).map((p) => p.references),
      ),
    [cachedRefs, threadObject, pages],
  );
  // Senders no reference names (the real service's in_thread has none) are asked for.
  const refs = useKnownUsers(named, messages);

  return {
    messagesQuery,
    threadQuery,
    thread,
    messages,
    byId,
    refs,
    complete,
    /** Drawn from the caches while the conversation's own pages load. */
    fromCache: isPlaceholderData,
    announcement,
    /** The last check for new replies failed; the poll tries again a minute later on its own. */
    pollFailed: pending.isError,
  };
}
