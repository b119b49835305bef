import { vi } from 'vitest';
import type { OutboxDriver, OutboxEnvironment } from './outbox';

/* The hand-moved world of the outbox's tests: its clock, network, sign-in and service. */

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

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
export async function idle() {
  for (let i = 0; i < 20; i++) await settle();
}
