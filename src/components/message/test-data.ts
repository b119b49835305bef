import type { Message } from '../../../contract/messages';
import type { Reference } from '../../../contract/references';

/** A message with every required field, for component tests. */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 100,
    sender_id: 1,
    sender_type: 'user',
    replied_to_id: null,
    thread_id: 100,
    created_at: '2026/10/01 12:00:00 +0000',
    network_id: 9,
    message_type: 'update',
    system_message: false,
    direct_message: false,
    privacy: 'public',
    url: 'https://service.test/api/v1/messages/100',
    web_url: 'https://service.test/messages/100',
    body: { plain: 'Hello' },
    liked_by: { count: 0, names: [] },
    attachments: [],
    ...overrides,
  };
}

export const testReferences: Reference[] = [
  { type: 'user', id: 1, name: 'ann', full_name: 'Ann Lee' },
  { type: 'user', id: 2, name: 'bob', full_name: 'Bob Stone' },
  { type: 'tag', id: 7, name: 'launch' },
  { type: 'topic', id: 8, name: 'design' },
  { type: 'group', id: 3, name: 'eng', full_name: 'Engineering' },
  {
    type: 'thread',
    id: 100,
    thread_starter_id: 100,
    topics: [{ type: 'topic', id: 8 }],
    stats: { updates: 4 },
  },
];
