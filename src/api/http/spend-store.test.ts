import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '../../../contract/rate-limits';
import { HttpClient } from './http-client';
import { RateLimiter } from './rate-limiter';
import { browserSpendStore } from './spend-store';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/** A page load's limiter: a new one for each load, all sharing the browser's storage. */
const pageLoad = (scope = 'https://service.test token-a') =>
  new RateLimiter({ store: browserSpendStore(() => scope) });

/** Starts `count` requests of a group; returns how many have started after the timers ran `ms`. */
async function startsWithin(limiter: RateLimiter, count: number, ms: number) {
  let started = 0;
  for (let i = 0; i < count; i++) void limiter.acquire('messages').then(() => (started += 1));
  await vi.advanceTimersByTimeAsync(ms);
  return started;
}

describe('the budget spent, across page loads and tabs', () => {
  it('a reload right after a burst waits for the window instead of sending more than the limit', async () => {
    const { limit } = RATE_LIMITS.messages;
    expect(await startsWithin(pageLoad(), limit, 0)).toBe(limit);
    await vi.advanceTimersByTimeAsync(5_000);
    const reloaded = pageLoad();
    expect(await startsWithin(reloaded, 3, 0)).toBe(0);
    expect(reloaded.getSnapshot().queued).toBe(3);
    // Once the first burst has left the (padded) window, the reload's requests go.
    await vi.advanceTimersByTimeAsync(reloaded.windowOf('messages') - 5_000);
    expect(reloaded.getSnapshot().queued).toBe(0);
  });

  it('two tabs of the same sign-in share one budget', async () => {
    const first = pageLoad();
    const second = pageLoad();
    expect(await startsWithin(first, 6, 0)).toBe(6);
    expect(await startsWithin(second, 6, 0)).toBe(RATE_LIMITS.messages.limit - 6);
  });

  it('another sign-in (or service) has its own budget', async () => {
    expect(await startsWithin(pageLoad('https://service.test token-a'), 10, 0)).toBe(10);
    expect(await startsWithin(pageLoad('https://service.test token-b'), 10, 0)).toBe(10);
    expect(await startsWithin(pageLoad('https://other.test token-a'), 10, 0)).toBe(10);
  });

  it("a 429's pause holds for the next page load too", async () => {
    pageLoad().pause('other', Date.now() + 8_000);
    const reloaded = pageLoad();
    let started = false;
    void reloaded.acquire('other').then(() => (started = true));
    await vi.advanceTimersByTimeAsync(7_900);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toBe(true);
  });

  it('keeps no token, and forgets sign-ins idle past every window', async () => {
    await startsWithin(pageLoad('https://service.test secret-token'), 1, 0);
    expect(JSON.stringify(localStorage)).not.toContain('secret-token');
    await vi.advanceTimersByTimeAsync(61_000);
    await startsWithin(pageLoad('https://service.test token-b'), 1, 0);
    expect(
      Object.keys(JSON.parse(localStorage.getItem('commons.rateLimits') ?? '{}') as object),
    ).toHaveLength(1);
  });

  it('counts in memory alone when signed out, when storage is blocked, or when its copy is unreadable', async () => {
    const signedOut = new RateLimiter({ store: browserSpendStore(() => null) });
    expect(await startsWithin(signedOut, 12, 0)).toBe(10);
    const blocked = new RateLimiter({
      store: browserSpendStore(
        () => 'scope',
        () => {
          throw new DOMException('denied', 'SecurityError');
        },
      ),
    });
    expect(await startsWithin(blocked, 12, 0)).toBe(10);
    localStorage.setItem('commons.rateLimits', '{"x": 1, "y": {"at": "soon"}, not json');
    expect(await startsWithin(pageLoad(), 12, 0)).toBe(10);
  });

  it("is the app's client's own: a client made at the next page load knows what the last one sent", async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({})));
    const clientOfPageLoad = () =>
      new HttpClient({
        baseUrl: 'https://service.test',
        getToken: () => 'token-a',
        onUnauthorized: () => undefined,
        fetch,
      });
    const first = clientOfPageLoad();
    const read = (json: unknown) => json;
    await Promise.all(Array.from({ length: 10 }, () => first.request('/users/current.json', { read })));
    void clientOfPageLoad().request('/users/current.json', { read });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(10);
    await vi.advanceTimersByTimeAsync(first.limiter.windowOf('other'));
    expect(fetch).toHaveBeenCalledTimes(11);
  });
});
