import type { Id } from '../../contract/common';
import type { FeedEnvelope, Message } from '../../contract/messages';
import type { FeedLayout } from './feed-source';

/** One entry of a feed list: a message (flat), or a thread starter with its newest replies (threaded). */
export interface FeedEntry {
  message: Message;
  /** Oldest first; empty in the flat view. */
  replies: Message[];
  /** The newest message id the entry shows: what "seen up to here" compares against. */
  newest: Id;
  /** Flat view: the message this reply answers, when the loaded pages hold it (for "In reply to NAME"). */
  repliedTo?: Message | undefined;
}

function newestIn(message: Message, replies: readonly Message[]): Id {
  let newest = message.id;
  for (const r of replies) if (r.id > newest) newest = r.id;
  return newest;
}

/** The entries of a feed's pages, in order, each message once (a page may repeat the previous one's edge). */
export function buildEntries(pages: readonly FeedEnvelope[], layout: FeedLayout): FeedEntry[] {
  const seen = new Set<number>();
  const list: FeedEntry[] = [];
  const byId = new Map<Id, Message>();
  if (layout !== 'extended') for (const page of pages) for (const m of page.messages) byId.set(m.id, m);
  for (const page of pages) {
    for (const m of page.messages) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      const replies =
        layout === 'extended'
          ? [...(page.threaded_extended[String(m.thread_id)] ?? [])].sort((a, b) => a.id - b.id)
          : [];
      const repliedTo = m.replied_to_id === null ? undefined : byId.get(m.replied_to_id);
      list.push({ message: m, replies, newest: newestIn(m, replies), ...(repliedTo ? { repliedTo } : {}) });
    }
  }
  return list;
}
