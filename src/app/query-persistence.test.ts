import { hydrate, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { messageQueries } from '../api/messages/messages-api';
import { relationshipQueries } from '../api/relationships/relationships-api';
import { subscriptionQueries } from '../api/subscriptions/subscriptions-api';
import { userQueries } from '../api/users/users-api';
import { expireSession, resetSessionFromStorage, setToken, signOut } from '../auth/session';
import { ALL_FEED } from '../lib/feed-source';
import { persistQueryCache, restoreQueryCache, snapshotOf, wasRestored } from './query-persistence';

const me = { id: 7, network_id: 3, full_name: 'Pat Reader' };
const page = (id: number) => ({ messages: [{ id }], references: [], meta: {}, threaded_extended: {} });

function filled(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(userQueries.current().queryKey, me as never);
  client.setQueryData(messageQueries.feed(ALL_FEED, 'flat').queryKey, {
    pages: [page(30), page(20), page(10)],
    pageParams: [undefined, 30, 20],
  } as never);
  client.setQueryData(['messages', 'newer', { feed: 'all' }], { messages: [], references: [] });
  return client;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionFromStorage();
});

describe('the persisted query cache', () => {
  it('keeps only first pages of feeds and the current user; a copy owned by another token is not restored', () => {
    setToken('token-a');
    const stored = snapshotOf(filled()) ?? '';
    expect(stored).toContain('"id":30');
    expect(stored).not.toContain('"id":20');
    expect(stored).not.toContain('newer');
    localStorage.setItem('commons.cache.3.7', stored);

    const client = filled();
    const stop = persistQueryCache(client, false);
    client.setQueryData(userQueries.current().queryKey, { ...me } as never);
    stop();
    // A write happens a second later; write the owner record the way it would be written.
    localStorage.setItem('commons.cache.owner', JSON.stringify({ key: 'commons.cache.3.7', token: '' }));

    const another = new QueryClient();
    expect(restoreQueryCache(another)).toBe(false);
  });

  it('restores before render for the owner of the token, and marks the data as restored', async () => {
    setToken('token-a');
    const source = filled();
    const stop = persistQueryCache(source, false);
    source.setQueryData(userQueries.current().queryKey, { ...me } as never);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    stop();

    const fresh = new QueryClient();
    expect(restoreQueryCache(fresh)).toBe(true);
    const feed = fresh.getQueryData(messageQueries.feed(ALL_FEED, 'flat').queryKey);
    expect(feed?.pages).toHaveLength(1);
    expect(fresh.getQueryData(userQueries.current().queryKey)).toMatchObject({ full_name: 'Pat Reader' });

    // Another person's token finds nothing.
    setToken('token-b');
    expect(restoreQueryCache(new QueryClient())).toBe(false);
    expect(wasRestored(fresh, messageQueries.feed(ALL_FEED, 'flat').queryKey)).toBe(false);
  });

  it('is deleted on sign-out and on a 401', async () => {
    for (const end of [signOut, expireSession]) {
      setToken('token-a');
      const client = filled();
      const stop = persistQueryCache(client, false);
      client.setQueryData(userQueries.current().queryKey, { ...me } as never);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(localStorage.getItem('commons.cache.3.7')).not.toBeNull();
      end();
      expect(Object.keys(localStorage).filter((k) => k.startsWith('commons.cache.'))).toEqual([]);
      stop();
    }
  });
});

const person = (id: number) => ({ id, full_name: `Person ${String(id)}`, network_id: 3 });

