import { describe, expect, it } from 'vitest';
import { formatWireDate } from '../../contract/dates';
import type { Reference } from '../../contract/references';
import type { NotificationItem } from '../../contract/social';
import { actorsPhrase, notificationRows } from './notification-rows';
import { indexReferences } from './references';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 9, 20, 12);
const user = (id: number, full_name: string): Reference => ({
  type: 'user',
  id,
  name: full_name.toLowerCase(),
  full_name,
});
const refs = indexReferences([
  user(1, 'Bob Smith'),
  user(2, 'Ann Lee'),
  user(3, 'Cy Diaz'),
  user(4, 'Dee Moss'),
  {
    type: 'message',
    id: 500,
    sender_id: 9,
    thread_id: 400,
    body: { plain: 'Lunch plans  for\nFriday' },
  },
  { type: 'group', id: 70, name: 'design', full_name: 'Design Guild' },
]);

let nextId = 100;
const item = (
  category: string,
  actor: number | undefined,
  at: number,
  more: Partial<NotificationItem> = {},
) =>
  ({
    type: 'notification',
    id: (nextId -= 1),
    category,
    created_at: formatWireDate(new Date(at)),
    unseen: false,
    ...(actor === undefined ? {} : { actor: { type: 'user', id: actor } }),
    objects: [],
    text: '',
    ...more,
  }) as NotificationItem;
const onMessage = {
  objects: [
    { type: 'message', id: 500 },
    { type: 'thread', id: 400 },
  ],
};

describe('notification lines', () => {
  it('groups the likes of one message within a day: "Bob Smith and 3 others liked your message", at the newest', () => {
    const rows = notificationRows(
      [
        item('follow', 3, T0),
        item('like', 1, T0 - HOUR, { ...onMessage, unseen: true }),
        item('like', 2, T0 - 2 * HOUR, onMessage),
        item('like', 3, T0 - 3 * HOUR, onMessage),
        item('like', 4, T0 - 20 * HOUR, onMessage),
        // More than a day after the newest like of the group: a line of its own.
        item('like', 2, T0 - 30 * HOUR, onMessage),
      ],
      refs,
    );
    expect(rows.map((r) => r.sentence)).toEqual([
      'Cy Diaz started following you',
      'Bob Smith and 3 others liked your message',
      'Ann Lee liked your message',
    ]);
    expect(rows[1]).toMatchObject({
      actorIds: [1, 2, 3, 4],
      unseen: true,
      excerpt: 'Lunch plans for Friday',
      target: { kind: 'message', threadId: 400, messageId: 500 },
    });
    expect(rows[0]?.target).toEqual({ kind: 'user', userId: 3 });
  });

  it('says who did what in plain words for every known kind, linking to the message, group or person', () => {
    const rows = notificationRows(
      [
        item('reply', 1, T0, onMessage),
        item('thread_reply', 2, T0, onMessage),
        item('mention', 3, T0, onMessage),
        item('group_join', 4, T0, { objects: [{ type: 'group', id: 70 }] }),
      ],
      refs,
    );
    expect(rows.map((r) => r.sentence)).toEqual([
      'Bob Smith replied to your message',
      'Ann Lee replied in your conversation',
      'Cy Diaz mentioned you',
      'Dee Moss joined Design Guild',
    ]);
    expect(rows[3]?.target).toEqual({ kind: 'group', groupId: 70 });
  });

  it("skips what it cannot read, and falls back on the service's own words for what it does not know", () => {
    const rows = notificationRows(
      [
        item('like', undefined, T0, onMessage),
        item('badge_earned', 1, T0, { text: 'Bob Smith earned a badge' }),
        item('badge_earned', 1, T0),
        item('like', 99, T0, { ...onMessage, text: 'Zed liked your message' }),
        item('like', 1, Number.NaN, { objects: [{ type: 'message', id: 999 }] }),
      ],
      refs,
    );
    expect(rows.map((r) => r.sentence)).toEqual([
      'Bob Smith earned a badge',
      'Zed liked your message',
      'Bob Smith liked your message',
    ]);
    // A message the references do not know, without its thread: the line opens the person instead.
    expect(rows[2]?.target).toEqual({ kind: 'user', userId: 1 });
  });

  it('names one, two, or one and the number of others', () => {
    expect(actorsPhrase(['Ann'])).toBe('Ann');
    expect(actorsPhrase(['Ann', 'Bob'])).toBe('Ann and Bob');
    expect(actorsPhrase(['Ann', 'Bob', 'Cy'])).toBe('Ann and 2 others');
  });
});
