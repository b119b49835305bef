import type { TypedRef } from '../../../contract/common';
import { parseWireDate } from '../../../contract/dates';
import type { Message } from '../../../contract/messages';
import { hrefs, messageAnchor } from '../../config/paths';
import type { FeedEntry } from '../../lib/feed-entries';
import { countLabel } from '../../lib/plural';
import type { BodySegment } from '../../lib/message-body';
import type { ReferenceIndex } from '../../lib/references';
import type { EntityKind } from '../../lib/sanitize-html';

/**
 * What a message shows, worked out once from the message and its references: the React article and the
 * early paint (app/early-paint) draw the same facts.
 */
export interface MessageView {
  domId: string;
  senderName: string;
  /** The sender's page, when the references know the sender. */
  senderHref: string | undefined;
  avatar: { template: string | undefined; url: string | undefined };
  group: { name: string; href: string } | undefined;
  /** Milliseconds since the epoch, or null when the service's date could not be read. */
  created: number | null;
  permalink: string;
  /** Who the message answers, when it is a reply and that is known. */
  repliedToName: string | undefined;
  /** Replies to a thread starter (feed context only). */
  replies: number;
  likes: number;
  topics: readonly TypedRef[] | undefined;
}

/** Where a mentioned user (their messages), topic (its feed) or group (its feed) lives in the app. */
export function entityHref(kind: EntityKind | BodySegment['kind'], id: number): string | undefined {
  if (kind === 'user') return hrefs.user(id);
  if (kind === 'topic') return hrefs.topic(id);
  if (kind === 'group') return hrefs.group(id);
  return undefined;
}

/** A message's topics that the references name (the others are left out), in order. */
export function namedTopics(
  topics: readonly TypedRef[] | undefined,
  refs: ReferenceIndex,
): { id: number; name: string }[] {
  return (topics ?? []).flatMap((t) => {
    const topic = refs.topic(t.id);
    return topic ? [{ id: t.id, name: topic.name }] : [];
  });
}

export const displayName = (user: { full_name?: string; name?: string } | undefined, fallback: string) =>
  user?.full_name || user?.name || fallback;

export function viewMessage(
  message: Message,
  refs: ReferenceIndex,
  inThread = false,
  repliedTo?: Message,
): MessageView {
  const sender = refs.user(message.sender_id);
  const group = refs.group(message.group_id);
  const isStarter = message.replied_to_id === null;
  const thread = isStarter ? refs.thread(message.thread_id) : undefined;
  const repliedToSender = repliedTo?.sender_id ?? refs.message(message.replied_to_id)?.sender_id;
  return {
    domId: messageAnchor(message.id),
    senderName: displayName(sender, 'Unknown sender'),
    senderHref: sender ? hrefs.user(message.sender_id) : undefined,
    avatar: { template: sender?.mugshot_url_template, url: sender?.mugshot_url },
    group: group ? { name: group.full_name || group.name, href: hrefs.group(group.id) } : undefined,
    created: parseWireDate(message.created_at),
    permalink: hrefs.thread(message.thread_id, isStarter && !inThread ? undefined : message.id),
    repliedToName:
      repliedToSender === undefined || message.replied_to_id === null
        ? undefined
        : displayName(refs.user(repliedToSender), 'an earlier message'),
    replies: thread ? Math.max(0, thread.stats.updates - 1) : 0,
    likes: message.liked_by.count,
    topics: message.topics ?? (inThread ? undefined : thread?.topics),
  };
}

/** A conversation of a threaded feed: how many replies it has in all, and its accessible name. */
export function viewThreadEntry(entry: FeedEntry, refs: ReferenceIndex): { total: number; label: string } {
  const { message, replies } = entry;
  const thread = refs.thread(message.thread_id);
  const total = thread ? Math.max(0, thread.stats.updates - 1) : replies.length;
  const senderName = displayName(refs.user(message.sender_id), 'Unknown sender');
  return { total, label: `Conversation started by ${senderName}, ${countLabel(total, 'reply', 'replies')}` };
}
