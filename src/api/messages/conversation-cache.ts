import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import type { FeedEnvelope, Message } from '../../../contract/messages';
import type { Reference } from '../../../contract/references';
import { cachedLists, isPages, isPending } from './message-cache';

type Envelope = Pick<FeedEnvelope, 'messages' | 'references'> & {
  meta?: FeedEnvelope['meta'];
  threaded_extended?: Record<string, Message[]>;
};

/** Every cached envelope: each page of a feed or conversation, and what each poll holds back. */
function cachedEnvelopes(client: QueryClient): Envelope[] {
  const envelopes: Envelope[] = [];
  for (const [, data] of cachedLists(client)) {
    if (isPages(data)) envelopes.push(...data.pages);
    else if (isPending(data)) envelopes.push(data);
  }
  return envelopes;
}

/**
 * What the caches already hold of one conversation, as a page of `in_thread` (newest first): the starter
 * and the replies any feed shows (a threaded feed keeps a conversation's starter and newest replies, a flat
 * one any of its messages), the references of the pages that held them, the thread reference wherever it
 * is, and which of the messages the reader likes. Null when no cache holds any of it.
 */
export function cachedConversation(client: QueryClient, threadId: Id): FeedEnvelope | null {
  const found = new Map<Id, Message>();
  const references: Reference[] = [];
  const liked = new Set<Id>();
  let threadRef: Reference | undefined;
  for (const envelope of cachedEnvelopes(client)) {
    const lists = [envelope.messages, ...Object.values(envelope.threaded_extended ?? {})];
    let held = false;
    for (const list of lists)
      for (const m of list)
        if (m.thread_id === threadId && !found.has(m.id)) {
          found.set(m.id, m);
          held = true;
        }
    if (held) {
      references.push(...envelope.references);
      for (const id of envelope.meta?.liked_message_ids ?? []) liked.add(id);
    }
    threadRef ??= envelope.references.find((r) => r.type === 'thread' && r.id === threadId);
  }
  if (found.size === 0 && !threadRef) return null;
  const messages = [...found.values()].sort((a, b) => (a.id > b.id ? -1 : a.id < b.id ? 1 : 0));
  return {
    messages,
    references: threadRef ? [...references, threadRef] : references,
    meta: { liked_message_ids: messages.filter((m) => liked.has(m.id)).map((m) => m.id) },
    threaded_extended: {},
  };
}

/** The cached part of a conversation as the placeholder of its `in_thread` query, or undefined. */
export function conversationPlaceholder(
  client: QueryClient,
  threadId: Id,
): InfiniteData<FeedEnvelope, Id | undefined> | undefined {
  const page = cachedConversation(client, threadId);
  return page ? { pages: [page], pageParams: [undefined] } : undefined;
}
