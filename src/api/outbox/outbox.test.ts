import { describe, expect, it } from 'vitest';
import { memoryOutboxStore } from '../../lib/outbox-store';
import { ApiError } from '../http/api-error';
import { Outbox, pauseAfter, waitsInOutbox, type OutboxDriver, type OutboxEntry } from './outbox';
import { idle, queuedEntry, service, world, type Write } from './outbox-test-world';

describe('the outbox', () => {
  it('sends queued writes in order, each once, and forgets them from the store', async () => {
    const w = world();
    const s = service();
    const store = memoryOutboxStore<OutboxEntry<Write>>();
    const outbox = new Outbox(store, s.driver, w.env);
    const results = ['a', 'b', 'c'].map((text) => outbox.enqueue({ text }).result);
    expect(await Promise.all(results)).toEqual(['id:a', 'id:b', 'id:c']);
    expect(s.stored).toEqual(['a', 'b', 'c']);
    expect(await store.list()).toEqual([]);
  });

  it('keeps writes made offline in the store, and a later page sends them in order once online', async () => {
    const w = world();
    w.setOnline(false);
    const s = service();
    const store = memoryOutboxStore<OutboxEntry<Write>>();
    const first = new Outbox(store, s.driver, w.env);
    for (const text of ['one', 'two', 'three']) await first.enqueue({ text }).stored;
    await idle();
    expect(s.stored).toEqual([]);
    expect(first.getSnapshot().map((e) => e.state)).toEqual([
      'waiting-network',
      'waiting-network',
      'waiting-network',
    ]);

    // A reload: a new outbox over the same store.
    w.setOnline(true);
    const second = new Outbox(store, s.driver, w.env);
    await second.ready();
    second.kick(true);
    await idle();
    expect(s.stored).toEqual(['one', 'two', 'three']);
    expect(await store.list()).toEqual([]);
  });

  it('looks for a write whose answer was lost before sending it again, and does not send it twice', async () => {
    const w = world();
    const s = service();
    // The service stores it, then the connection drops before the answer.
    s.answers.push(() => {
      s.stored.push('lost answer');
      return Promise.reject(new ApiError('network', 'The service could not be reached.'));
    });
    const outbox = new Outbox(memoryOutboxStore<OutboxEntry<Write>>(), s.driver, w.env);
    const { result } = outbox.enqueue({ text: 'lost answer' });
    await idle();
    expect(outbox.getSnapshot()[0]).toMatchObject({ state: 'waiting-network', uncertain: true });
    w.advance(pauseAfter(1));
    expect(await result).toBe('found:lost answer');
    expect(s.stored).toEqual(['lost answer']);
    expect(s.send).toHaveBeenCalledTimes(1);
  });

  it('treats a write left "sending" by a closed tab as uncertain: found on the service, it is not sent again', async () => {
    const w = world();
    const s = service();
    const store = memoryOutboxStore<OutboxEntry<Write>>();
    s.stored.push('mid-flight');
    await store.put({
      seq: 5,
      write: { text: 'mid-flight' },
      createdAt: 1,
      state: 'sending',
      reason: null,
      attempts: 1,
      sentAt: 2,
      uncertain: true,
      retryAt: null,
    });
    const outbox = new Outbox(store, s.driver, w.env);
    outbox.kick();
    await idle();
    expect(s.find).toHaveBeenCalledWith({ text: 'mid-flight' }, 2);
    expect(s.send).not.toHaveBeenCalled();
    expect(await store.list()).toEqual([]);
  });

  it('tries again after a 5xx with a growing pause, and says so meanwhile', async () => {
    const w = world();
    const s = service();
    const fail503 = () => Promise.reject(new ApiError('server', 'The service answered 503', 503));
    s.answers.push(fail503, fail503);
    const outbox = new Outbox(memoryOutboxStore<OutboxEntry<Write>>(), s.driver, w.env);
    const { result } = outbox.enqueue({ text: 'patient' });
    await idle();
    expect(outbox.getSnapshot()[0]).toMatchObject({ state: 'retrying', attempts: 1 });
    expect(outbox.getSnapshot()[0]?.reason).toMatch(/problem/);
    w.advance(pauseAfter(1));
    await idle();
    expect(outbox.getSnapshot()[0]).toMatchObject({ state: 'retrying', attempts: 2 });
    w.advance(pauseAfter(1));
    await idle();
    expect(s.send).toHaveBeenCalledTimes(2);
    w.advance(pauseAfter(2));
    // A 5xx leaves the outcome unknown: it was looked for first (not there), then sent once more.
    expect(await result).toBe('id:patient');
    expect(s.find).toHaveBeenCalledTimes(2);
    expect(s.stored).toEqual(['patient']);
    expect(pauseAfter(10)).toBe(30_000);
  });

  it('waits for a sign-in after a 401 and sends once signed in again', async () => {
    const w = world();
    const s = service();
    s.answers.push(() => {
      w.setSignedIn(false);
      return Promise.reject(new ApiError('unauthorized', 'The service answered 401', 401));
    });
    const outbox = new Outbox(memoryOutboxStore<OutboxEntry<Write>>(), s.driver, w.env);
    const { result } = outbox.enqueue({ text: 'after sign-in' });
    outbox.enqueue({ text: 'behind it' });
    await idle();
    w.advance(60_000);
    await idle();
    expect(outbox.getSnapshot().map((e) => e.state)).toEqual(['waiting-sign-in', 'waiting-sign-in']);
    w.setSignedIn(true);
    outbox.kick(true);
    expect(await result).toBe('id:after sign-in');
    await idle();
    expect(s.stored).toEqual(['after sign-in', 'behind it']);
  });

  it('fails a refused write with its reason, goes on with the next, and can retry or discard it', async () => {
    const w = world();
    const s = service();
    s.answers.push(() =>
      Promise.reject(
        new ApiError('bad-request', 'The service answered 400: body: is too long', 400, {
          error: { body: ['is too long'] },
        }),
      ),
    );
    const outbox = new Outbox(memoryOutboxStore<OutboxEntry<Write>>(), s.driver, w.env);
    const refused = outbox.enqueue({ text: 'too long' });
    const next = outbox.enqueue({ text: 'fine' });
    await expect(refused.result).rejects.toThrow('is too long');
    expect(await next.result).toBe('id:fine');
    expect(outbox.getSnapshot()).toMatchObject([
      { state: 'failed', reason: expect.stringMatching(/too long/) as unknown },
    ]);
    await outbox.retry(refused.seq);
    await idle();
    expect(s.stored).toEqual(['fine', 'too long']);

    s.answers.push(() => Promise.reject(new ApiError('forbidden', 'no', 403)));
    const again = outbox.enqueue({ text: 'discard me' });
    await again.result.catch(() => undefined);
    expect(await outbox.discard(again.seq)).toMatchObject({ write: { text: 'discard me' } });
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('counts a write the driver calls done despite the refusal (a delete of a message already gone) as done', async () => {
    const w = world();
    const driver: OutboxDriver<Write, undefined> = {
      send: () => Promise.reject(new ApiError('not-found', 'gone', 404)),
      doneDespite: (_write, error) => error.kind === 'not-found',
    };
    const outbox = new Outbox(memoryOutboxStore<OutboxEntry<Write>>(), driver, w.env);
    await expect(outbox.enqueue({ text: 'delete' }).result).resolves.toBeUndefined();
    expect(outbox.getSnapshot()).toEqual([]);
  });
});

describe('waitsInOutbox', () => {
  const entry = (seq: number, state: OutboxEntry['state']): OutboxEntry => queuedEntry(null, { seq, state });

  it('holds a write that waits itself, and one queued behind any write still ahead of it', () => {
    expect(waitsInOutbox([entry(1, 'waiting-network')], 1)).toBe(true);
    expect(waitsInOutbox([entry(1, 'retrying')], 1)).toBe(true);
    expect(waitsInOutbox([entry(1, 'waiting-sign-in'), entry(2, 'queued')], 2)).toBe(true);
    // Behind one being sent on a stalled network: the screen need not wait for it.
    expect(waitsInOutbox([entry(1, 'sending'), entry(2, 'queued')], 2)).toBe(true);
  });

  it('does not hold the write going out now, one whose turn has come, a failed one or one gone', () => {
    expect(waitsInOutbox([entry(1, 'sending')], 1)).toBe(false);
    expect(waitsInOutbox([entry(1, 'queued')], 1)).toBe(false);
    expect(waitsInOutbox([entry(1, 'failed'), entry(2, 'queued')], 2)).toBe(false);
    expect(waitsInOutbox([entry(1, 'failed')], 1)).toBe(false);
    expect(waitsInOutbox([entry(1, 'queued')], 2)).toBe(false);
  });
});
