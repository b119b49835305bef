import { beforeEach, describe, expect, it } from 'vitest';
import { fakeService, json } from './testing/fake-service';
import { readFixture } from './testing/fixtures';
import { getFeed } from './messages-api';
import { getCurrentUser } from './users-api';
import { httpClient } from './http-client';
import { readMessage } from '../../contract/guards';

/** Serves one recorded body of the real service for every request. */
let body: unknown = null;
beforeEach(() => {
  fakeService(() => json(body));
});

describe('the app reads what the real service recorded, through its own fetchers', () => {
  it('messages-feed.json (GET /messages.json)', async () => {
    body = readFixture('messages-feed.json');
    const feed = await getFeed({ feed: 'all' });
    expect(feed.messages).toHaveLength(18);
    expect(feed.references.length).toBeGreaterThan(0);
    expect(feed.meta.older_available).toBeUndefined();
  });

  it('messages-in-thread.json (GET /messages/in_thread/ID.json, no references)', async () => {
    body = readFixture('messages-in-thread.json');
    const thread = await getFeed({ feed: 'in_thread', id: 1 });
    expect(thread.messages.length).toBeGreaterThan(0);
    expect(thread.references).toEqual([]);
  });

  it('message-single.json (GET /messages/ID.json, a bare message)', async () => {
    body = readFixture('message-single.json');
    const message = await httpClient().request('/messages/5.json', { read: (j) => readMessage(j) });
    expect(message.id).toBe(5);
  });

  it.each(['user-current.json', 'user-old.json'])('%s (GET /users/current.json)', async (name) => {
    body = readFixture(name);
    const user = await getCurrentUser();
    expect(user.full_name.length).toBeGreaterThan(0);
  });
});
