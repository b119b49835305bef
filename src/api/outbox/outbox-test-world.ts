import { vi } from 'vitest';
import type { OutboxDriver, OutboxEntry, OutboxEnvironment } from './outbox';

/* The hand-moved world of the outbox's tests: its clock, network, sign-in and service, and its entries. */

export interface Write {
  text: string;
}

/** A clock, a network and timers the test moves by hand. */
export function world() {
  let now = 1_000_000;
  let online = true;
  let signedIn = true;
  const timers: { at: number; run: () => void }[] = [];
  const env: OutboxEnvironment = {
    online: () => online,
    signedIn: () => signedIn,
    now: () => now,
    exclusive: (run) => run(),
    setTimer: (run, ms) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => {
        timers.splice(timers.indexOf(timer), 1);
      };
    },
  };
  return {
    env,
    setOnline: (v: boolean) => (online = v),
    setSignedIn: (v: boolean) => (signedIn = v),
    advance: (ms: number) => {
      now += ms;
      for (const t of timers.filter((x) => x.at <= now)) {
        timers.splice(timers.indexOf(t), 1);
        t.run();
      }
    },
  };
}

/** A service that records what it took and answers each send with what the test queued (default: ok). */
export function service() {
  const stored: string[] = [];
  const answers: (() => Promise<string>)[] = [];
  const send = vi.fn((write: Write) => {
    const answer = answers.shift();
    if (answer) return answer();
    stored.push(write.text);
    return Promise.resolve(`id:${write.text}`);
  });
  const find = vi.fn((write: Write) =>
    Promise.resolve(stored.includes(write.text) ? `found:${write.text}` : null),
  );
  const driver: OutboxDriver<Write, string> = { send, find };
  return { stored, answers, driver, send, find };
}

/** An entry as the outbox first stores a write (queued, never tried), with what the test sets over it. */
export function queuedEntry<W>(write: W, over: Partial<OutboxEntry<W>> = {}): OutboxEntry<W> {
  return {
    seq: 1,
    write,
    createdAt: 0,
    state: 'queued',
    reason: null,
    attempts: 0,
    sentAt: null,
    uncertain: false,
    retryAt: null,
    ...over,
  };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
export async function idle() {
  for (let i = 0; i < 20; i++) await settle();
}
