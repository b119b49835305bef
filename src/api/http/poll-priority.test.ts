import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { messageQueries } from '../messages/messages-api';
import { networkQueries } from '../networks/networks-api';
import { notificationQueries } from '../notifications/notifications-api';
import { emulatorService } from '../testing/emulator-service';

function setup() {
  const { client: http } = emulatorService();
  const acquire = vi.spyOn(http.limiter, 'acquire');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const asked = () => acquire.mock.calls.map(([group, , priority]) => `${group}:${String(priority)}`);
  return { client, asked };
}

describe('the polls queue behind what the reader asks for', () => {
  it('asks the rate limiter for a feed poll and a conversation poll as background, the feed itself as user', async () => {
    const { client, asked } = setup();
    const feed = await client.infiniteQuery(messageQueries.feed({ feed: 'all' }));
    const thread = feed.pages[0]?.messages[0]?.thread_id ?? 0;
    await client.infiniteQuery(messageQueries.thread(thread));
    // Their minute is up: the polls run now.
    await client.query({ ...messageQueries.newer({ feed: 'all' }), staleTime: 0 });
    await client.query({ ...messageQueries.threadNewer(thread), staleTime: 0 });
    expect(asked()).toEqual(['messages:user', 'messages:user', 'messages:background', 'messages:background']);
  });
});

describe("the badges' refreshes queue behind the reader too", () => {
  it('asks for networks/current as user the first time, as background when it only refreshes the badges', async () => {
    const { client, asked } = setup();
    await client.query(networkQueries.polled());
    await client.refetchQueries({ queryKey: networkQueries.current().queryKey });
    expect(asked()).toEqual(['other:user', 'other:background']);
  });

  it("reads the notifications' newest page again as background, in the notifications' own group", async () => {
    const { client, asked } = setup();
    await client.infiniteQuery(notificationQueries.list());
    await client.query({ ...notificationQueries.newest(), staleTime: 0 });
    expect(asked()).toEqual(['notifications:user', 'notifications:background']);
  });
});
