import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  readFeedEnvelope,
  readMessage,
  readNotificationsFeed,
  readSearchResults,
  readTokenResponse,
  readUser,
  WireShapeError,
} from './guards';

const fixtures = fileURLToPath(new URL('../../shared/reference/fixtures/', import.meta.url));
const fixture = (name: string): unknown => JSON.parse(readFileSync(`${fixtures}${name}`, 'utf8'));

describe('readers accept what the real service recorded', () => {
  it('reads the recorded All feed, messages without rich bodies included', () => {
    const feed = readFeedEnvelope(fixture('messages-feed.json'));
    expect(feed.messages.length).toBeGreaterThan(5);
    expect(feed.references.some((r) => r.type === 'user')).toBe(true);
    expect(feed.messages.every((m) => typeof m.body.plain === 'string')).toBe(true);
  });

  it('reads in_thread, which has no references, and fills them', () => {
    const feed = readFeedEnvelope(fixture('messages-in-thread.json'));
    expect(feed.messages.length).toBeGreaterThan(0);
    expect(feed.references).toEqual([]);
    expect(feed.threaded_extended).toEqual({});
  });

  it('reads the nested messages envelope of search', () => {
    const search = fixture('search.json') as { messages: unknown };
    expect(readFeedEnvelope(search.messages).messages.length).toBeGreaterThan(0);
  });

  it('reads the whole recorded search answer, totals and every list', () => {
    const search = readSearchResults(fixture('search.json'));
    expect(search.count).toEqual({ messages: 2, groups: 1, topics: 0, users: 1 });
    expect(search.messages.messages.length).toBeGreaterThan(0);
    expect(search.users[0]?.full_name.length).toBeGreaterThan(0);
    expect(search.groups).toHaveLength(1);
  });

  it('reads a search asked for one type (model_types), the other lists missing, as none', () => {
    const search = readSearchResults({ count: { users: 3 }, users: [{ id: 1, full_name: 'Ann' }] });
    expect(search.count).toEqual({ messages: 0, groups: 0, topics: 0, users: 3 });
    expect(search.messages.messages).toEqual([]);
    expect(search.groups).toEqual([]);
  });

  it('reads a bare single message', () => {
    expect(readMessage(fixture('message-single.json')).id).toBe(5);
  });

  it.each(['user-current.json', 'user-old.json'])('reads the user in %s', (name) => {
    expect(readUser(fixture(name)).full_name.length).toBeGreaterThan(0);
  });
});

describe('readers name what is wrong', () => {
  it('rejects a feed without messages, naming the path', () => {
    expect(() => readFeedEnvelope({ references: [] })).toThrow(WireShapeError);
    expect(() => readFeedEnvelope({ references: [] })).toThrow(/feed\.messages/);
  });

  it('rejects a message whose id is not a number', () => {
    expect(() =>
      readFeedEnvelope({ messages: [{ id: 'x', sender_id: 1, created_at: '', body: {} }] }),
    ).toThrow(/feed\.messages\[0\]\.id/);
  });

  it('rejects a search whose total is not a count, or whose messages are a flat list', () => {
    expect(() => readSearchResults({ count: { messages: '2' } })).toThrow(/search\.count\.messages/);
    expect(() => readSearchResults({ count: {}, messages: [] })).toThrow(/feed/);
  });

  it('rejects a token response whose access_token is a bare string', () => {
    expect(() => readTokenResponse({ access_token: 'abc', user: {}, network: {} })).toThrow(/access_token/);
  });
});

describe('the notifications reader (no recorded body exists)', () => {
  it('keeps items with an id, empties what it cannot read, and accepts `viewed: false` as unseen', () => {
    const feed = readNotificationsFeed({
      items: [
        {
          id: 3,
          category: 'like',
          unseen: true,
          actor: { id: 7 },
          objects: [{ type: 'message', id: 9 }, 'x'],
        },
        { id: 2, viewed: false },
        { category: 'like' },
        'nonsense',
      ],
    });
    expect(feed.items).toEqual([
      {
        type: 'notification',
        id: 3,
        category: 'like',
        created_at: '',
        unseen: true,
        actor: { type: 'user', id: 7 },
        objects: [{ type: 'message', id: 9 }],
        text: '',
      },
      { type: 'notification', id: 2, category: '', created_at: '', unseen: true, objects: [], text: '' },
    ]);
    expect(feed.references).toEqual([]);
    expect(feed.meta.older_available).toBe(true);
  });

  it('rejects a body that is not an object', () => {
    expect(() => readNotificationsFeed([])).toThrow(WireShapeError);
  });
});
