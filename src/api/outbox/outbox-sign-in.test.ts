import { describe, expect, it } from 'vitest';
import { memoryOutboxStore } from '../../lib/outbox-store';
import { ApiError } from '../http/api-error';
import { Outbox, waitsInOutbox, type OutboxEntry } from './outbox';
import { idle, service, settle, world, type Write } from './outbox-test-world';

describe('the outbox and a sign-in that ends', () => {
  it('says a write waits for a sign-in in the turn the 401 comes back, before the store has kept the state', async () => {
    const w = world();
    const s = service();
    const memory = memoryOutboxStore<OutboxEntry<Write>>();
    // A store that keeps the next state only when the test lets it: IndexedDB under load.
    let holdPuts = false;
    const held: (() => void)[] = [];
    const store = {
      ...memory,
      put: (entry: OutboxEntry<Write>) =>
        holdPuts
          ? new Promise<void>((resolve) => held.push(() => void memory.put(entry).then(resolve)))
          : memory.put(entry),
    };
    let answer401: () => void = () => undefined;
    s.answers.push(
      () =>
        new Promise<string>((_, reject) => {
          answer401 = () => {
            w.setSignedIn(false);
            reject(new ApiError('unauthorized', 'The service answered 401', 401));
          };
        }),
    );
    const outbox = new Outbox(store, s.driver, w.env);
    const { seq } = outbox.enqueue({ text: 'an edit' });
    await idle();
    expect(outbox.getSnapshot()[0]?.state).toBe('sending');
    holdPuts = true;
    const heard: string[] = [];
    outbox.subscribe(() => heard.push(outbox.getSnapshot()[0]?.state ?? 'gone'));
    answer401();
    await settle();
    // The screen following the write knows it waits (and hands it over) with the store still writing.
    expect(heard).toContain('waiting-sign-in');
    expect(waitsInOutbox(outbox.getSnapshot(), seq)).toBe(true);
    expect(held.length).toBeGreaterThan(0);
    holdPuts = false;
    for (const release of held.splice(0)) release();
    await idle();
    expect((await memory.list())[0]?.state).toBe('waiting-sign-in');
  });
});
