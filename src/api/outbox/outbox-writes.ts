import type { Id } from '../../../contract/common';
import { parseWireDate } from '../../../contract/dates';
import type { CreateMessageParams, FeedEnvelope, Message } from '../../../contract/messages';
import type { GroupReference } from '../../../contract/references';
import type { User } from '../../../contract/users';
import type { FeedSource } from '../../lib/feed-source';
import type { ApiError } from '../http/api-error';
import { getFeed } from '../messages/feed-request';
import { deleteMessage, likeMessage, unlikeMessage } from '../messages/message-writes';
import { postMessage } from '../messages/messages-api';
import type { OutboxDriver } from './outbox';
import { findStateWrite, sendStateWrite, type StateResult, type StateWrite } from './outbox-state-writes';

/** Where a new message shows at once: on top of these feeds, or at the end of this conversation. */
export type Placement = { feeds: readonly FeedSource[] } | { threadId: Id };

/** The writes the outbox carries, as stored in IndexedDB (plain JSON). */
export type OutboxWrite =
  | {
      kind: 'post';
      params: CreateMessageParams;
      placement: Placement;
      author: User;
      group?: GroupReference;
      /** The composer's draft it came from: a failed post discarded goes back there. */
      draftKey?: string;
    }
  | { kind: 'like'; messageId: Id; like: boolean; me: Pick<User, 'id' | 'full_name' | 'name'> }
  | { kind: 'delete'; messageId: Id; methodOverride: boolean }
  /** Follows, joins and leaves, profile and relationship edits: outbox-state-writes.ts. */
  | StateWrite;

/** A post's answer (the service's message), a state write's (outbox-state-writes.ts); nothing for the others. */
export type WriteResult = FeedEnvelope | StateResult;

/**
 * The temporary id of a queued post's copy in the caches, from its place in the queue: negative in feeds
 * (where position decides), above every real id in a conversation (sorted by id). The same after a reload.
 */
export function tempIdOf(seq: number, placement: Placement): Id {
  return 'threadId' in placement ? Number.MAX_SAFE_INTEGER - (seq % 1e12) : -seq;
}

/** A clock apart between this computer and the service is allowed for this much. */
const CLOCK_SLACK_MS = 2 * 60_000;

const normalized = (text: string) => text.replace(/\r\n/g, '\n').trim();

/** Whether a message of the sender's newest is this post: same words, same place, not older than its send. */
export function isThePost(
  message: Message,
  params: CreateMessageParams,
  since: number,
  afterId: Id | null,
): boolean {
  if (afterId !== null && message.id <= afterId) return false;
  if (normalized(message.body.plain) !== normalized(params.body)) return false;
  if ((message.replied_to_id ?? null) !== (params.replied_to_id ?? null)) return false;
  if (message.direct_message !== (params.direct_to_id !== undefined)) return false;
  if (params.direct_to_id === undefined && (message.group_id ?? null) !== (params.group_id ?? null))
    return false;
  const created = parseWireDate(message.created_at);
  return created === null || created >= since - CLOCK_SLACK_MS;
}

/**
 * How each write is sent, and how an uncertain post is looked for: the sender's newest messages
 * (`messages/sent`), the oldest match not confirmed before (`lastConfirmed` keeps the newest id this outbox
 * confirmed, so a second identical post is never taken for the first). Likes and unlikes are idempotent on
 * the service (spec 4.2; the emulator's answer to a repeat is 200), so sending one again is safe; a delete
 * answered 404 was done already. Follows and memberships are looked for by reading the state first, profile
 * and relationship edits are safe to send again (outbox-state-writes.ts).
 */
export function outboxDriver(lastConfirmed: {
  get(): Id | null;
  set(id: Id): void;
}): OutboxDriver<OutboxWrite, WriteResult> {
  return {
    async send(write) {
      switch (write.kind) {
        case 'post': {
          const envelope = await postMessage(write.params);
          const created = envelope.messages[0];
          if (created) lastConfirmed.set(Math.max(created.id, lastConfirmed.get() ?? 0));
          return envelope;
        }
        case 'like':
          await (write.like ? likeMessage(write.messageId) : unlikeMessage(write.messageId));
          return undefined;
        case 'delete':
          await deleteMessage(write.messageId, { methodOverride: write.methodOverride });
          return undefined;
        default:
          return sendStateWrite(write);
      }
    },
    async find(write, since) {
      if (write.kind === 'like' || write.kind === 'delete') return null;
      if (write.kind !== 'post') return findStateWrite(write);
      const sent = await getFeed({ feed: 'sent' }, { limit: 20 });
      const match = sent.messages
        .filter((m) => isThePost(m, write.params, since, lastConfirmed.get()))
        .sort((a, b) => a.id - b.id)[0];
      if (!match) return null;
      lastConfirmed.set(match.id);
      return { ...sent, messages: [match], threaded_extended: {} };
    },
    doneDespite: (write, error: ApiError) => write.kind === 'delete' && error.kind === 'not-found',
  };
}
