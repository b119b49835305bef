import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '../../../contract/rate-limits';
import { RateLimiter } from './rate-limiter';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The most starts seen inside any window of `windowMs`. */
function busiestWindow(times: number[], windowMs: number): number {
  return Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + windowMs).length));
}

describe('RateLimiter', () => {
  it('never starts more than the limit of a group within its window, and serves everyone in order', async () => {
    const limiter = new RateLimiter();
    const started: number[] = [];
    const order: number[] = [];
    const all = Array.from({ length: 25 }, (_, i) =>
      limiter.acquire('messages').then(() => {
        started.push(Date.now());
        order.push(i);
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toHaveLength(RATE_LIMITS.messages.limit);
    await vi.advanceTimersByTimeAsync(3 * limiter.windowOf('messages'));
    await Promise.all(all);
    expect(started).toHaveLength(25);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(busiestWindow(started, RATE_LIMITS.messages.windowMs)).toBeLessThanOrEqual(10);
    // The safety margin: the 11th start waits longer than the bare window.
    expect((started[10] ?? 0) - (started[0] ?? 0)).toBeGreaterThan(RATE_LIMITS.messages.windowMs);
  });

  it('starts queued user requests before queued background ones, each kind in order', async () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < RATE_LIMITS.messages.limit; i++) void limiter.acquire('messages');
    const order: string[] = [];
    const queued = [
      limiter.acquire('messages', undefined, 'background').then(() => order.push('poll 1')),
      limiter.acquire('messages', undefined, 'background').then(() => order.push('poll 2')),
      limiter.acquire('messages').then(() => order.push('open 1')),
      limiter.acquire('messages', undefined, 'user').then(() => order.push('open 2')),
    ];
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual([]);
    await vi.advanceTimersByTimeAsync(limiter.windowOf('messages'));
    await Promise.all(queued);
    expect(order).toEqual(['open 1', 'open 2', 'poll 1', 'poll 2']);
  });

  it('keeps the groups independent', async () => {
    const limiter = new RateLimiter();
    let messages = 0;
    let other = 0;
    for (let i = 0; i < 12; i++) {
      void limiter.acquire('messages').then(() => (messages += 1));
      void limiter.acquire('other').then(() => (other += 1));
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(messages).toBe(10);
    expect(other).toBe(10);
    // "other" has a 10 s window, "messages" 30 s: after ~11.3 s only "other" has moved on.
    await vi.advanceTimersByTimeAsync(limiter.windowOf('other'));
    expect(other).toBe(12);
    expect(messages).toBe(10);
  });

  it('reports when the first queued request will start', async () => {
    const limiter = new RateLimiter();
    const start = Date.now();
    for (let i = 0; i < 11; i++) void limiter.acquire('other');
    await vi.advanceTimersByTimeAsync(0);
    expect(limiter.getSnapshot()).toMatchObject({
      queued: 1,
      nextStartAt: start + limiter.windowOf('other'),
    });
    await vi.advanceTimersByTimeAsync(limiter.windowOf('other'));
    expect(limiter.getSnapshot()).toMatchObject({ queued: 0, nextStartAt: null });
  });

  it('holds a paused group until the pause ends and reports it', async () => {
    const limiter = new RateLimiter();
    const until = Date.now() + 5000;
    limiter.pause('other', until);
    let done = false;
    void limiter.acquire('other').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(limiter.getSnapshot()).toEqual({ queued: 1, pausedUntil: until, nextStartAt: until });
    await vi.advanceTimersByTimeAsync(4999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(limiter.getSnapshot().queued).toBe(0);
  });

  it('drops a waiting request that is aborted, without using a slot', async () => {
    const limiter = new RateLimiter({ rules: { ...RATE_LIMITS, other: { limit: 1, windowMs: 1000 } } });
    await limiter.acquire('other');
    const controller = new AbortController();
    const waiting = limiter.acquire('other', controller.signal);
    controller.abort();
    await expect(waiting).rejects.toThrow();
    expect(limiter.getSnapshot().queued).toBe(0);
  });
});
