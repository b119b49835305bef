import { t } from '@lingui/core/macro';
import type { OutboxStore } from '../../lib/outbox-store';
import { ApiError } from '../http/api-error';
import { describeError } from '../http/describe-error';
import {
  browserEnvironment,
  pauseAfter,
  type OutboxDriver,
  type OutboxEntry,
  type OutboxEnvironment,
  type OutboxEvents,
  type OutboxState,
} from './outbox-entry';

export {
  browserEnvironment,
  pauseAfter,
  waitsInOutbox,
  type OutboxDriver,
  type OutboxEntry,
  type OutboxEnvironment,
  type OutboxEvents,
  type OutboxState,
} from './outbox-entry';

/**
 * The durable outbox: every write the person makes is stored first (lib/outbox-store.ts), then sent in order,
 * one at a time, each exactly once. What it does not know (whether a write is a post, how to send it, how to
 * find it on the service) comes from `OutboxDriver`, so this is the queue's logic alone, tested on its own.
 *
 * - Offline, the head waits for the network; a 401 makes it wait for the next sign-in; a 429 or a 5xx is tried
 *   again after a pause that grows (1 s, 2 s, 4 s ... 30 s); another 4xx fails it with the service's reason
 *   and the writes behind it go on (a refused write cannot block the others).
 * - Exactly once without an idempotency key: a write whose outcome is unknown (the request left, then the
 *   connection dropped, a 5xx, or the tab closed meanwhile) is marked `uncertain` before it leaves; before it
 *   is sent again, the driver looks for it on the service (`find`), and a write found there is done.
 * - Several tabs of the same person: one drains at a time (a Web Lock), reading the queue afresh from the store
 *   at each step, so a write queued in another tab is sent once, in its place.
 */

export class Outbox<W, R> {
  private entries: OutboxEntry<W>[] = [];
  private readonly listeners = new Set<() => void>();
  private running = false;
  private skipPause = false;
  private again = false;
  private cancelTimer: (() => void) | null = null;
  private readonly waiters = new Map<number, { resolve: (r: R) => void; reject: (e: unknown) => void }>();
  private loaded: Promise<void>;

