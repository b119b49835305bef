import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { formatWireDate } from '../../../contract/dates';
import type { FeedEnvelope, Message } from '../../../contract/messages';
import type { Reference, UserReference } from '../../../contract/references';
import type { User } from '../../../contract/users';
import {
  editCached,
  insertIntoFeeds,
  insertIntoThread,
  insertIntoThreadPreviews,
  isPages,
  SENDING,
  sourceOfKey,
  withLike,
  withLikedId,
} from './message-cache';
import { tempIdOf, type DeleteWrite, type LikeWrite, type PostWrite } from './message-write-types';

/**
 * The outbox's writes in the caches: a queued post as a message marked as sending (its temporary id from
 * its place in the queue), a queued like as liked, a queued delete as gone. Applied when the write is queued,
 * and again to every list the service answers afresh while the write waits (a refetch, a page loaded after
 * a reload), so a pending write shows wherever its message is, until the service confirms it.
 */
export function sendingMessage(write: PostWrite, id: number): Message {
  const { params, author, placement } = write;
  const direct = params.direct_to_id !== undefined;
  return {
    id,
    sender_id: author.id,
    sender_type: 'user',
    replied_to_id: params.replied_to_id ?? null,
    thread_id: 'threadId' in placement ? placement.threadId : id,
    created_at: formatWireDate(new Date()),
    network_id: author.network_id,
    group_id: params.group_id ?? null,
    message_type: 'update',
    system_message: false,
    direct_message: direct,
    privacy: direct ? 'private' : 'public',
    url: '',
    web_url: '',
    client_type: SENDING,
    body: { plain: params.body },
    liked_by: { count: 0, names: [] },
    attachments: [],
  };
}

function authorReference(author: User): UserReference {
  return {
    type: 'user',
    id: author.id,
    name: author.name,
    full_name: author.full_name,
    mugshot_url: author.mugshot_url,
    ...(author.mugshot_url_template ? { mugshot_url_template: author.mugshot_url_template } : {}),
  };
}

const referencesOf = (write: PostWrite): Reference[] => [
  authorReference(write.author),
  ...(write.group ? [write.group] : []),
];

/** Shows a queued post in its feeds or conversation at once. */
export function showQueuedPost(client: QueryClient, seq: number, write: PostWrite): void {
  const id = tempIdOf(seq, write.placement);
  const sending = sendingMessage(write, id);
  if ('threadId' in write.placement) {
    const { threadId } = write.placement;
    insertIntoThread(client, ['messages', 'feed', { kind: 'in_thread', id: threadId }], sending, [
      ...referencesOf(write),
    ]);
    insertIntoThreadPreviews(client, threadId, sending, referencesOf(write));
    return;
  }
  insertIntoFeeds(client, write.placement.feeds, sending, referencesOf(write));
}

const holds = (data: InfiniteData<FeedEnvelope>, id: number) =>
  data.pages.some(
    (p) =>
      p.messages.some((m) => m.id === id) ||
      Object.values(p.threaded_extended)
        .flat()
        .some((m) => m.id === id),
  );

function targets(key: QueryKey, write: PostWrite): boolean {
  if ('threadId' in write.placement) {
    const { threadId } = write.placement;
    const thread = key[2] as { kind?: string; id?: number } | undefined;
    // Its conversation only: a threaded feed's preview of it is refreshed with the feed after it is sent.
    return key[1] === 'feed' && thread?.kind === 'in_thread' && thread.id === threadId;
  }
  const source = sourceOfKey(key);
  return write.placement.feeds.some(
    (s) =>
      source !== null &&
      s.feed === source.feed &&
      ('id' in s ? s.id : undefined) === ('id' in source ? source.id : undefined),
  );
}

/** A list of messages the service answered, with a page to put a waiting write in. */
const isMessageList = (key: QueryKey, data: unknown): data is InfiniteData<FeedEnvelope> =>
  key[0] === 'messages' && isPages(data) && data.pages[0] !== undefined;

/** A waiting post, back on top of one list the service just answered (it knows nothing of it yet). */
export function reapplyPost(
  client: QueryClient,
  key: QueryKey,
  data: unknown,
  seq: number,
  write: PostWrite,
): unknown {
  const id = tempIdOf(seq, write.placement);
  if (!isMessageList(key, data) || !targets(key, write) || holds(data, id)) return data;
  // Written through the usual inserts, which read the list from the cache: set what we have first.
  if (data !== client.getQueryData(key)) client.setQueryData(key, data);
  const before = client.getQueryData(key);
  const sending = sendingMessage(write, id);
  // A feed's list and a conversation's are both newest first: the copy goes on top of this list alone.
  insertIntoThread(client, key, sending, referencesOf(write));
  return client.getQueryData(key) ?? before;
}

/** A waiting like or unlike, shown again in one list the service just answered. */
export function reapplyLike(key: QueryKey, data: unknown, write: LikeWrite): unknown {
  if (!isMessageList(key, data)) return data;
  return editCached(
    data,
    (m) =>
      m.id === write.messageId && m.liked_by.names.some((n) => n.user_id === write.me.id) !== write.like
        ? withLike(m, write.me, write.like)
        : m,
    (page) => withLikedId(page, write.messageId, write.like),
  );
}

/** A waiting delete: the message stays gone from one list the service just answered. */
export function reapplyDelete(key: QueryKey, data: unknown, write: DeleteWrite): unknown {
  if (!isMessageList(key, data)) return data;
  return editCached(data, (m) => (m.id === write.messageId ? null : m));
}