describe('what the persisted copy keeps for reading offline', () => {
  const thread = (id: number) => messageQueries.thread(id).queryKey;

  function reader(): QueryClient {
    const client = filled();
    // A conversation read whole (two pages), a profile (the person, the reporting line, the follow check).
    client.setQueryData(thread(500), {
      pages: [page(502), page(501)],
      pageParams: [undefined, 502],
    } as never);
    client.setQueryData(userQueries.detail(41).queryKey, person(41) as never);
    client.setQueryData(relationshipQueries.of(41).queryKey, { superiors: [], subordinates: [] } as never);
    client.setQueryData(subscriptionQueries.toUser(41).queryKey, true);
    // A sender named by a message, asked for alone.
    client.setQueryData(userQueries.detail(42).queryKey, person(42) as never);
    return client;
  }

  it('keeps the last conversations (every page) and profiles read, and the people they name', () => {
    const stored = snapshotOf(reader()) ?? '';
    expect(stored).toContain('"kind":"in_thread","id":500');
    expect(stored).toContain('"id":501');
    expect(stored).toContain('"id":502');
    expect(stored).toContain('["relationships",41]');
    expect(stored).toContain('["subscriptions","to","user",41]');
    expect(stored).toContain('"full_name":"Person 41"');
    expect(stored).toContain('"full_name":"Person 42"');
  });

  it('keeps the six most recent conversations and profiles', () => {
    const client = new QueryClient();
    client.setQueryData(userQueries.current().queryKey, me as never);
    for (let id = 1; id <= 8; id++) {
      client.setQueryData(thread(id), { pages: [page(id * 10)], pageParams: [undefined] } as never, {
        updatedAt: 1_000 + id,
      });
      client.setQueryData(relationshipQueries.of(id).queryKey, { superiors: [], subordinates: [] } as never, {
        updatedAt: 1_000 + id,
      });
    }
    const stored = snapshotOf(client) ?? '';
    for (let id = 3; id <= 8; id++) {
      expect(stored).toContain(`"kind":"in_thread","id":${String(id)}}`);
      expect(stored).toContain(`["relationships",${String(id)}]`);
    }
    for (const id of [1, 2]) {
      expect(stored).not.toContain(`"kind":"in_thread","id":${String(id)}}`);
      expect(stored).not.toContain(`["relationships",${String(id)}]`);
    }
  });

  it('under the size cap, drops the named people first, then the least recently read', () => {
    const client = reader();
    const big = 'x'.repeat(250_000);
    client.setQueryData(userQueries.detail(42).queryKey, { ...person(42), summary: big } as never);
    for (const [id, updatedAt] of [
      [700, 2],
      [750, 3],
      [800, 4],
    ] as const)
      client.setQueryData(
        thread(id),
        { pages: [{ ...page(id + 1), meta: { note: big } }], pageParams: [undefined] } as never,
        { updatedAt },
      );
    const stored = snapshotOf(client) ?? '';
    expect(stored.length).toBeLessThanOrEqual(600_000);
    expect(stored).not.toContain('Person 42');
    expect(stored).toContain('"id":801');
    expect(stored).toContain('"id":751');
    expect(stored).not.toContain('"id":701');
    // The feed, the profile and the conversation read just now stay.
    expect(stored).toContain('"id":30');
    expect(stored).toContain('"id":502');
    expect(stored).toContain('Person 41');
  });
});

describe('what decides that a query is kept', () => {
  it('is the declaration of its query options, not its key: an undeclared query is not kept', async () => {
    const client = filled();
    // Shaped like a profile's person and a conversation, but asked with options that declare nothing.
    await client.query({
      queryKey: ['users', 'detail', 987_654],
      queryFn: () => person(987_654),
    });
    await client.query({
      queryKey: ['threads', 'detail', 987_655],
      queryFn: () => ({ id: 987_655, note: 'undeclared thread' }),
    });
    const stored = snapshotOf(client) ?? '';
    expect(stored).not.toContain('Person 987654');
    expect(stored).not.toContain('undeclared thread');
    // The declared ones beside them are kept.
    expect(stored).toContain('"id":30');
    expect(stored).toContain('Pat Reader');
  });
});

describe('a refresh that failed', () => {
  it('keeps the feed read before in the copy, as a success', async () => {
    setToken('token-a');
    const client = filled();
    const key = messageQueries.feed(ALL_FEED, 'flat').queryKey;
    await client
      .query({
        queryKey: key,
        queryFn: () => Promise.reject(new Error('503')),
        retry: false,
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(client.getQueryState(key)?.status).toBe('error');

    const stored = snapshotOf(client) ?? '';
    expect(stored).toContain('"id":30');
    const restored = new QueryClient();
    hydrateFrom(restored, stored);
    expect(restored.getQueryState(key)?.status).toBe('success');
  });
});

function hydrateFrom(client: QueryClient, stored: string): void {
  const { state } = JSON.parse(stored) as { state: Parameters<typeof hydrate>[1] };
  hydrate(client, state);
}