  constructor(
    private readonly store: OutboxStore<OutboxEntry<W>>,
    private readonly driver: OutboxDriver<W, R>,
    private readonly env: OutboxEnvironment = browserEnvironment,
    private readonly events: OutboxEvents<W, R> = {},
  ) {
    this.loaded = this.reload();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly OutboxEntry<W>[] => this.entries;

  /** Resolves once loaded from the store (the entries a previous page left). */
  ready(): Promise<void> {
    return this.loaded;
  }

  /**
   * Stores the write, then starts sending. `stored` resolves once it is durable (a reload keeps it); `result`
   * when the service took it, or rejects when it was refused for good or discarded.
   */
  enqueue(write: W): { seq: number; stored: Promise<void>; result: Promise<R> } {
    const last = this.entries.at(-1)?.seq ?? 0;
    const seq = Math.max(this.env.now(), last + 1);
    const entry: OutboxEntry<W> = {
      seq,
      write,
      createdAt: this.env.now(),
      state: 'queued',
      reason: null,
      attempts: 0,
      sentAt: null,
      uncertain: false,
      retryAt: null,
    };
    const result = new Promise<R>((resolve, reject) => {
      this.waiters.set(seq, { resolve, reject });
    });
    this.entries = [...this.entries, entry];
    this.publish();
    const stored = this.loaded.then(() => this.store.put(entry));
    const wake = () => {
      this.kick();
    };
    void stored.then(wake, wake);
    return { seq, stored, result };
  }

  /** Sends a failed or waiting write now. */
  async retry(seq: number): Promise<void> {
    const entry = this.entries.find((e) => e.seq === seq);
    if (!entry) return;
    await this.save({ ...entry, state: 'queued', reason: null, retryAt: null });
    this.kick(true);
  }

  /** Forgets a write not sent yet (or failed); one being sent cannot be called back. */
  async discard(seq: number): Promise<OutboxEntry<W> | null> {
    const entry = this.entries.find((e) => e.seq === seq);
    if (!entry || entry.state === 'sending') return null;
    await this.store.remove(seq);
    this.entries = this.entries.filter((e) => e.seq !== seq);
    this.publish();
    this.waiters.get(seq)?.reject(new Error('Discarded.'));
    this.waiters.delete(seq);
    return entry;
  }

  /**
   * Wakes the queue: another tab wrote, a write was stored. `now`: the network came back or the person signed
   * in again, so a pause after a failure is cut short.
   */
  kick(now = false): void {
    if (now) this.skipPause = true;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.env
      .exclusive(() => this.drain())
      .catch(() => undefined)
      .finally(() => {
        this.running = false;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Reads the queue afresh from the store (another tab changed it). */
  async reload(): Promise<void> {
    const stored = await this.store.list();
    const before = this.entries;
    // Entries only just queued here may not be stored yet: keep them.
    const pending = before.filter((e) => e.state === 'queued' && !stored.some((s) => s.seq === e.seq));
    this.entries = [...stored, ...pending].sort((a, b) => a.seq - b.seq);
    for (const [seq, waiter] of this.waiters) {
      if (!this.entries.some((e) => e.seq === seq)) {
        waiter.reject(new Error('Sent or discarded elsewhere.'));
        this.waiters.delete(seq);
      }
    }
    this.publish();
  }

  private async drain(): Promise<void> {
    await this.loaded;
    this.cancelTimer?.();
    this.cancelTimer = null;
    for (;;) {
      this.again = false;
      await this.reload();
      const now = this.env.now();
      const head = this.entries.find((e) => e.state !== 'failed');
      if (!head) return;
      // Offline or signed out, every write waits for the same thing, and says so.
      if (!this.env.online()) {
        await this.markAll('waiting-network', t`Waiting for the network.`);
        return;
      }
      if (!this.env.signedIn()) {
        await this.markAll('waiting-sign-in', t`Waiting for you to sign in again.`);
        return;
      }
      // Back online and signed in: those behind the head wait for their turn now, not for the network.
      for (const entry of this.entries) {
        if (entry !== head && (entry.state === 'waiting-network' || entry.state === 'waiting-sign-in'))
          await this.save({ ...entry, state: 'queued', reason: null });
      }
      if (head.retryAt !== null && head.retryAt > now && !this.skipPause) {
        this.cancelTimer = this.env.setTimer(() => {
          this.kick();
        }, head.retryAt - now);
        return;
      }
      this.skipPause = false;
      await this.attempt(head);
    }
  }

  private async attempt(entry: OutboxEntry<W>): Promise<void> {
    const since = entry.sentAt ?? entry.createdAt;
    let current = entry;
    try {
      if (entry.uncertain && this.driver.find) {
        await this.save({ ...entry, state: 'sending', reason: t`Checking whether it arrived.` });
        const found = await this.driver.find(entry.write, since);
        if (found !== null) {
          await this.finish(entry, found);
          return;
        }
      }
      current = {
        ...entry,
        state: 'sending',
        reason: null,
        attempts: entry.attempts + 1,
        sentAt: this.env.now(),
        // Marked before it leaves: a tab closed mid-request leaves it uncertain, and it is looked for.
        uncertain: true,
        retryAt: null,
      };
      await this.save(current);
      const result = await this.driver.send(entry.write);
      await this.finish(current, result);
    } catch (error) {
      await this.failedAttempt(current, error);
    }
  }

  private async finish(entry: OutboxEntry<W>, result: R): Promise<void> {
    await this.store.remove(entry.seq);
    this.entries = this.entries.filter((e) => e.seq !== entry.seq);
    this.publish();
    this.events.done?.(entry, result);
    this.waiters.get(entry.seq)?.resolve(result);
    this.waiters.delete(entry.seq);
  }

  private async failedAttempt(entry: OutboxEntry<W>, error: unknown): Promise<void> {
    const kind = error instanceof ApiError ? error.kind : 'network';
    const later = (state: OutboxState, reason: string, uncertain: boolean) =>
      this.save({
        ...entry,
        state,
        reason,
        uncertain,
        retryAt: this.env.now() + pauseAfter(entry.attempts),
      });
    if (error instanceof ApiError && this.driver.doneDespite?.(entry.write, error)) {
      await this.finish(entry, undefined as R);
      return;
    }
    switch (kind) {
      case 'network':
        // It may have left and been stored: uncertain stays as it is.
        await later('waiting-network', describeError(error), entry.uncertain);
        return;
      case 'server':
      case 'shape':
        await later('retrying', describeError(error), entry.uncertain);
        return;
      case 'rate-limited':
        await later('retrying', describeError(error), false);
        return;
      case 'unauthorized':
        // The client forgot the token: the next drain finds no sign-in and waits for one.
        await later('waiting-sign-in', t`Waiting for you to sign in again.`, false);
        return;
      default: {
        const failed = { ...entry, state: 'failed' as const, reason: describeError(error), uncertain: false };
        await this.save(failed);
        this.events.failed?.(failed, error);
        this.waiters.get(entry.seq)?.reject(error);
        this.waiters.delete(entry.seq);
      }
    }
  }

  private async markAll(state: OutboxState, reason: string) {
    for (const entry of this.entries) {
      if (entry.state === 'failed' || (entry.state === state && entry.reason === reason)) continue;
      await this.save({ ...entry, state, reason });
    }
  }

  /**
   * Told first, stored after: the write itself was stored when it was queued, and a state is decided again
   * on every drain. A screen that waits on the state (a 401 hands the profile form's edits over to the
   * outbox) hears it in the same turn as the answer, before the sign-in screen can take a click.
   */
  private async save(entry: OutboxEntry<W>): Promise<void> {
    this.entries = this.entries.map((e) => (e.seq === entry.seq ? entry : e));
    this.publish();
    await this.store.put(entry);
  }

  private publish(): void {
    for (const listener of this.listeners) listener();
    this.events.changed?.();
  }
}
