import { RATE_LIMITS, type RateLimitGroup } from '../../../contract/rate-limits';
import { fingerprint } from '../../lib/fingerprint';

/** One request started: when, and by which limiter (a page load of a tab). */
export interface Send {
  at: number;
  by: string;
}

/** What one rate-limit group has spent: the requests still inside its window, and a 429's pause. */
export interface GroupSpend {
  sends: Send[];
  pausedUntil: number;
}

/**
 * Where a rate limiter keeps what it spent beyond its own memory. The service counts per user per app
 * (spec 8), not per page: a reload, or a second tab of the same sign-in, starts with a new limiter but
 * the same budget, and without this it sent a burst the service answered with 429s (each waited out for
 * a whole window, 10 to 33 s).
 */
export interface SpendStore {
  read(group: RateLimitGroup): GroupSpend | null;
  write(group: RateLimitGroup, spend: GroupSpend): void;
}

const STORAGE_KEY = 'commons.rateLimits';
/** An entry nobody has written to for longer than this is past every window (the longest is 30 s). */
const FORGET_AFTER_MS = 60_000;

interface StoredScope {
  at: number;
  groups: Partial<Record<RateLimitGroup, GroupSpend>>;
}

function isSend(value: unknown): value is Send {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return Number.isFinite(s.at) && typeof s.by === 'string';
}

function isSpend(value: unknown): value is GroupSpend {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return Array.isArray(s.sends) && s.sends.every(isSend) && Number.isFinite(s.pausedUntil);
}

function isScope(value: unknown): value is StoredScope {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return Number.isFinite(s.at) && typeof s.groups === 'object' && s.groups !== null;
}

/** Whose budget it is: the service counts per user per app, and a token is one user's for one app. */
export function budgetScope(serviceBaseUrl: string, token: string): string {
  return `${serviceBaseUrl} ${token}`;
}

/**
 * The spend of the signed-in user and app, in localStorage: shared by every tab of the origin and kept
 * across reloads. `scope` names whose budget it is (the service and the token); with none (signed out) or
 * without storage (blocked, full, private mode), nothing is kept and the limiter counts in memory alone.
 */
export function browserSpendStore(
  scope: () => string | null,
  storage: () => Storage | null = () => window.localStorage,
  now: () => number = Date.now,
): SpendStore {
  const open = (): Storage | null => {
    try {
      return storage();
    } catch {
      return null;
    }
  };
  /** Every scope still in use, each checked; what is malformed or long idle is left out. */
  const readAll = (store: Storage): Record<string, StoredScope> => {
    const kept: Record<string, StoredScope> = {};
    try {
      const raw: unknown = JSON.parse(store.getItem(STORAGE_KEY) ?? '{}');
      if (typeof raw !== 'object' || raw === null) return kept;
      const at = now();
      for (const [key, entry] of Object.entries(raw as Record<string, unknown>)) {
        if (isScope(entry) && at - entry.at <= FORGET_AFTER_MS) kept[key] = entry;
      }
    } catch {
      // Unreadable: start over.
    }
    return kept;
  };
  const keyOf = (): string | null => {
    const name = scope();
    return name === null ? null : fingerprint(name);
  };
  return {
    read(group) {
      const store = open();
      const key = keyOf();
      if (!store || key === null) return null;
      const spend = readAll(store)[key]?.groups[group];
      return isSpend(spend) ? spend : null;
    },
    write(group, spend) {
      const store = open();
      const key = keyOf();
      if (!store || key === null) return;
      const all = readAll(store);
      all[key] = { at: now(), groups: { ...all[key]?.groups, [group]: spend } };
      try {
        store.setItem(STORAGE_KEY, JSON.stringify(all));
      } catch {
        // Full or blocked: this page still counts in memory.
      }
    },
  };
}

/** Sign-out: the budget kept for `scope` (a service and a token) goes; nothing names that token any more. */
export function forgetSpend(scope: string, storage: () => Storage | null = () => window.localStorage): void {
  try {
    const store = storage();
    if (!store) return;
    const all = JSON.parse(store.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    const key = fingerprint(scope);
    if (!(key in all)) return;
    store.setItem(
      STORAGE_KEY,
      JSON.stringify(Object.fromEntries(Object.entries(all).filter(([k]) => k !== key))),
    );
  } catch {
    // Unreadable or blocked: nothing to forget.
  }
}

/** The window is treated as this much longer (fraction), plus a fixed padding (rate-limiter.ts). */
export const MARGIN = 0.1;
export const PADDING_MS = 250;

/** A group's window as the client counts it: a little longer than the service's. */
export function paddedWindowMs(windowMs: number, margin = MARGIN, paddingMs = PADDING_MS): number {
  return windowMs * (1 + margin) + paddingMs;
}

/**
 * Whether a request of the group may start now by what the store alone holds: for a request sent before
 * any limiter exists (the entry's first feed request, app/request-ahead.ts). When not, the client queues it.
 */
export function storeHasRoom(store: SpendStore, group: RateLimitGroup, now = Date.now()): boolean {
  const spend = store.read(group);
  if (!spend) return true;
  const { limit, windowMs } = RATE_LIMITS[group];
  const window = paddedWindowMs(windowMs);
  return now >= spend.pausedUntil && spend.sends.filter((s) => s.at > now - window).length < limit;
}
