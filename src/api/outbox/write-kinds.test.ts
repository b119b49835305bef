import { describe, expect, it, vi } from 'vitest';
import type { Group } from '../../../contract/groups';
import { memoryOutboxStore } from '../../lib/outbox-store';
import { Outbox, type OutboxEntry, type OutboxEnvironment } from './outbox';
import { outboxWrites, type OutboxWrite, type WriteResult } from './write-kinds';
import { fakeService, json } from '../testing/fake-service';
import { aGroup, recordedMe } from '../testing/group-fixtures';

/**
 * The state writes through the real queue and driver, against a fake service that keeps the state they set
 * (whom the reader follows, which groups they are in, their profile): sent to the right place, in order, and
 * each exactly once, also when the answer to the first attempt was lost after the service had acted.
 */
function service() {
  const state = { follows: new Set<string>(), groups: new Set<number>(), location: '' };
  const log: string[] = [];
  /** Requests whose answer is lost after the service acted on them (the connection drops). */
  const lose = new Set<string>();
  const { fetchMock } = fakeService((url, init) => {
    const method = init.method ?? 'GET';
    const form = init.body instanceof URLSearchParams ? init.body : url.searchParams;
    const path = url.pathname.replace('/api/v1', '');
    log.push(`${method} ${path}`);
    let answer: Response;
    if (path === '/subscriptions.json') {
      const key = `${String(form.get('target_type'))}:${String(form.get('target_id'))}`;
      if (method === 'POST') state.follows.add(key);
      else state.follows.delete(key);
      answer = new Response(null, { status: 201 });
    } else if (path.startsWith('/subscriptions/to_user/')) {
      answer = state.follows.has(`user:${path.split('/')[3]?.replace('.json', '') ?? ''}`)
        ? json({})
        : json({}, 404);
    } else if (path === '/group_memberships.json') {
      const id = Number(url.searchParams.get('group_id'));
      if (method === 'POST') state.groups.add(id);
      else state.groups.delete(id);
      answer = json({}, method === 'POST' ? 201 : 200);
    } else if (path === '/groups.json') {
      const mine: Group[] = [...state.groups].map((id) => aGroup(id, `Group ${String(id)}`));
      answer = json(mine);
    } else if (path === '/users/7.json' && method === 'PUT') {
      state.location = form.get('location') ?? state.location;
      answer = json({ ...recordedMe(), id: 7, location: state.location });
    } else answer = json({}, 404);
    if (lose.delete(`${method} ${path}`)) return Promise.reject(new TypeError('Failed to fetch'));
    return answer;
  });
  return { state, log, lose, fetchMock };
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

const followAna: OutboxWrite = {
  kind: 'follow',
  target: 'user',
  id: 12,
  follow: true,
  name: 'Ana Ruiz',
  was: false,
};
const joinEngineering: OutboxWrite = {
  kind: 'membership',
  groupId: 5,
  join: true,
  name: 'Engineering',
  changed: true,
};
const moveToRiga: OutboxWrite = { kind: 'profile', userId: 7, params: { location: 'Riga' } };

describe('follows, joins and profile edits in the outbox', () => {
  it('sends each to its place, in the order they were made', async () => {
    const s = service();
    const box = outbox();
    const results = [followAna, joinEngineering, moveToRiga].map((w) => box.enqueue(w).result);
    await Promise.all(results);
    expect(s.log).toEqual(['POST /subscriptions.json', 'POST /group_memberships.json', 'PUT /users/7.json']);
    expect(s.state).toEqual({ follows: new Set(['user:12']), groups: new Set([5]), location: 'Riga' });
    expect(await results[2]).toMatchObject({ id: 7, location: 'Riga' });
  });

  it('a follow whose answer was lost is read back from the to_user check, and not sent again', async () => {
    const s = service();
    s.lose.add('POST /subscriptions.json');
    await outbox().enqueue(followAna).result;
    expect(s.log).toEqual(['POST /subscriptions.json', 'GET /subscriptions/to_user/12.json']);
    expect(s.state.follows).toEqual(new Set(['user:12']));
  });

  it('an unfollow left uncertain by a closed page is sent again, once, when the check says it did not hold', async () => {
    const s = service();
    s.state.follows.add('user:12');
    const store = memoryOutboxStore<OutboxEntry<OutboxWrite>>();
    // What a page closed while the request was out leaves: marked uncertain before it left.
    await store.put({
      seq: 1,
      write: { ...followAna, follow: false, was: true },
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
    expect(s.log).toEqual(['GET /subscriptions/to_user/12.json', 'DELETE /subscriptions.json']);
    expect(s.state.follows).toEqual(new Set());
  });

  it('a join whose answer was lost is read back from the reader’s groups, and not sent again', async () => {
    const s = service();
    s.lose.add('POST /group_memberships.json');
    await outbox().enqueue(joinEngineering).result;
    expect(s.log).toEqual(['POST /group_memberships.json', 'GET /groups.json']);
    expect(s.state.groups).toEqual(new Set([5]));
  });

  it('a leave whose answer was lost is read back too: not in the group is done', async () => {
    const s = service();
    s.state.groups.add(5);
    s.lose.add('DELETE /group_memberships.json');
    await outbox().enqueue({ ...joinEngineering, join: false }).result;
    expect(s.log).toEqual(['DELETE /group_memberships.json', 'GET /groups.json']);
    expect(s.state.groups).toEqual(new Set());
  });

  it('a profile edit whose answer was lost is sent again as it was: it sets fields, so the state is one send’s', async () => {
    const s = service();
    s.lose.add('PUT /users/7.json');
    const result = await outbox().enqueue(moveToRiga).result;
    expect(s.log).toEqual(['PUT /users/7.json', 'PUT /users/7.json']);
    expect(s.state.location).toBe('Riga');
    expect(result).toMatchObject({ location: 'Riga' });
  });
});
