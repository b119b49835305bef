import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { FeedEnvelope, Message } from '../../../contract/messages';
import { messageQueries } from '../messages/messages-api';
import { networkQueries } from '../networks/networks-api';
import { notificationQueries } from '../notifications/notifications-api';
import { fakeService, json } from '../testing/fake-service';
import { readFixture } from '../testing/fixtures';

const page = (id: number): FeedEnvelope => ({
  messages: [{ ...(readFixture('message-single.json') as Message), id, thread_id: id }],
  references: [],
  meta: {},
  threaded_extended: {},
});

describe('the polls queue behind what the reader asks for', () => {
  it('asks the rate limiter for a feed poll and a conversation poll as background, the feed itself as user', async () => {
    const { client: http } = fakeService(() => json(page(300)));
    const acquire = vi.spyOn(http.limiter, 'acquire');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.infiniteQuery(messageQueries.feed({ feed: 'all' }));
    await client.infiniteQuery(messageQueries.thread(300));
    // Their minute is up: the polls run now.
    await client.query({ ...messageQueries.newer({ feed: 'all' }), staleTime: 0 });
    await client.query({ ...messageQueries.threadNewer(300), staleTime: 0 });
    expect(acquire.mock.calls.map(([group, , priority]) => `${group}:${String(priority)}`)).toEqual([
      'messages:user',
      'messages:user',
      'messages:background',
      'messages:background',
    ]);
  });
});

describe("the badges' refreshes queue behind the reader too", () => {
  it('asks for networks/current as user the first time, as background when it only refreshes the badges', async () => {
    const { client: http } = fakeService(() => json([{ type: 'network', id: 1, name: 'Corp' }]));
    const acquire = vi.spyOn(http.limiter, 'acquire');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.query(networkQueries.polled());
    await client.refetchQueries({ queryKey: networkQueries.current().queryKey });
    expect(acquire.mock.calls.map(([group, , priority]) => `${group}:${String(priority)}`)).toEqual([
      'other:user',
      'other:background',
    ]);
  });

  it("reads the notifications' newest page again as background, in the notifications' own group", async () => {
    const feed = { items: [], references: [], meta: {} };
    const { client: http } = fakeService(() => json(feed));
    const acquire = vi.spyOn(http.limiter, 'acquire');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.infiniteQuery(notificationQueries.list());
    await client.query({ ...notificationQueries.newest(), staleTime: 0 });
    expect(acquire.mock.calls.map(([group, , priority]) => `${group}:${String(priority)}`)).toEqual([
      'notifications:user',
      'notifications:background',
    ]);
  });
});
