import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { Id } from '../../contract/common';
import { formatWireDate } from '../../contract/dates';
import type { CreateMessageParams, FeedEnvelope, Message } from '../../contract/messages';
import type { GroupReference, Reference, UserReference } from '../../contract/references';
import type { User } from '../../contract/users';
import { useConfig } from '../config/config-context';
import type { FeedSource } from '../lib/feed-source';
import { httpClient } from './http-client';
import {
  confirmEverywhere,
  editEverywhere,
  insertIntoFeeds,
  insertIntoThread,
  insertIntoThreadPreviews,
  isSending,
  likedInCache,
  restoreSnapshot,
  SENDING,
  snapshotMessages,
  withLike,
  withLikedId,
  type Snapshot,
} from './message-cache';
import { messageQueries, postMessage } from './messages-api';

const empty = () => undefined;

/** `POST /messages/liked_by/current.json?message_id=` (200, empty body). */
export function likeMessage(id: Id, signal?: AbortSignal) {
  return httpClient().request('/messages/liked_by/current.json', {
    method: 'POST',
    query: { message_id: id },
    signal,
    read: empty,
  });
}

/** `DELETE /messages/liked_by/current.json?message_id=`. */
export function unlikeMessage(id: Id, signal?: AbortSignal) {
  return httpClient().request('/messages/liked_by/current.json', {
    method: 'DELETE',
    query: { message_id: id },
    signal,
    read: empty,
  });
}

/**
 * `DELETE /messages/ID` (the sender only). With `methodOverride` it is a POST carrying `_method=DELETE`,
 * for networks whose proxies drop the DELETE verb.
 */
export function deleteMessage(id: Id, options: { methodOverride?: boolean } = {}, signal?: AbortSignal) {
  const path = `/messages/${String(id)}.json`;
  return options.methodOverride
    ? httpClient().request(path, { method: 'POST', form: { _method: 'DELETE' }, signal, read: empty })
    : httpClient().request(path, { method: 'DELETE', signal, read: empty });
}

/** `POST /messages/email?message_id=`: the service mails the caller a copy. */
export function emailMessage(id: Id, signal?: AbortSignal) {
  return httpClient().request('/messages/email.json', {
    method: 'POST',
    query: { message_id: id },
    signal,
    read: empty,
  });
}

/**
 * Stops fetches of the cached lists that already hold data, so none lands on top of an optimistic edit.
 * Lists still loading for the first time are left alone: they have nothing to edit.
 */
async function cancelMessageFetches(client: QueryClient) {
  await client.cancelQueries({
    queryKey: messageQueries.all(),
    predicate: (q) => q.state.data !== undefined,
  });
}

/**
 * After a write the service refused, the cached lists may disagree with it in ways the rollback cannot see
 * (someone else's like meanwhile): they are marked stale, without a refetch now so no feed moves under the
 * reader, and each refreshes the next time it is shown. After a success nothing is refetched: the optimistic
 * edit was exact, or (posts) was replaced by the service's own message.
 */
async function settle(client: QueryClient, error: unknown) {
  if (error) await client.invalidateQueries({ queryKey: messageQueries.feeds(), refetchType: 'none' });
}

export interface LikeVariables {
  message: Message;
  like: boolean;
  me: Pick<User, 'id' | 'full_name' | 'name'>;
}

/** Like or unlike, optimistic in every cached copy (feeds, threaded_extended, conversations, polls). */
export function useLikeMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ message, like }: LikeVariables) =>
      like ? likeMessage(message.id) : unlikeMessage(message.id),
    onMutate: async ({ message, like, me }): Promise<{ snapshot: Snapshot }> => {
      await cancelMessageFetches(client);
      const snapshot = snapshotMessages(client);
      editEverywhere(
        client,
        (m) => (m.id === message.id ? withLike(m, me, like) : m),
        (page) => withLikedId(page, message.id, like),
      );
      return { snapshot };
    },
    onError: (_error, _vars, context) => {
      if (context) restoreSnapshot(client, context.snapshot);
    },
    onSettled: (_data, error) => settle(client, error),
  });
}

