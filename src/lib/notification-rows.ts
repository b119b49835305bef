import { plural, t } from '@lingui/core/macro';
import type { Id } from '../../contract/common';
import { parseWireDate } from '../../contract/dates';
import type { NotificationItem } from '../../contract/social';
import type { ReferenceIndex } from './references';

/** What a notification's line opens: the message in its conversation, a conversation, a group or a person. */
export type NotificationTarget =
  | { kind: 'message'; threadId: Id; messageId: Id }
  | { kind: 'thread'; threadId: Id }
  | { kind: 'group'; groupId: Id }
  | { kind: 'user'; userId: Id };

/** One line of the notifications page: one notification, or the likes of one message within a day. */
export interface NotificationRow {
  key: string;
  /** Who did it: the first actor leads the line (and its avatar); a group of likes names more. */
  actorIds: Id[];
  /** "Bob Barnes and 3 others liked your message", in plain words. */
  sentence: string;
  /** What the line says, for a screen that writes it in the reader's language: the category, ... */
  category: string;
  /** ... the names of its actors (the first leads), ... */
  names: string[];
  /** ... and the group a `group_join` names, when the references carry it. */
  groupName: string | undefined;
  /** The start of the message it is about, when the references carry it. */
  excerpt: string | undefined;
  target: NotificationTarget | undefined;
  unseen: boolean;
  /** The newest of its notifications' times, as the wire sends it ('' when unknown). */
  createdAt: string;
}

const DAY_MS = 86_400_000;
const EXCERPT_LENGTH = 90;

/**
 * What each known category says of who did it (`who`: a name, or "Ann and 3 others"), as whole sentences so
 * that each language puts the words where it needs them; a group joined names its group elsewhere.
 */
const SENTENCES: Record<string, (who: string) => string> = {
  reply: (who) => t`${who} replied to your message`,
  thread_reply: (who) => t`${who} replied in your conversation`,
  mention: (who) => t`${who} mentioned you`,
  like: (who) => t`${who} liked your message`,
  follow: (who) => t`${who} started following you`,
};

const objectId = (item: NotificationItem, type: string) => item.objects.find((o) => o.type === type)?.id;

/** "Ann", "Ann and Bob", "Ann and 3 others": the likes of one message in one phrase. */
export function actorsPhrase(names: readonly string[]): string {
  const [first = t`Someone`, second = t`someone`] = names;
  if (names.length <= 1) return first;
  if (names.length === 2) return t`${first} and ${second}`;
  const others = names.length - 1;
  return plural(others, { one: `${first} and # other`, other: `${first} and # others` });
}

function targetOf(item: NotificationItem, refs: ReferenceIndex): NotificationTarget | undefined {
  const messageId = objectId(item, 'message');
  const threadId = objectId(item, 'thread') ?? refs.message(messageId)?.thread_id;
  const groupId = objectId(item, 'group');
  if (item.category === 'follow' && item.actor) return { kind: 'user', userId: item.actor.id };
  if (item.category === 'group_join' && groupId !== undefined) return { kind: 'group', groupId };
  if (messageId !== undefined && threadId !== undefined) return { kind: 'message', threadId, messageId };
  if (threadId !== undefined) return { kind: 'thread', threadId };
  if (groupId !== undefined) return { kind: 'group', groupId };
  return item.actor ? { kind: 'user', userId: item.actor.id } : undefined;
}

function excerptOf(item: NotificationItem, refs: ReferenceIndex): string | undefined {
  const plain = refs.message(objectId(item, 'message'))?.body.plain;
  if (typeof plain !== 'string' || plain.trim() === '') return undefined;
  const text = plain.replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;
}

/**
 * The line of one notification, or undefined when nothing readable can be said: a known category with its
 * actor's name, else the service's own `text`.
 */
function sentenceOf(
  item: NotificationItem,
  names: readonly string[],
  refs: ReferenceIndex,
): string | undefined {
  const fallback = item.text.trim() === '' ? undefined : item.text.trim();
  if (names.length === 0) return fallback;
  const who = actorsPhrase(names);
  if (item.category === 'group_join') {
    const group = refs.group(objectId(item, 'group'));
    const groupName = group ? group.full_name || group.name : undefined;
    return groupName ? t`${who} joined ${groupName}` : (fallback ?? t`${who} joined your group`);
  }
  const sentence = SENTENCES[item.category];
  return sentence ? sentence(who) : fallback;
}

const nameOf = (item: NotificationItem, refs: ReferenceIndex) =>
  item.actor ? refs.user(item.actor.id)?.full_name : undefined;

/**
 * The notifications (newest first, every page loaded) as the page's lines. Likes of one message within a day
 * of the newest of them become one line at the place of the newest; a line is unseen when any of its
 * notifications is. What cannot be read (no words to say, nothing known about the actor) is skipped.
 */
export function notificationRows(
  items: readonly NotificationItem[],
  refs: ReferenceIndex,
): NotificationRow[] {
  const rows: NotificationRow[] = [];
  const likeGroups = new Map<Id, { row: NotificationRow; newestAt: number; names: string[] }>();
  const seen = new Set<Id>();
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    const name = nameOf(item, refs);
    const messageId = item.category === 'like' ? objectId(item, 'message') : undefined;
    const at = parseWireDate(item.created_at) ?? Number.NaN;
    const open = messageId === undefined ? undefined : likeGroups.get(messageId);
    if (open && name !== undefined && item.actor && Number.isFinite(at) && open.newestAt - at < DAY_MS) {
      if (!open.row.actorIds.includes(item.actor.id)) {
        open.row.actorIds.push(item.actor.id);
        open.names.push(name);
        open.row.sentence = sentenceOf(item, open.names, refs) ?? open.row.sentence;
      }
      open.row.unseen ||= item.unseen;
      continue;
    }
    const names = name === undefined ? [] : [name];
    const sentence = sentenceOf(item, names, refs);
    if (sentence === undefined) continue;
    const group = refs.group(objectId(item, 'group'));
    const row: NotificationRow = {
      key: String(item.id),
      actorIds: item.actor ? [item.actor.id] : [],
      sentence,
      category: item.category,
      names,
      groupName: group ? group.full_name || group.name : undefined,
      excerpt: excerptOf(item, refs),
      target: targetOf(item, refs),
      unseen: item.unseen,
      createdAt: item.created_at,
    };
    rows.push(row);
    if (messageId !== undefined && names.length > 0 && Number.isFinite(at)) {
      likeGroups.set(messageId, { row, newestAt: at, names });
    }
  }
  return rows;
}
