import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import type { FeedEnvelope, Message } from '../../../contract/messages';
import type { Reference } from '../../../contract/references';
import type { FeedSource } from '../../lib/feed-source';
import type { PendingMessages } from './pending-messages';

/**
 * Pure edits of the cached message lists, used by the optimistic writes of message-mutations.ts. Every
 * list that may hold a message lives under `['messages', ...]`: feeds and conversations as infinite queries
 * of feed envelopes (`['messages', 'feed', ...]`), the polls' waiting messages as `PendingMessages`
 * (`['messages', 'newer', ...]`). A message may sit in many of them at once, top-level or in
 * `threaded_extended`.
 */
type Pages = InfiniteData<FeedEnvelope>;

/** Returns the message (changed or not), or null to remove it. */
export type MessageEdit = (message: Message) => Message | null;

function editList(list: readonly Message[], edit: MessageEdit): Message[] | null {
  let changed = false;
  const next: Message[] = [];
  for (const m of list) {
    const edited = edit(m);
    if (edited !== m) changed = true;
    if (edited) next.push(edited);
  }
  return changed ? next : null;
}

function editExtended(
  map: Record<string, Message[]> | undefined,
  edit: MessageEdit,
): Record<string, Message[]> | undefined {
  if (!map) return map;
  let result: Record<string, Message[]> | undefined;
  for (const [key, list] of Object.entries(map)) {
    const next = editList(list, edit);
    if (next) {
      result ??= { ...map };
      result[key] = next;
    }
  }
  return result ?? map;
}

function editEnvelope<E extends { messages: Message[]; threaded_extended?: Record<string, Message[]> }>(
  envelope: E,
  edit: MessageEdit,
): E {
  const messages = editList(envelope.messages, edit);
  const extended = editExtended(envelope.threaded_extended, edit);
  if (!messages && extended === envelope.threaded_extended) return envelope;
  return { ...envelope, messages: messages ?? envelope.messages, threaded_extended: extended };
}

export const isPages = (data: unknown): data is Pages =>
  typeof data === 'object' && data !== null && Array.isArray((data as Pages).pages);

export const isPending = (data: unknown): data is PendingMessages =>
  typeof data === 'object' && data !== null && Array.isArray((data as PendingMessages).messages);

/** Applies an edit to one cached value of either kind; the same object back when nothing changed. */
export function editCached(
  data: unknown,
  edit: MessageEdit,
  editPage?: (page: FeedEnvelope) => FeedEnvelope,
) {
  if (isPages(data)) {
    const pages = data.pages.map((page) => {
      const next = editEnvelope(page, edit);
      return editPage ? editPage(next) : next;
    });
    return pages.some((page, i) => page !== data.pages[i]) ? { ...data, pages } : data;
  }
  if (isPending(data)) return editEnvelope(data, edit);
  return data;
}

export type Snapshot = [QueryKey, unknown][];

/** Every cached list of messages, for a snapshot before an optimistic edit. */
export function snapshotMessages(client: QueryClient): Snapshot {
  return cachedLists(client);
}

export function restoreSnapshot(client: QueryClient, snapshot: Snapshot): void {
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}

/** Every cached list of messages (feeds, conversations, polls), with its key: the one walk over them. */
export function cachedLists(client: QueryClient): [QueryKey, unknown][] {
  return client.getQueriesData({ queryKey: ['messages'] });
}

/** Edits the message wherever it is cached: every feed, conversation and poll. */
export function editEverywhere(
  client: QueryClient,
  edit: MessageEdit,
  editPage?: (page: FeedEnvelope) => FeedEnvelope,
): void {
  for (const [key, data] of cachedLists(client)) {
    const next = editCached(data, edit, editPage);
    if (next !== data) client.setQueryData(key, next);
  }
}

/** A copy of the message as liked (or no longer liked) by this person: the count moves by one. */
export function withLike(
  message: Message,
  me: { id: Id; full_name: string; name?: string },
  liked: boolean,
): Message {
  const others = message.liked_by.names.filter((n) => n.user_id !== me.id);
  const count = Math.max(0, message.liked_by.count + (liked ? 1 : -1));
  const mine = { full_name: me.full_name, permalink: me.name ?? '', user_id: me.id };
  return { ...message, liked_by: { count, names: liked ? [mine, ...others] : others } };
}

/** `meta.liked_message_ids` of a page with the message added or removed. */
export function withLikedId(page: FeedEnvelope, id: Id, liked: boolean): FeedEnvelope {
  const ids = page.meta.liked_message_ids ?? [];
  const has = ids.includes(id);
  if (has === liked) return page;
  return {
    ...page,
    meta: { ...page.meta, liked_message_ids: liked ? [...ids, id] : ids.filter((x) => x !== id) },
  };
}

/** Whether the caches say this person likes the message: `meta.liked_message_ids` of any page. */
export function likedInCache(client: QueryClient, id: Id): boolean {
  for (const [, data] of client.getQueriesData({ queryKey: ['messages', 'feed'] })) {
    if (!isPages(data)) continue;
    for (const page of data.pages) if (page.meta.liked_message_ids?.includes(id)) return true;
  }
  return false;
}

