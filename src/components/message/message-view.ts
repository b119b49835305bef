import { msg, plural } from '@lingui/core/macro';
import type { TypedRef } from '../../../contract/common';
import { parseWireDate } from '../../../contract/dates';
import type { Message } from '../../../contract/messages';
import { hrefs, messageAnchor } from '../../config/paths';
import type { FeedEntry } from '../../lib/feed-entries';
import type { BodySegment } from '../../lib/message-body';
import type { ReferenceIndex } from '../../lib/references';
import type { EntityKind } from '../../lib/sanitize-html';
import { i18n } from '../../i18n/i18n-runtime';

/**
 * What a message shows, worked out once from the message and its references: the React article and the
 * early paint (boot/early-paint) draw the same facts.
 */
export interface MessageView {
  domId: string;
  senderName: string;
  /** The sender's page, when the references know the sender. */
  senderHref: string | undefined;
  avatar: { template: string | undefined; url: string | undefined };
  /** The group the card names ("in Group"): none when the page or the conversation already names it. */
  group: { name: string; href: string } | undefined;
  /** Milliseconds since the epoch, or null when the service's date could not be read. */
  created: number | null;
  permalink: string;
  /**
   * Who the message answers ("an earlier message" when the references do not say), for a reply whose card
   * does not already sit under the message it answers; undefined otherwise.
   */
  repliedToName: string | undefined;
  /** Replies to a thread starter (feed context only). */
  replies: number;
  likes: number;
  /** Topic chips: the topics the references name, less those whose #tag the text already shows. */
  topics: { id: number; name: string }[];
}

/** Where a card is drawn, for the rules that keep each fact on it once. */
export interface CardPlace {
  /** The group the page is about (a group's feed): its cards do not repeat "in Group". */
  pageGroupId?: number | undefined;
  /** The message drawn right above this one (a threaded feed's starter): a reply to it needs no "In reply to". */
  shownAboveId?: number | undefined;
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

/** Whether a message's text already shows a topic's tag ("#design" for the topic design). */
export function textShowsTag(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a pattern, never shown
  return new RegExp(`(^|[^\\p{L}\\p{N}_])#${escaped}(?![\\p{L}\\p{N}_])`, 'iu').test(text);
}

/** The topics worth a chip: each named topic whose tag the text does not already show. */
export function chipTopics(
  topics: readonly TypedRef[] | undefined,
  refs: ReferenceIndex,
  text: string,
): { id: number; name: string }[] {
  return namedTopics(topics, refs).filter((t) => !textShowsTag(text, t.name));
}

/**
 * Whether a card says which group the message is in: not in a conversation (its page names the group), not on
 * that group's own feed, not under its conversation's starter (which says it).
 */
export function namesGroup(groupId: number | null | undefined, inThread: boolean, place: CardPlace): boolean {
  return groupId != null && !inThread && groupId !== place.pageGroupId && place.shownAboveId === undefined;
}

/** Whether a card says whom it answers: a reply, unless it sits right under the message it answers. */
export function saysWhomItAnswers(message: Message, place: CardPlace): boolean {
  return message.replied_to_id !== null && message.replied_to_id !== place.shownAboveId;
}

export const displayName = (user: { full_name?: string; name?: string } | undefined, fallback: string) =>
  user?.full_name || user?.name || fallback;

export function viewMessage(
  message: Message,
  refs: ReferenceIndex,
  inThread = false,
  repliedTo?: Message,
  place: CardPlace = {},
): MessageView {
  const sender = refs.user(message.sender_id);
  const group = namesGroup(message.group_id, inThread, place) ? refs.group(message.group_id) : undefined;
  const isStarter = message.replied_to_id === null;
  const thread = isStarter ? refs.thread(message.thread_id) : undefined;
  const repliedToSender = repliedTo?.sender_id ?? refs.message(message.replied_to_id)?.sender_id;
  return {
    domId: messageAnchor(message.id),
    senderName: displayName(sender, i18n._(msg`Unknown sender`)),
    senderHref: sender ? hrefs.user(message.sender_id) : undefined,
    avatar: { template: sender?.mugshot_url_template, url: sender?.mugshot_url },
    group: group ? { name: group.full_name || group.name, href: hrefs.group(group.id) } : undefined,
    created: parseWireDate(message.created_at),
    permalink: hrefs.thread(message.thread_id, isStarter && !inThread ? undefined : message.id),
    repliedToName: saysWhomItAnswers(message, place)
      ? displayName(
          repliedToSender === undefined ? undefined : refs.user(repliedToSender),
          i18n._(msg({ message: 'an earlier message', comment: 'In reply to an earlier message' })),
        )
      : undefined,
    replies: thread && !inThread ? Math.max(0, thread.stats.updates - 1) : 0,
    likes: message.liked_by.count,
    topics: chipTopics(message.topics ?? (inThread ? undefined : thread?.topics), refs, message.body.plain),
  };
}

/** A conversation of a threaded feed: how many replies it has in all, and its accessible name. */
export function viewThreadEntry(entry: FeedEntry, refs: ReferenceIndex): { total: number; label: string } {
  const { message, replies } = entry;
  const thread = refs.thread(message.thread_id);
  const total = thread ? Math.max(0, thread.stats.updates - 1) : replies.length;
  const senderName = displayName(refs.user(message.sender_id), i18n._(msg`Unknown sender`));
  const label = i18n._(
    msg`Conversation started by ${senderName}, ${plural(total, { one: '# reply', other: '# replies' })}`,
  );
  return { total, label };
}
