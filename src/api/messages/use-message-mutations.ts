import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { Id } from '../../../contract/common';
import type { CreateMessageParams, FeedEnvelope, Message } from '../../../contract/messages';
import type { GroupReference } from '../../../contract/references';
import type { User } from '../../../contract/users';
import { useConfig } from '../../config/config-context';
import {
  editEverywhere,
  isSending,
  likedInCache,
  restoreSnapshot,
  snapshotMessages,
  withLike,
  withLikedId,
} from './message-cache';
import { emailMessage } from './message-writes';
import { messageQueries } from './messages-api';
import { showQueuedPost } from './pending-writes-cache';
import { outboxFor } from '../outbox/outbox-instance';
import { tempIdOf, type Placement } from './message-write-types';
import { useOutboxWriteStatus, type WriteHandlers } from '../outbox/use-outbox-write-status';

export { deleteMessage, emailMessage, likeMessage, unlikeMessage } from './message-writes';

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

/**
 * Like or unlike through the outbox, optimistic in every cached copy (feeds, threaded_extended,
 * conversations, polls); undone if the service refuses (outbox-instance.ts).
 */
export function useLikeMessage() {
  const client = useQueryClient();
  const { follow, ...status } = useOutboxWriteStatus();
  const mutate = ({ message, like, me }: LikeVariables, handlers: WriteHandlers<unknown> = {}) => {
    const outbox = outboxFor(client, { networkId: message.network_id, userId: me.id });
    const me_ = { id: me.id, full_name: me.full_name, name: me.name };
    editEverywhere(
      client,
      (m) => (m.id === message.id ? withLike(m, me, like) : m),
      (page) => withLikedId(page, message.id, like),
    );
    void cancelMessageFetches(client);
    const queued = outbox.enqueue({ kind: 'like', messageId: message.id, like, me: me_ });
    follow(outbox, queued, handlers, () => {
      void settle(client, true);
    });
  };
  return { mutate, ...status };
}

/** Deletes the caller's message through the outbox: gone from every cached list at once, back if refused. */
export function useDeleteMessage(options: { onError?: (error: unknown, message: Message) => void } = {}) {
  const client = useQueryClient();
  const { onError } = options;
  const { methodOverride } = useConfig();
  const { follow, ...status } = useOutboxWriteStatus();
  const mutate = ({ message }: { message: Message }, handlers: WriteHandlers<unknown> = {}) => {
    const outbox = outboxFor(client, { networkId: message.network_id, userId: message.sender_id });
    const snapshot = snapshotMessages(client);
    editEverywhere(client, (m) => (m.id === message.id ? null : m));
    void cancelMessageFetches(client);
    const queued = outbox.enqueue({ kind: 'delete', messageId: message.id, methodOverride });
    follow(
      outbox,
      queued,
      {
        ...handlers,
        onError: (error) => {
          // Given to the hook, not to mutate(): the article that asked is gone by now (removed at once).
          onError?.(error, message);
          handlers.onError?.(error);
        },
      },
      () => {
        restoreSnapshot(client, snapshot);
        void settle(client, true);
      },
    );
  };
  return { mutate, ...status };
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

export type { Placement } from './message-write-types';

export interface PostVariables {
  params: CreateMessageParams;
  placement: Placement;
  author: User;
  /** The group it goes to, so the optimistic copy can name it. */
  group?: GroupReference;
  /** The composer's draft: a failed post discarded later goes back there. */
  draftKey?: string;
}

/**
 * Posts a message through the outbox. The copy shown at once (marked as sending, with a temporary id from
 * its place in the queue) is replaced by the service's message when it answers (outbox-instance.ts), or
 * removed when the service refuses the first try, so the composer, which kept the words, says why. Once the
 * post waits (offline, a 5xx, the sign-in ended) the outbox holds it: the copy stays, marked with its state.
 */
export function usePostMessage() {
  const client = useQueryClient();
  const { follow, ...status } = useOutboxWriteStatus();
  const mutate = (vars: PostVariables, handlers: WriteHandlers<FeedEnvelope | undefined> = {}) => {
    const { author, params, placement, group, draftKey } = vars;
    const outbox = outboxFor(client, { networkId: author.network_id, userId: author.id });
    const write = {
      kind: 'post' as const,
      params,
      placement,
      author,
      ...(group ? { group } : {}),
      ...(draftKey ? { draftKey } : {}),
    };
    void cancelMessageFetches(client);
    const queued = outbox.enqueue(write);
    showQueuedPost(client, queued.seq, write);
    // A post's result is the service's message (post-write.ts): the outbox's union narrowed to it.
    follow(outbox, queued as typeof queued & { result: Promise<FeedEnvelope | undefined> }, handlers, () => {
      const id = tempIdOf(queued.seq, placement);
      editEverywhere(client, (m) => (isSending(m) && m.id === id ? null : m));
      // The screen has the words back: the outbox forgets this one.
      void outbox.discard(queued.seq);
      void settle(client, true);
    });
  };
  return { mutate, ...status };
}
