import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFeed } from '../messages/messages-api';
import { RateLimiter } from './rate-limiter';
import { dropSentAhead, sendAhead } from './sent-ahead';
import { emulatorService } from '../testing/emulator-service';
import { BASE, json } from '../testing/service-kit';

const THREADED_FEED = `${BASE}/api/v1/messages.json?threaded=extended`;

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

afterEach(() => {
  dropSentAhead();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * The emulator, with the client's own requests in `requests`, and `ahead`: global fetch, as the entry calls
 * it, which the emulator answers too.
 */
function setup(limiter = new RateLimiter()) {
  const service = emulatorService({ limiter });
  const ahead = vi.fn<Fetch>(async (input, init) => service.emulator.app.fetch(new Request(input, init)));
  vi.stubGlobal('fetch', ahead);
  const signalOf = (call = 0) => ahead.mock.calls[call]?.[1]?.signal;
  return { ...service, ahead, signalOf, limiter };
}

describe('a request sent ahead of the client', () => {
  it('is the request the client would have sent, and the client takes its answer over', async () => {
    const { ahead, requests, token } = setup();
    sendAhead(THREADED_FEED, token);
    const page = await getFeed({ feed: 'all' }, { layout: 'extended' });
    expect(page.messages.length).toBeGreaterThan(0);
    expect(ahead).toHaveBeenCalledTimes(1);
    expect(requests).toEqual([]);
    const headers = new Headers(ahead.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(ahead.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit', referrerPolicy: 'no-referrer' });
  });

  it('counts in its rate-limit group once taken over', async () => {
    // One message-group request per window: a second request waits for a slot.
    const one = { limit: 1, windowMs: 10_000 };
    const many = { limit: 10, windowMs: 10_000 };
    const { limiter, requests, token } = setup(
      new RateLimiter({ rules: { autocomplete: many, messages: one, notifications: many, other: many } }),
    );
    sendAhead(THREADED_FEED, token);
    await getFeed({ feed: 'all' }, { layout: 'extended' });
    const next = getFeed({ feed: 'all' }, { layout: 'extended' });
    await vi.waitFor(() => {
      expect(limiter.getSnapshot().queued).toBe(1);
    });
    expect(requests).toEqual([]);
    dropSentAhead();
    void next.catch(() => undefined);
  });

  it('is taken over once: the next identical request is the client’s own', async () => {
    const { ahead, requests, token } = setup();
    sendAhead(THREADED_FEED, token);
    await getFeed({ feed: 'all' }, { layout: 'extended' });
    await getFeed({ feed: 'all' }, { layout: 'extended' });
    expect(ahead).toHaveBeenCalledTimes(1);
    expect(requests).toEqual(['GET /api/v1/messages.json?threaded=extended']);
  });

  it('is not taken for another URL or another token, and is aborted when dropped', async () => {
    const { requests, signalOf, token } = setup();
    sendAhead(THREADED_FEED, 'an-older-token');
    await getFeed({ feed: 'all' }, { layout: 'extended' });
    expect(requests).toHaveLength(1);
    dropSentAhead();
    expect(signalOf()?.aborted).toBe(true);

    sendAhead(`${BASE}/api/v1/messages.json`, token);
    await getFeed({ feed: 'all' }, { layout: 'extended' }).catch(() => undefined);
    expect(requests).toHaveLength(2);
    expect(signalOf(1)?.aborted).toBe(false);
  });

  it('is aborted by the signal of the request that took it over', async () => {
    const { ahead, signalOf, token } = setup();
    sendAhead(THREADED_FEED, token);
    const abort = new AbortController();
    const page = getFeed({ feed: 'all' }, { layout: 'extended' }, abort.signal);
    await vi.waitFor(() => {
      expect(signalOf()?.aborted === false && ahead.mock.calls.length === 1).toBe(true);
    });
    await Promise.resolve();
    abort.abort();
    expect(signalOf()?.aborted).toBe(true);
    await page.catch(() => undefined);
  });

  it('answered 429, is waited out and retried by the client itself', async () => {
    const { ahead, limiter, requests, token } = setup();
    vi.useFakeTimers();
    ahead.mockImplementation(() => Promise.resolve(json({ error: 'rate limited' }, 429)));
    sendAhead(THREADED_FEED, token);
    const page = getFeed({ feed: 'all' }, { layout: 'extended' });
    await vi.waitFor(() => {
      expect(limiter.getSnapshot().pausedUntil).not.toBeNull();
    });
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(limiter.windowOf('messages') + 1000);
    await expect(page).resolves.toMatchObject({ messages: expect.any(Array) as unknown });
    expect(requests).toHaveLength(1);
  });
});
