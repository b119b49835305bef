import { t } from '@lingui/core/macro';
import type { Id } from '../../../contract/common';
import { parseWireDate } from '../../../contract/dates';
import type { CreateMessageParams, FeedEnvelope, Message } from '../../../contract/messages';
import { EMPTY_DRAFT, loadDraft, saveDraft } from '../../lib/drafts';
import type { OutboxEntry } from '../outbox/outbox';
import type { AnyWrite, WriteKind } from '../outbox/write-kind';
import { getFeed } from './feed-request';
import { confirmEverywhere, editEverywhere, isSending } from './message-cache';
import { tempIdOf, type PostWrite } from './message-write-types';
import { postMessage } from './messages-api';
import { reapplyPost } from './pending-writes-cache';

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
 * The newest id each outbox confirmed, kept beside it (localStorage, else memory), so a second identical post
 * is never taken for the first.
 */
function lastConfirmedStore(name: string) {
  const key = `${name}.confirmed`;
  let memory: Id | null = null;
  return {
    get(): Id | null {
      try {
        const stored = Number(window.localStorage.getItem(key) ?? Number.NaN);
        return Number.isFinite(stored) ? stored : memory;
      } catch {
        return memory;
      }
    },
    set(id: Id) {
      memory = id;
      try {
        window.localStorage.setItem(key, String(id));
      } catch {
        // Storage full or blocked: the memory copy serves this page.
      }
    },
  };
}

const confirmedStores = new Map<string, ReturnType<typeof lastConfirmedStore>>();
function lastConfirmed(outboxName: string) {
  let store = confirmedStores.get(outboxName);
  if (!store) {
    store = lastConfirmedStore(outboxName);
    confirmedStores.set(outboxName, store);
  }
  return store;
}

/** The start of a post's text, and what it is. */
function postLabel({ params }: PostWrite): string {
  const text = params.body.trim().replace(/\s+/g, ' ');
  const short = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  if (params.direct_to_id !== undefined) return t`Private message “${short}”`;
  if (params.replied_to_id !== undefined) return t`Reply “${short}”`;
  return t`Post “${short}”`;
}

/**
 * A new message, a reply or a private message. An uncertain post is looked for among the sender's newest
 * messages (`messages/sent`): the oldest match not confirmed before. Its copy shown at once is replaced by the
 * service's message; refused, it stays, marked failed, with its words; discarded, it leaves the lists and its
 * words go back to the draft of its place when that draft is empty (nothing typed is lost).
 */
export const postKind: WriteKind<PostWrite, FeedEnvelope | undefined> = {
  kind: 'post',
  async send(write, { outboxName }) {
    const envelope = await postMessage(write.params);
    const created = envelope.messages[0];
    const confirmed = lastConfirmed(outboxName);
    if (created) confirmed.set(Math.max(created.id, confirmed.get() ?? 0));
    return envelope;
  },
  async find(write, since, { outboxName }) {
    const confirmed = lastConfirmed(outboxName);
    const sent = await getFeed({ feed: 'sent' }, { limit: 20 });
    const match = sent.messages
      .filter((m) => isThePost(m, write.params, since, confirmed.get()))
      .sort((a, b) => a.id - b.id)[0];
    if (!match) return null;
    confirmed.set(match.id);
    return { ...sent, messages: [match], threaded_extended: {} };
  },
  settle(client, write, envelope, seq) {
    const created = envelope?.messages[0];
    if (created) confirmEverywhere(client, [tempIdOf(seq, write.placement)], created, envelope.references);
  },
  undo() {
    // Refused, a post stays where it shows, marked as failed, with its words.
  },
  discard(client, write, seq) {
    const id = tempIdOf(seq, write.placement);
    editEverywhere(client, (m) => (isSending(m) && m.id === id ? null : m));
    if (write.draftKey && !loadDraft(write.draftKey))
      saveDraft(write.draftKey, {
        ...EMPTY_DRAFT,
        body: write.params.body,
        topics: write.params.topics ?? [],
      });
  },
  label: postLabel,
  reapply: reapplyPost,
};

const isPost = (write: AnyWrite): write is PostWrite => write.kind === 'post';

/** The outbox entry a message shown as sending stands for. */
export function entryOfMessage<E extends OutboxEntry<AnyWrite>>(
  entries: readonly E[],
  messageId: Id,
): E | undefined {
  return entries.find((e) => isPost(e.write) && tempIdOf(e.seq, e.write.placement) === messageId);
}
