import type { ApiError } from '../http/api-error';

/** The outbox's entries, its driver and its surroundings (outbox.ts is the queue that uses them). */

export type OutboxState =
  /** Stored, its turn not come yet. */
  | 'queued'
  | 'sending'
  | 'waiting-network'
  | 'waiting-sign-in'
  /** The service had a problem (5xx, 429): tried again at `retryAt`. */
  | 'retrying'
  /** Refused for good (a 4xx): kept with its reason until retried or discarded. */
  | 'failed';

export interface OutboxEntry<W = unknown> {
  seq: number;
  write: W;
  createdAt: number;
  state: OutboxState;
  /** Why it waits or failed, in words for people. */
  reason: string | null;
  attempts: number;
  /** When the last attempt left (epoch ms): a post found on the service is newer than this. */
  sentAt: number | null;
  /** The last attempt may have reached the service: look before sending again. */
  uncertain: boolean;
  retryAt: number | null;
}

export interface OutboxDriver<W, R> {
  send(write: W): Promise<R>;
  /** The write on the service already (after an unknown outcome), or null; only for writes that need it. */
  find?(write: W, since: number): Promise<R | null>;
  /** A refusal that means the write is done anyway (a delete of a message already gone). */
  doneDespite?(write: W, error: ApiError): boolean;
}

export interface OutboxEnvironment {
  online(): boolean;
  signedIn(): boolean;
  now(): number;
  /** One drainer at a time across the person's tabs (navigator.locks), or just run. */
  exclusive<T>(run: () => Promise<T>): Promise<T>;
  setTimer(run: () => void, ms: number): () => void;
}

export interface OutboxEvents<W, R> {
  done?(entry: OutboxEntry<W>, result: R): void;
  failed?(entry: OutboxEntry<W>, error: unknown): void;
  /** Another tab or the store changed the list. */
  changed?(): void;
}

const WAITING_STATES: ReadonlySet<OutboxState> = new Set(['waiting-network', 'waiting-sign-in', 'retrying']);

/**
 * Whether the write waits in the outbox rather than going out now: it waits itself (offline, signed out, a
 * pause after a 5xx or 429), or its turn has not come because an earlier write is still ahead of it (waiting,
 * or being sent on a slow or stalled network). Either way the outbox holds it, and the screen that asked can
 * let go. A failed write ahead does not hold the others back.
 */
export function waitsInOutbox(entries: readonly OutboxEntry[], seq: number): boolean {
  const entry = entries.find((e) => e.seq === seq);
  if (!entry) return false;
  if (WAITING_STATES.has(entry.state)) return true;
  return entry.state === 'queued' && entries.some((e) => e.seq < seq && e.state !== 'failed');
}

const MAX_PAUSE_MS = 30_000;
export const pauseAfter = (attempts: number) => Math.min(MAX_PAUSE_MS, 1000 * 2 ** Math.max(0, attempts - 1));

export const browserEnvironment: OutboxEnvironment = {
  online: () => typeof navigator === 'undefined' || navigator.onLine,
  signedIn: () => true,
  now: () => Date.now(),
  exclusive: (run) => run(),
  setTimer: (run, ms) => {
    const id = setTimeout(run, ms);
    return () => {
      clearTimeout(id);
    };
  },
};