/** Messages shown before the service has them carry this client type (and a temporary id). */
export const SENDING = 'commons:sending';
export const isSending = (message: Message) => message.client_type === SENDING;

/** Which feed a cache key holds, or null for anything else (polls, conversations). */
export function sourceOfKey(key: QueryKey): (FeedSource & { layout?: string }) | null {
  if (key[0] !== 'messages' || key[1] !== 'feed') return null;
  const source = key[2] as { feed?: string; kind?: string } | undefined;
  return source && typeof source.feed === 'string' ? (source as FeedSource & { layout?: string }) : null;
}

const sameSource = (a: FeedSource, b: FeedSource) =>
  a.feed === b.feed && ('id' in a ? a.id : undefined) === ('id' in b ? b.id : undefined);

/** Puts a message at the top of each cached feed among `sources` (both layouts), with its references. */
export function insertIntoFeeds(
  client: QueryClient,
  sources: readonly FeedSource[],
  message: Message,
  references: readonly Reference[],
): void {
  for (const [key, data] of client.getQueriesData<Pages>({ queryKey: ['messages', 'feed'] })) {
    const source = sourceOfKey(key);
    if (!source || !data?.pages[0] || !sources.some((s) => sameSource(s, source))) continue;
    const [first, ...rest] = data.pages;
    client.setQueryData(key, {
      ...data,
      pages: [
        {
          ...first,
          messages: [message, ...first.messages],
          references: [...references, ...first.references],
        },
        ...rest,
      ],
    });
  }
}

/** Adds a reply to a cached conversation (newest first on the wire, like the service's pages). */
export function insertIntoThread(
  client: QueryClient,
  threadKey: QueryKey,
  message: Message,
  references: readonly Reference[],
): void {
  const data = client.getQueryData<Pages>(threadKey);
  const first = data?.pages[0];
  if (!data || !first) return;
  client.setQueryData(threadKey, {
    ...data,
    pages: [
      { ...first, messages: [message, ...first.messages], references: [...references, ...first.references] },
      ...data.pages.slice(1),
    ],
  });
}

/**
 * Adds a reply, as the newest, to its conversation's preview in every cached threaded feed that shows the
 * conversation (`threaded_extended`): whoever replied and goes back to the feed finds the reply there, not
 * at the next refresh. The conversation keeps its place, so nothing moves under the reader. The replies it
 * showed stay (the service sends the two newest, so the next refresh shows one fewer): dropping one would
 * lose it if the service then refused the reply.
 */
export function insertIntoThreadPreviews(
  client: QueryClient,
  threadId: Id,
  message: Message,
  references: readonly Reference[],
): void {
  const key = String(threadId);
  for (const [queryKey, data] of client.getQueriesData<Pages>({ queryKey: ['messages', 'feed'] })) {
    if (sourceOfKey(queryKey)?.layout !== 'extended' || !isPages(data)) continue;
    const shows = (page: FeedEnvelope) => page.messages.some((m) => m.thread_id === threadId);
    if (!data.pages.some(shows)) continue;
    client.setQueryData(queryKey, {
      ...data,
      pages: data.pages.map((page) => {
        if (!shows(page)) return page;
        const replies = [...(page.threaded_extended[key] ?? []), message];
        return {
          ...page,
          threaded_extended: { ...page.threaded_extended, [key]: replies },
          references: [...references, ...page.references],
        };
      }),
    });
  }
}

/**
 * Replaces the temporary message with the service's own, wherever it was put (a list, or a conversation's
 * preview in a threaded feed), and adds the answer's references after the page's, so that its fresher ones
 * win: a conversation's count of replies, for one.
 */
export function confirmEverywhere(
  client: QueryClient,
  tempIds: readonly Id[],
  created: Message,
  references: readonly Reference[],
): void {
  const isTemp = (m: Message) => isSending(m) && tempIds.includes(m.id);
  // The poll may already have brought the real message: then the temporary one just goes.
  const confirmed = (list: Message[]) =>
    list.some((m) => m.id === created.id)
      ? list.filter((m) => !isTemp(m))
      : list.map((m) => (isTemp(m) ? created : m));
  const holdsTemp = (page: FeedEnvelope) =>
    page.messages.some(isTemp) || Object.values(page.threaded_extended).some((list) => list.some(isTemp));
  for (const [key, data] of cachedLists(client)) {
    if (!isPages(data) || !data.pages.some(holdsTemp)) continue;
    client.setQueryData(key, {
      ...data,
      pages: data.pages.map((page) =>
        holdsTemp(page)
          ? {
              ...page,
              messages: confirmed(page.messages),
              threaded_extended: Object.fromEntries(
                Object.entries(page.threaded_extended).map(([thread, list]) => [
                  thread,
                  list.some(isTemp) ? confirmed(list) : list,
                ]),
              ),
              references: [...page.references, ...references],
            }
          : page,
      ),
    });
  }
}
