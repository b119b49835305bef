import { RATE_LIMITS, type RateLimitGroup, type RateLimitRule } from '../../../contract/rate-limits';
import { MARGIN, PADDING_MS, paddedWindowMs, type Send, type SpendStore } from './spend-store';

/** Whose request it is: what the reader asked for now goes ahead of what the app does on its own (polls). */
export type RequestPriority = 'user' | 'background';

interface Waiter {
  priority: RequestPriority;
  resolve: () => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

interface GroupState {
  /** Send times of the requests still inside the (padded) window, oldest first. */
  sent: number[];
  /** Requests other page loads and tabs of the same sign-in started inside the window (from the store). */
  others: Send[];
  queue: Waiter[];
  pausedUntil: number;
  timer: ReturnType<typeof setTimeout> | null;
  /** When the next queued request of the group starts (epoch ms), or null with nothing queued. */
  slotAt: number | null;
}

export interface RateLimiterOptions {
  rules?: Record<RateLimitGroup, RateLimitRule>;
  /** The window is treated as this much longer (fraction), plus `paddingMs`, so clock skew and transit
   * time between our send and the service's count never tip a burst over the limit. */
  margin?: number;
  paddingMs?: number;
  /** Where the budget spent is shared with earlier page loads and other tabs (spend-store.ts). */
  store?: SpendStore;
}

export interface RateLimiterSnapshot {
  /** Requests waiting for a slot, in all groups. */
  queued: number;
  /** When the latest 429 pause ends (epoch ms), or null. */
  pausedUntil: number | null;
  /** When the first of the queued requests starts (epoch ms), or null with nothing queued. */
  nextStartAt: number | null;
}

/**
 * The spec's four independent rate-limit groups (section 8) as client-side sliding-window queues: at most
 * `limit` requests of a group start within any padded window; the rest wait their turn in order. With a
 * store, the starts and pauses of earlier page loads and other tabs count too.
 */
export class RateLimiter {
  private readonly rules: Record<RateLimitGroup, RateLimitRule>;
  private readonly margin: number;
  private readonly paddingMs: number;
  private readonly store: SpendStore | null;
  /** Tells this limiter's starts from those of other page loads and tabs in the store. */
  private readonly id = Math.random().toString(36).slice(2);
  private readonly groups = new Map<RateLimitGroup, GroupState>();
  private readonly listeners = new Set<() => void>();
  private snapshot: RateLimiterSnapshot = { queued: 0, pausedUntil: null, nextStartAt: null };

  constructor(options: RateLimiterOptions = {}) {
    this.rules = options.rules ?? RATE_LIMITS;
    this.margin = options.margin ?? MARGIN;
    this.paddingMs = options.paddingMs ?? PADDING_MS;
    this.store = options.store ?? null;
  }

  windowOf(group: RateLimitGroup): number {
    return paddedWindowMs(this.rules[group].windowMs, this.margin, this.paddingMs);
  }

  /**
   * Resolves when a request of this group may start; rejects with the signal's reason if aborted first.
   * Queued `user` requests start before every queued `background` one, each kind in its own order.
   */
  acquire(group: RateLimitGroup, signal?: AbortSignal, priority: RequestPriority = 'user'): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    const state = this.state(group);
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        priority,
        resolve,
        reject,
        signal,
        onAbort: () => {
          state.queue = state.queue.filter((w) => w !== waiter);
          if (state.queue.length === 0) state.slotAt = null;
          this.publish();
          reject(signal?.reason as Error);
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      const firstBackground =
        priority === 'user' ? state.queue.findIndex((w) => w.priority === 'background') : -1;
      if (firstBackground < 0) state.queue.push(waiter);
      else state.queue.splice(firstBackground, 0, waiter);
      this.pump(group);
      this.publish();
    });
  }

  /** When the first queued request of this group starts (epoch ms), or null with none queued. */
  nextStartOf(group: RateLimitGroup): number | null {
    return this.groups.get(group)?.slotAt ?? null;
  }

  /** After a 429: nothing of this group starts before `untilMs`. */
  pause(group: RateLimitGroup, untilMs: number): void {
    const state = this.state(group);
    state.pausedUntil = Math.max(state.pausedUntil, untilMs);
    this.share(group, state);
    this.pump(group);
    this.publish();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RateLimiterSnapshot => this.snapshot;

  private state(group: RateLimitGroup): GroupState {
    let state = this.groups.get(group);
    if (!state) {
      state = { sent: [], others: [], queue: [], pausedUntil: 0, timer: null, slotAt: null };
      this.groups.set(group, state);
    }
    return state;
  }

  private pump(group: RateLimitGroup): void {
    const state = this.state(group);
    const { limit } = this.rules[group];
    const window = this.windowOf(group);
    const now = Date.now();
    const shared = this.store?.read(group);
    if (shared) {
      state.others = shared.sends.filter((s) => s.by !== this.id);
      state.pausedUntil = Math.max(state.pausedUntil, shared.pausedUntil);
    }
    state.sent = state.sent.filter((t) => t > now - window);
    state.others = state.others.filter((s) => s.at > now - window);
    let released = false;
    while (
      state.queue.length > 0 &&
      now >= state.pausedUntil &&
      state.sent.length + state.others.length < limit
    ) {
      const waiter = state.queue.shift();
      if (!waiter) break;
      waiter.signal?.removeEventListener('abort', waiter.onAbort);
      state.sent.push(now);
      waiter.resolve();
      released = true;
    }
    if (released) this.share(group, state);
    if (state.timer !== null) {
      clearTimeout(state.timer);
      state.timer = null;
    }
    const slotBefore = state.slotAt;
    state.slotAt = null;
    if (state.queue.length > 0) {
      const starts = [...state.sent, ...state.others.map((s) => s.at)].sort((a, b) => a - b);
      // The slot frees when enough of the oldest starts have left the window.
      const freeing = starts[starts.length - limit];
      const slotAt = freeing !== undefined ? freeing + window : now;
      const at = Math.max(slotAt, state.pausedUntil);
      state.slotAt = at;
      state.timer = setTimeout(
        () => {
          state.timer = null;
          this.pump(group);
        },
        Math.max(0, at - now),
      );
    }
    if (released || state.slotAt !== slotBefore) this.publish();
  }

  /** Writes this group's starts (this page's and the others') and pause to the store. */
  private share(group: RateLimitGroup, state: GroupState): void {
    if (!this.store) return;
    const own = state.sent.map((at) => ({ at, by: this.id }));
    this.store.write(group, { sends: [...state.others, ...own], pausedUntil: state.pausedUntil });
  }

  private publish(): void {
    let queued = 0;
    let pausedUntil: number | null = null;
    let nextStartAt: number | null = null;
    const now = Date.now();
    for (const state of this.groups.values()) {
      queued += state.queue.length;
      if (state.pausedUntil > now) pausedUntil = Math.max(pausedUntil ?? 0, state.pausedUntil);
      if (state.slotAt !== null) nextStartAt = Math.min(nextStartAt ?? Infinity, state.slotAt);
    }
    const last = this.snapshot;
    if (queued === last.queued && pausedUntil === last.pausedUntil && nextStartAt === last.nextStartAt)
      return;
    this.snapshot = { queued, pausedUntil, nextStartAt };
    for (const listener of this.listeners) listener();
  }
}
