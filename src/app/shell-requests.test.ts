import { dehydrate, hydrate, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Network } from '../../contract/networks';
import { rateLimitGroupOf } from '../../contract/rate-limits';
import { networkQueries } from '../api/networks/networks-api';
import { fakeService, json } from '../api/testing/fake-service';
import { userQueries } from '../api/users/users-api';
import { resetSessionFromStorage, setToken } from '../auth/session';
import { createQueryClient } from './query-client';
import { prefetchShell } from './screen-requests';

const network = (unseen: number) =>
  ({ type: 'network', id: 77, name: 'Corp', unseen_notification_count: unseen }) as Network;

let client: QueryClient;
beforeEach(() => {
  sessionStorage.clear();
  resetSessionFromStorage();
  setToken('t0ken');
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
});

/** The boot restores last visit's copy (app/query-persistence.ts), answered `ageMs` ago, into a new client. */
function restoreShell(ageMs: number) {
  const lastVisit = createQueryClient();
  const updatedAt = Date.now() - ageMs;
  lastVisit.setQueryData(userQueries.current().queryKey, { id: 9, network_id: 77 } as never, { updatedAt });
  lastVisit.setQueryData(networkQueries.current().queryKey, [network(3)], { updatedAt });
  hydrate(client, dehydrate(lastVisit));
  lastVisit.clear();
}

/** The boot and the root route loader ask for the shell's data; the shell then observes the poll. */
async function start() {
  const service = fakeService((url) =>
    url.pathname.endsWith('/networks/current.json')
      ? json([network(5)])
      : json({ id: 9, network_id: 77, name: 'me' }),
  );
  prefetchShell(client);
  prefetchShell(client);
  await vi.waitFor(() => {
    expect(client.isFetching()).toBe(0);
  });
  const askedAtStart = networksAsked(service);
  const shell = new QueryObserver(client, networkQueries.polled());
  const unsubscribe = shell.subscribe(() => undefined);
  await vi.waitFor(() => {
    expect(client.isFetching()).toBe(0);
  });
  unsubscribe();
  return { askedAtStart, networksAsked: networksAsked(service), messagesAsked: messagesAsked(service) };
}

const pathsOf = (service: ReturnType<typeof fakeService>) =>
  service.fetchMock.mock.calls.map((_, n) => service.urlOf(n).pathname);
const networksAsked = (service: ReturnType<typeof fakeService>) =>
  pathsOf(service).filter((p) => p.endsWith('/networks/current.json')).length;
const messagesAsked = (service: ReturnType<typeof fakeService>) =>
  pathsOf(service).filter((p) => rateLimitGroupOf(p) === 'messages').length;

const badge = () => client.getQueryData(networkQueries.current().queryKey)?.[0]?.unseen_notification_count;

describe("the shell's counts after a reload", () => {
  it('asks networks/current once at start when the copy is older than the poll interval', async () => {
    restoreShell(2 * 60_000);
    const asked = await start();
    // Before the shell is even drawn, and not again once it observes the poll.
    expect(asked.askedAtStart).toBe(1);
    expect(asked.networksAsked).toBe(1);
    expect(asked.messagesAsked).toBe(0);
    expect(badge()).toBe(5);
  });

  it('asks nothing more for a copy younger than the poll interval', async () => {
    restoreShell(20_000);
    const asked = await start();
    expect(asked.networksAsked).toBe(0);
    expect(asked.messagesAsked).toBe(0);
    expect(badge()).toBe(3);
  });
});
