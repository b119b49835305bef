import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { messageQueries } from '../api/messages-api';
import { userQueries } from '../api/users-api';
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
