import { dehydrate, hydrate, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupQueries } from '../api/groups/groups-api';
import { fakeService, json } from '../api/testing/fake-service';
import { resetSessionFromStorage, setToken } from '../auth/session';
import { createQueryClient } from './query-client';
import { FRESH_MS } from './query-times';
import { userQueries } from '../api/users/users-api';
import { messageQueries } from '../api/messages/messages-api';
import { feedService, message, recorded } from '../features/feed/testing/feed-service';
import { snapshotOf } from './query-persistence';
import { prefetchFeed, prefetchGroupScreen, prefetchUserTabScreen } from './screen-requests';
import { prefetchScreenAt } from './screens/start-screens';

/** A service where group 999999 does not exist, or (status 500) is having a bad moment. */
function serviceAnswering(status: number) {
  return fakeService((url) =>
    url.pathname.endsWith('/groups/999999.json') || url.pathname.endsWith('/in_group/999999.json')
      ? json({ response: { message: 'No such group' } }, status)
      : json({}, 404),
  );
}

const requested = (service: ReturnType<typeof fakeService>) =>
  service.fetchMock.mock.calls.map((_, n) => service.urlOf(n).pathname.replace(/^.*\/api\/v1/, ''));

/** What a screen does: its loader asks for its queries; its component then mounts on them. */
async function openGroupScreen(client: QueryClient) {
  prefetchGroupScreen(client, 999999);
  await vi.waitFor(() => {
    expect(client.isFetching()).toBe(0);
  });
  const observer = new QueryObserver(client, groupQueries.detail(999999));
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => {
    expect(client.isFetching()).toBe(0);
  });
  unsubscribe();
}

let client: QueryClient;
beforeEach(() => {
  sessionStorage.clear();
  resetSessionFromStorage();
  setToken('t0ken');
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

describe('a screen the service refuses', () => {
  it('is asked for once by the boot, the route loader and the mounting component together', async () => {
    const service = serviceAnswering(404);
    // The boot asks for the first screen's queries, then the route loader asks again (app/prepare-start.ts).
    prefetchGroupScreen(client, 999999);
    await vi.waitFor(() => {
      expect(client.isFetching()).toBe(0);
    });
    await openGroupScreen(client);
    expect(requested(service)).toEqual(['/groups/999999.json', '/messages/in_group/999999.json']);
    expect(client.getQueryState(groupQueries.detail(999999).queryKey)?.status).toBe('error');
  });

  it('is asked for again once the answer is no longer fresh', async () => {
    const service = serviceAnswering(404);
    await openGroupScreen(client);
    vi.useFakeTimers({ now: Date.now() + FRESH_MS + 1, toFake: ['Date'] });
    await openGroupScreen(client);
    expect(requested(service)).toHaveLength(4);
  });

  it('is asked for again at once when the failure may pass (a server error)', async () => {
    const service = serviceAnswering(500);
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    await openGroupScreen(client);
    await openGroupScreen(client);
    expect(requested(service)).toHaveLength(4);
  });
});

describe("a profile's requests", () => {
  const idle = () =>
    vi.waitFor(() => {
      expect(client.isFetching()).toBe(0);
    });

  it('ask for the person, their reporting line, the follow check and the tab, each once while fresh', async () => {
    const service = fakeService((url) =>
      url.pathname.endsWith('/users/7.json')
        ? json({ id: 7, full_name: 'Seven' })
        : json({ users: [], more_available: false, meta: {} }),
    );
    client.setQueryData(userQueries.current().queryKey, { id: 2 } as never);
    prefetchScreenAt(client, '/users/7/followers');
    await idle();
    // The route loader asks again a moment later: everything is fresh, nothing is sent twice.
    prefetchUserTabScreen(client, 7, 'followers');
    await idle();
    expect(requested(service).sort()).toEqual([
      '/networks/current.json',
      '/relationships.json',
      '/subscriptions/to_user/7.json',
      '/users/7.json',
      '/users/followed_by/7.json',
    ]);
  });

  it('never check whether the reader follows themself, and ask nothing for a word that is no tab', async () => {
    const service = fakeService(() => json([]));
    client.setQueryData(userQueries.current().queryKey, { id: 7 } as never);
    prefetchUserTabScreen(client, 7, 'likes');
    prefetchUserTabScreen(client, 7, 'groups');
    await idle();
    expect(requested(service).sort()).toEqual([
      '/groups/for_user/7.json',
      '/relationships.json',
      '/users/7.json',
    ]);
  });
});

describe('a feed restored from the last visit', () => {
  // The boot restores the copy (app/query-persistence.ts) into a new client: its queries have data but no
  // queryFn until a component observes them, and the boot and the route loader refresh the feed before that.
  function restoredFeed() {
    const lastVisit = createQueryClient();
    const key = messageQueries.feed({ feed: 'all' }, 'extended').queryKey;
    lastVisit.setQueryData(
      key,
      { pages: [{ ...recorded, messages: [message(1, 'read last time')] }], pageParams: [undefined] },
      { updatedAt: Date.now() - 60_000 },
    );
    hydrate(client, dehydrate(lastVisit));
    lastVisit.clear();
    return key;
  }

  it('is refreshed with its own request, once, and stays a success the copy keeps', async () => {
    const service = feedService(() =>
      json({ ...recorded, messages: [message(2, 'new'), message(1, 'old')] }),
    );
    const key = restoredFeed();
    // The boot, then the route loader, before React has mounted anything on the feed.
    void prefetchFeed(client, { feed: 'all' });
    void prefetchFeed(client, { feed: 'all' });
    expect(client.getQueryState(key)?.status).toBe('success');
    await vi.waitFor(() => {
      expect(client.isFetching()).toBe(0);
    });
    const state = client.getQueryState(key);
    expect(state?.error).toBeNull();
    expect(state?.status).toBe('success');
    expect(client.getQueryData(key)?.pages[0]?.messages.map((m) => m.id)).toEqual([2, 1]);
    expect(service.feedCalls()).toHaveLength(1);
    // A copy written now (the 1 s timer, the page hidden by a reload) still holds the feed.
    expect(snapshotOf(client)).toContain('"feed":"all"');
  });
});
