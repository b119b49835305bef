import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../../contract/messages';
import { olderCursor, pollIntervalMs } from '../../lib/feed-paging';
import { messageQueries } from './messages-api';
import { emulatorService } from '../testing/emulator-service';
import { BASE, json } from '../testing/service-kit';
import { readFixture } from '../testing/fixtures';

const recorded = readFixture('messages-feed.json') as FeedEnvelope;
const empty: FeedEnvelope = { messages: [], references: [], meta: {}, threaded_extended: {} };

describe('paging a feed back in time', () => {
  it('goes on without older_available (the real service leaves it out) and stops at the first empty page', async () => {
    expect(recorded.meta.older_available).toBeUndefined();
    const service = emulatorService();
    service.intercept(async (request) => {
      const page = (await (await service.emulator.app.fetch(request)).json()) as FeedEnvelope;
      delete page.meta.older_available;
      return json(page);
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const data = await client.infiniteQuery({ ...messageQueries.feed({ feed: 'all' }), pages: 50 });
    const sizes = data.pages.map((p) => p.messages.length);
    expect(sizes.at(-1)).toBe(0);
    expect(sizes.slice(0, -1).every((size) => size > 0)).toBe(true);
    expect(sizes.length).toBeGreaterThan(2);
    expect(service.requests).toHaveLength(sizes.length);
    const cursors = service.requests.map((r) =>
      new URL(r.split(' ')[1] ?? '', BASE).searchParams.get('older_than'),
    );
    expect(cursors).toEqual([null, ...data.pages.slice(0, -1).map((p) => String(p.messages.at(-1)?.id))]);
  });

  it('stops on an explicit older_available: false, and goes on with older_available: true', () => {
    expect(olderCursor({ ...recorded, meta: { older_available: false } })).toBeUndefined();
    expect(olderCursor({ ...recorded, meta: { older_available: true } })).toBe(recorded.messages.at(-1)?.id);
    expect(olderCursor(empty)).toBeUndefined();
  });

  it('stops when a page ends on the very cursor it was asked with (it would be asked for again)', () => {
    const oldest = recorded.messages.at(-1)?.id ?? 0;
    expect(olderCursor(recorded, oldest)).toBeUndefined();
    expect(olderCursor(recorded, oldest + 1)).toBe(oldest);
    // Threaded pages go back by activity: an older page may end on a larger starter id.
    expect(olderCursor(recorded, oldest - 1)).toBe(oldest);
  });
});

describe('the poll interval', () => {
  it('follows requested_poll_interval (seconds), never faster than once a minute', () => {
    expect(pollIntervalMs({ requested_poll_interval: 120 })).toBe(120_000);
    expect(pollIntervalMs({ requested_poll_interval: 10 })).toBe(60_000);
    expect(pollIntervalMs({})).toBe(60_000);
    expect(pollIntervalMs(undefined)).toBe(60_000);
  });

  it('is what the feed poll runs at', () => {
    const options = messageQueries.newer(
      { feed: 'all' },
      'flat',
      pollIntervalMs({ requested_poll_interval: 300 }),
    );
    expect(options.refetchInterval).toBe(300_000);
    expect(options.staleTime).toBe(300_000);
  });
});
