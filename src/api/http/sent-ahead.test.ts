import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttpClient } from './http-client';
import { getFeed } from '../messages/messages-api';
import { RateLimiter } from './rate-limiter';
import { dropSentAhead, sendAhead } from './sent-ahead';
import { BASE, json } from '../testing/fake-service';
import { readFixture } from '../testing/fixtures';

const TOKEN = 'test-token';
const THREADED_FEED = `${BASE}/api/v1/messages.json?threaded=extended`;

/** The request the entry sent ahead: global fetch, as the entry calls it. */
let ahead: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;
/** Every request the client sends itself. */
let own: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;
let limiter: RateLimiter;

beforeEach(() => {
  ahead = vi.fn(() => Promise.resolve(json(readFixture('messages-feed.json'))));
  vi.stubGlobal('fetch', ahead);
  own = vi.fn(() => Promise.resolve(json(readFixture('messages-feed.json'))));
  useLimiter(new RateLimiter());
});
afterEach(() => {
  dropSentAhead();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function useLimiter(next: RateLimiter) {
  limiter = next;
  configureHttpClient({
    baseUrl: BASE,
    getToken: () => TOKEN,
    onUnauthorized: () => undefined,
    fetch: own,
    limiter,
  });
}

const signalOf = (mock: typeof ahead, call = 0) => mock.mock.calls[call]?.[1]?.signal;

describe('a request sent ahead of the client', () => {
  it('is the request the client would have sent, and the client takes its answer over', async () => {
    sendAhead(THREADED_FEED, TOKEN);
    const page = await getFeed({ feed: 'all' }, { layout: 'extended' });
    expect(page.messages.length).toBeGreaterThan(0);
    expect(ahead).toHaveBeenCalledTimes(1);
    expect(own).not.toHaveBeenCalled();
    const headers = new Headers(ahead.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(ahead.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit', referrerPolicy: 'no-referrer' });
  });

  it('counts in its rate-limit group once taken over', async () => {
    // One message-group request per window: a second request waits for a slot.
    const one = { limit: 1, windowMs: 10_000 };
    const many = { limit: 10, windowMs: 10_000 };
    useLimiter(
      new RateLimiter({ rules: { autocomplete: many, messages: one, notifications: many, other: many } }),
    );
    sendAhead(THREADED_FEED, TOKEN);
    await getFeed({ feed: 'all' }, { layout: 'extended' });
    const next = getFeed({ feed: 'all' }, { layout: 'extended' });
    await vi.waitFor(() => {
      expect(limiter.getSnapshot().queued).toBe(1);
    });
    expect(own).not.toHaveBeenCalled();
    dropSentAhead();
    void next.catch(() => undefined);
  });

  it('is taken over once: the next identical request is the client’s own', async () => {
    sendAhead(THREADED_FEED, TOKEN);
    await getFeed({ feed: 'all' }, { layout: 'extended' });
    await getFeed({ feed: 'all' }, { layout: 'extended' });
    expect(ahead).toHaveBeenCalledTimes(1);
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('is not taken for another URL or another token, and is aborted when dropped', async () => {
    sendAhead(THREADED_FEED, 'an-older-token');
    await getFeed({ feed: 'all' }, { layout: 'extended' });
    expect(own).toHaveBeenCalledTimes(1);
    dropSentAhead();
    expect(signalOf(ahead)?.aborted).toBe(true);

    sendAhead(`${BASE}/api/v1/messages.json`, TOKEN);
    await getFeed({ feed: 'all' }, { layout: 'extended' }).catch(() => undefined);
    expect(own).toHaveBeenCalledTimes(2);
    expect(signalOf(ahead, 1)?.aborted).toBe(false);
  });

  it('is aborted by the signal of the request that took it over', async () => {
    sendAhead(THREADED_FEED, TOKEN);
    const abort = new AbortController();
    const page = getFeed({ feed: 'all' }, { layout: 'extended' }, abort.signal);
    await vi.waitFor(() => {
      expect(signalOf(ahead)?.aborted === false && ahead.mock.calls.length === 1).toBe(true);
    });
    await Promise.resolve();
    abort.abort();
    expect(signalOf(ahead)?.aborted).toBe(true);
    await page.catch(() => undefined);
  });

  it('answered 429, is waited out and retried by the client itself', async () => {
    vi.useFakeTimers();
    ahead.mockImplementation(() => Promise.resolve(json({ error: 'rate limited' }, 429)));
    sendAhead(THREADED_FEED, TOKEN);
    const page = getFeed({ feed: 'all' }, { layout: 'extended' });
    await vi.waitFor(() => {
      expect(limiter.getSnapshot().pausedUntil).not.toBeNull();
    });
    expect(own).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(limiter.windowOf('messages') + 1000);
    await expect(page).resolves.toMatchObject({ messages: expect.any(Array) as unknown });
    expect(own).toHaveBeenCalledTimes(1);
  });
});
