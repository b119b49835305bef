import { describe, expect, it, vi } from 'vitest';
import type { Group } from '../../../contract/groups';
import { memoryOutboxStore } from '../../lib/outbox-store';
import { Outbox, type OutboxEntry, type OutboxEnvironment } from './outbox';
import { outboxWrites, type OutboxWrite, type WriteResult } from './write-kinds';
import type { User } from '../../../contract/users';
import { emulatorService } from '../testing/emulator-service';

/**
 * The state writes through the real queue and driver, against the emulator, which keeps the state they set
 * (whom the reader follows, which groups they are in, their profile): sent to the right place, in order, and
 * each exactly once, also when the answer to the first attempt was lost after the service had acted.
 */
function service() {
  const emulator = emulatorService();
  /** Requests ("METHOD /path") whose answer is lost after the service acted on them (the connection drops). */
  const lose = new Set<string>();
  emulator.intercept(async (request) => {
    if (!lose.delete(`${request.method} ${new URL(request.url).pathname.replace('/api/v1', '')}`))
      return undefined;
    await emulator.emulator.app.fetch(request);
    throw new TypeError('Failed to fetch');
  });
  /** The requests sent, as "METHOD /path", without the query. */
  const log = () => emulator.requests.map((r) => r.replace('/api/v1', '').replace(/\?.*$/, ''));
  const follows = async () => (await emulator.ask(`/api/v1/subscriptions/to_user/${String(MALIK)}.json`)).ok;
  const groups = async () =>
    ((await (await emulator.ask('/api/v1/groups.json?mine=true')).json()) as Group[]).map((g) => g.id);
  const location = async () =>
    ((await (await emulator.ask('/api/v1/users/current.json')).json()) as User).location;
  return { ...emulator, lose, log, follows, groups, location };
}

const env: OutboxEnvironment = {
  online: () => true,
  signedIn: () => true,
  now: () => Date.now(),
  exclusive: (run) => run(),
  // The pause after a lost answer is cut short: the test is about what is sent, not when.
  setTimer: (run) => {
    const id = setTimeout(run, 0);
    return () => {
      clearTimeout(id);
    };
  },
};

function outbox(store = memoryOutboxStore<OutboxEntry<OutboxWrite>>()) {
  const driver = outboxWrites.driver({ outboxName: 'test' });
  return new Outbox<OutboxWrite, WriteResult>(store, driver, env);
}

// In the seeded demo network alice, the reader, follows neither Malik Farouk nor is in Sales Wins.
const ALICE = 36425097002;
const MALIK = 36425097010;
const SALES_WINS = 31158067004;
const ENGINEERING = 31158067001;

const followMalik: OutboxWrite = {
  kind: 'follow',
  target: 'user',
  id: MALIK,
  follow: true,
  name: 'Malik Farouk',
  was: false,
};
const joinSalesWins: OutboxWrite = {
  kind: 'membership',
  groupId: SALES_WINS,
  join: true,
  name: 'Sales Wins',
  changed: true,
};
const moveToRiga: OutboxWrite = { kind: 'profile', userId: ALICE, params: { location: 'Riga' } };

describe('follows, joins and profile edits in the outbox', () => {
  it('sends each to its place, in the order they were made', async () => {
    const s = service();
    const box = outbox();
    const results = [followMalik, joinSalesWins, moveToRiga].map((w) => box.enqueue(w).result);
    await Promise.all(results);
    expect(s.log()).toEqual([
      'POST /subscriptions.json',
      'POST /group_memberships.json',
      `PUT /users/${String(ALICE)}.json`,
    ]);
    expect(await s.follows()).toBe(true);
    expect(await s.groups()).toContain(SALES_WINS);
    expect(await s.location()).toBe('Riga');
    expect(await results[2]).toMatchObject({ id: ALICE, location: 'Riga' });
  });

  it('a follow whose answer was lost is read back from the to_user check, and not sent again', async () => {
    const s = service();
    s.lose.add('POST /subscriptions.json');
    await outbox().enqueue(followMalik).result;
    expect(s.log()).toEqual(['POST /subscriptions.json', `GET /subscriptions/to_user/${String(MALIK)}.json`]);
    expect(await s.follows()).toBe(true);
  });

  it('an unfollow left uncertain by a closed page is sent again, once, when the check says it did not hold', async () => {
    const s = service();
    const follow = new URLSearchParams({ target_type: 'user', target_id: String(MALIK) });
    expect((await s.ask('/api/v1/subscriptions.json', { method: 'POST', body: follow })).ok).toBe(true);
    const store = memoryOutboxStore<OutboxEntry<OutboxWrite>>();
    // What a page closed while the request was out leaves: marked uncertain before it left.
    await store.put({
      seq: 1,
      write: { ...followMalik, follow: false, was: true },
      createdAt: Date.now(),
      state: 'sending',
      reason: null,
      attempts: 1,
      sentAt: Date.now(),
      uncertain: true,
      retryAt: null,
    });
    const box = outbox(store);
    await box.ready();
    box.kick();
    await vi.waitFor(async () => {
      expect(await store.list()).toEqual([]);
    });
    expect(s.log()).toEqual([
      `GET /subscriptions/to_user/${String(MALIK)}.json`,
      'DELETE /subscriptions.json',
    ]);
    expect(await s.follows()).toBe(false);
  });

  it('a join whose answer was lost is read back from the reader’s groups, and not sent again', async () => {
    const s = service();
    s.lose.add('POST /group_memberships.json');
    await outbox().enqueue(joinSalesWins).result;
    expect(s.log()).toEqual(['POST /group_memberships.json', 'GET /groups.json']);
    expect(await s.groups()).toContain(SALES_WINS);
  });

  it('a leave whose answer was lost is read back too: not in the group is done', async () => {
    const s = service();
    // Alice is in Engineering.
    s.lose.add('DELETE /group_memberships.json');
    await outbox().enqueue({ ...joinSalesWins, groupId: ENGINEERING, name: 'Engineering', join: false })
      .result;
    expect(s.log()).toEqual(['DELETE /group_memberships.json', 'GET /groups.json']);
    expect(await s.groups()).not.toContain(ENGINEERING);
  });

  it('a profile edit whose answer was lost is sent again as it was: it sets fields, so the state is one send’s', async () => {
    const s = service();
    s.lose.add(`PUT /users/${String(ALICE)}.json`);
    const result = await outbox().enqueue(moveToRiga).result;
    expect(s.log()).toEqual([`PUT /users/${String(ALICE)}.json`, `PUT /users/${String(ALICE)}.json`]);
    expect(await s.location()).toBe('Riga');
    expect(result).toMatchObject({ location: 'Riga' });
  });
});
