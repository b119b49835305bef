import { dehydrate, hydrate, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedEnvelope } from '../../contract/messages';
import { groupQueries } from '../api/groups/groups-api';
import { emulatorService, type EmulatorService } from '../api/testing/emulator-service';
import { json } from '../api/testing/service-kit';
import { resetSessionFromStorage, setToken } from '../auth/session';
import { createQueryClient } from './query-client';
import { FRESH_MS } from './query-times';
import { userQueries } from '../api/users/users-api';
import { messageQueries } from '../api/messages/messages-api';
import { postMessage } from '../features/feed/testing/feed-emulator';
import { snapshotOf } from './query-persistence';
import { prefetchFeed, prefetchGroupScreen, prefetchUserTabScreen } from './screen-requests';
import { prefetchScreenAt } from './screens/start-screens';

/** No group of the demo network has this id: the emulator answers 404 for it and for its feed. */
const NO_GROUP = 999999;

/** The emulator, where group 999999 does not exist, or (status 500) is having a bad moment. */
function serviceAnswering(status: number) {
  const service = emulatorService();
  if (status !== 404) {
    service.intercept((request) =>
      /\/(groups|in_group)\/999999\.json$/.test(new URL(request.url).pathname)
        ? json({ response: { message: 'Server error' } }, status)
        : undefined,
    );
  }
  return service;
}

/** The paths the app asked for, without the API prefix nor the query. */
const requested = (service: EmulatorService) =>
  service.requests.map((request) => request.replace(/^\w+ \/api\/v1/, '').replace(/\?.*$/, ''));

/** A demo user's id, as the emulator knows them. */
function userIdOf(service: EmulatorService, email: string): number {
  const user = service.emulator.repo.userByEmail(email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user.id;
}

/** What a screen does: its loader asks for its queries; its component then mounts on them. */
async function openGroupScreen(client: QueryClient) {
  prefetchGroupScreen(client, NO_GROUP);
  await vi.waitFor(() => {
    expect(client.isFetching()).toBe(0);
  });
  const observer = new QueryObserver(client, groupQueries.detail(NO_GROUP));
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
    prefetchGroupScreen(client, NO_GROUP);
    await vi.waitFor(() => {
      expect(client.isFetching()).toBe(0);
    });
    await openGroupScreen(client);
    expect(requested(service)).toEqual(['/groups/999999.json', '/messages/in_group/999999.json']);
    expect(client.getQueryState(groupQueries.detail(NO_GROUP).queryKey)?.status).toBe('error');
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
    const service = emulatorService();
    const bob = userIdOf(service, 'bob@example.com');
    client.setQueryData(userQueries.current().queryKey, { id: service.userId } as never);
    prefetchScreenAt(client, `/users/${String(bob)}/followers`);
    await idle();
    // The route loader asks again a moment later: everything is fresh, nothing is sent twice.
    prefetchUserTabScreen(client, bob, 'followers');
    await idle();
    expect(requested(service).sort()).toEqual([
      '/networks/current.json',
      '/relationships.json',
      `/subscriptions/to_user/${String(bob)}.json`,
      `/users/${String(bob)}.json`,
      `/users/followed_by/${String(bob)}.json`,
    ]);
  });

  it('never check whether the reader follows themself, and ask nothing for a word that is no tab', async () => {
    const service = emulatorService();
    const alice = service.userId;
    client.setQueryData(userQueries.current().queryKey, { id: alice } as never);
    prefetchUserTabScreen(client, alice, 'likes');
    prefetchUserTabScreen(client, alice, 'groups');
    await idle();
    expect(requested(service).sort()).toEqual([
      `/groups/for_user/${String(alice)}.json`,
      '/relationships.json',
      `/users/${String(alice)}.json`,
    ]);
  });
});

describe('a feed restored from the last visit', () => {
  // The boot restores the copy (app/query-persistence.ts) into a new client: its queries have data but no
  // queryFn until a component observes them, and the boot and the route loader refresh the feed before that.
  // Last time, the feed held only what was then its newest message.
  async function restoredFeed(service: EmulatorService) {
    const answer = await service.ask('/api/v1/messages.json?threaded=extended');
    const page = (await answer.json()) as FeedEnvelope;
    const lastVisit = createQueryClient();
    const key = messageQueries.feed({ feed: 'all' }, 'extended').queryKey;
    lastVisit.setQueryData(
      key,
      { pages: [{ ...page, messages: page.messages.slice(0, 1) }], pageParams: [undefined] },
      { updatedAt: Date.now() - 60_000 },
    );
    hydrate(client, dehydrate(lastVisit));
    lastVisit.clear();
    return key;
  }

  it('is refreshed with its own request, once, and stays a success the copy keeps', async () => {
    const service = emulatorService();
    const key = await restoredFeed(service);
    const read = client.getQueryData(key)?.pages[0]?.messages[0]?.id;
    const posted = await postMessage(service, 'new since last time');
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
    expect(
      client
        .getQueryData(key)
        ?.pages[0]?.messages.map((m) => m.id)
        .slice(0, 2),
    ).toEqual([posted, read]);
    expect(requested(service).filter((path) => path === '/messages.json')).toHaveLength(1);
    // A copy written now (the 1 s timer, the page hidden by a reload) still holds the feed.
    expect(snapshotOf(client)).toContain('"feed":"all"');
  });
});
