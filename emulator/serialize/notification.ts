import type { NotificationItem } from '../../contract/social';
import { formatWireDate } from '../../contract/dates';
import type { NotificationRow } from '../db/notifications-repo';
import type { GroupRow, MessageRow, UserRow } from '../db/repository';

const PHRASES: Record<string, string> = {
  reply: 'replied to your message',
  thread_reply: 'replied in your conversation',
  mention: 'mentioned you',
  like: 'liked your message',
  follow: 'is now following you',
  group_join: 'joined',
};

/** One item of the notifications feed; `unseen` is its state before this read marked it viewed. */
export function notificationItem(
  row: NotificationRow,
  lookup: {
    user: (id: number) => UserRow | undefined;
    message: (id: number) => MessageRow | undefined;
    group: (id: number) => GroupRow | undefined;
  },
): NotificationItem {
  const objects: { type: string; id: number }[] = [];
  const message = row.message_id === null ? undefined : lookup.message(row.message_id);
  if (message) objects.push({ type: 'message', id: message.id }, { type: 'thread', id: message.thread_id });
  const group = row.group_id === null ? undefined : lookup.group(row.group_id);
  if (group) objects.push({ type: 'group', id: group.id });
  const actor = lookup.user(row.actor_id)?.full_name ?? 'Someone';
  const phrase = PHRASES[row.category] ?? row.category;
  const where = row.category === 'group_join' && group ? ` ${group.full_name}` : '';
  return {
    type: 'notification',
    id: row.id,
    category: row.category,
    created_at: formatWireDate(new Date(row.created_at)),
    unseen: row.viewed === 0,
    actor: { type: 'user', id: row.actor_id },
    objects,
    text: `${actor} ${phrase}${where}`,
  };
}