/** Deletes the caller's message: gone from every cached list at once, back if the service refuses. */
export function useDeleteMessage(options: { onError?: (error: unknown, message: Message) => void } = {}) {
  const client = useQueryClient();
  const { onError } = options;
  const { methodOverride } = useConfig();
  return useMutation({
    mutationFn: ({ message }: { message: Message }) => deleteMessage(message.id, { methodOverride }),
    onMutate: async ({ message }): Promise<{ snapshot: Snapshot }> => {
      await cancelMessageFetches(client);
      const snapshot = snapshotMessages(client);
      editEverywhere(client, (m) => (m.id === message.id ? null : m));
      return { snapshot };
    },
    onError: (error, { message }, context) => {
      if (context) restoreSnapshot(client, context.snapshot);
      // Given to the hook, not to mutate(): the article that asked is gone by now (removed at once).
      onError?.(error, message);
    },
    onSettled: (_data, error) => settle(client, error),
  });
}

export function useEmailMessage() {
  return useMutation({ mutationFn: ({ message }: { message: Message }) => emailMessage(message.id) });
}

/** Whether this person likes the message, from every cached page's `meta.liked_message_ids` and the names. */
export function useLikedByMe(message: Message, meId: Id | undefined): boolean {
  const client = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => client.getQueryCache().subscribe(listener),
    [client],
  );
  const inMeta = useSyncExternalStore(
    subscribe,
    () => likedInCache(client, message.id),
    () => false,
  );
  return inMeta || message.liked_by.names.some((n) => n.user_id === meId);
}

/** Where a new message shows at once: on top of these feeds, or at the end of this conversation. */
export type Placement = { feeds: readonly FeedSource[] } | { threadId: Id };

export interface PostVariables {
  params: CreateMessageParams;
  placement: Placement;
  author: User;
  /** The group it goes to, so the optimistic copy can name it. */
  group?: GroupReference;
}

let sendingSeq = 0;

function sendingMessage(vars: PostVariables, id: Id): Message {
  const { params, author, placement } = vars;
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

/**
 * Posts a message. The copy shown at once (marked as sending, with a temporary id: negative in feeds, where
 * position decides, and above every real id in a conversation, which is sorted by id) is replaced by the
 * service's message when it answers, or removed when it refuses. Only the temporary copies are touched on
 * the way back, so likes or polls that landed meanwhile are kept.
 */
export function usePostMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ params }: PostVariables): Promise<FeedEnvelope> => postMessage(params),
    onMutate: async (vars): Promise<{ tempIds: Id[] }> => {
      await cancelMessageFetches(client);
      sendingSeq += 1;
      const refs: Reference[] = [authorReference(vars.author), ...(vars.group ? [vars.group] : [])];
      if ('threadId' in vars.placement) {
        const id = Number.MAX_SAFE_INTEGER - sendingSeq;
        const { threadId } = vars.placement;
        const sending = sendingMessage(vars, id);
        insertIntoThread(client, messageQueries.thread(threadId).queryKey, sending, refs);
        insertIntoThreadPreviews(client, threadId, sending, refs);
        return { tempIds: [id] };
      }
      const id = -sendingSeq;
      insertIntoFeeds(client, vars.placement.feeds, sendingMessage(vars, id), refs);
      return { tempIds: [id] };
    },
    onSuccess: (envelope, _vars, context) => {
      const created = envelope.messages[0];
      if (created) confirmEverywhere(client, context.tempIds, created, envelope.references);
    },
    onError: (_error, _vars, context) => {
      if (!context) return;
      editEverywhere(client, (m) => (isSending(m) && context.tempIds.includes(m.id) ? null : m));
    },
    onSettled: (_data, error) => settle(client, error),
  });
}
