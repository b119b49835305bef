import { describe, expect, it } from 'vitest';
import { formatWireDate } from '../../../contract/dates';
import type { Message } from '../../../contract/messages';
import { tempIdOf } from './message-write-types';
import { isThePost } from './post-write';

const since = Date.parse('2026-01-10T12:00:00Z');
/** One of the sender's newest messages, as `messages/sent` lists it. */
const sent = (extra: Partial<Message> = {}): Message => ({
  id: 50,
  sender_id: 1,
  sender_type: 'user',
  replied_to_id: null,
  thread_id: 50,
  created_at: formatWireDate(new Date(since + 1000)),
  network_id: 9,
  group_id: null,
  message_type: 'update',
  system_message: false,
  direct_message: false,
  privacy: 'public',
  url: '',
  web_url: '',
  body: { plain: 'Lunch at noon?' },
  liked_by: { count: 0, names: [] },
  attachments: [],
  ...extra,
});

describe('finding a post whose answer was lost', () => {
  it('matches the same words in the same place, sent after the attempt left', () => {
    expect(isThePost(sent(), { body: 'Lunch at noon?\r\n' }, since, null)).toBe(true);
    expect(isThePost(sent({ group_id: 7 }), { body: 'Lunch at noon?', group_id: 7 }, since, 49)).toBe(true);
  });

  it('never takes another message for it', () => {
    expect(isThePost(sent(), { body: 'Lunch at one?' }, since, null)).toBe(false);
    expect(isThePost(sent(), { body: 'Lunch at noon?', group_id: 7 }, since, null)).toBe(false);
    expect(isThePost(sent(), { body: 'Lunch at noon?', replied_to_id: 3 }, since, null)).toBe(false);
    expect(isThePost(sent(), { body: 'Lunch at noon?', direct_to_id: 9 }, since, null)).toBe(false);
    // Long before the attempt: an earlier post with the same words.
    expect(isThePost(sent(), { body: 'Lunch at noon?' }, since + 3_600_000, null)).toBe(false);
    // Already confirmed by this outbox: a second identical post is not the first.
    expect(isThePost(sent(), { body: 'Lunch at noon?' }, since, 50)).toBe(false);
  });

  it('gives queued posts temporary ids that are the same after a reload and no real id', () => {
    expect(tempIdOf(1_700_000_000_123, { feeds: [] })).toBe(-1_700_000_000_123);
    expect(tempIdOf(1_700_000_000_123, { threadId: 4 })).toBeGreaterThan(2 ** 52);
  });
});
