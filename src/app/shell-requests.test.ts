import { dehydrate, hydrate, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Network } from '../../contract/networks';
import { rateLimitGroupOf } from '../../contract/rate-limits';
import { networkQueries } from '../api/networks/networks-api';
import { emulatorService, type EmulatorService } from '../api/testing/emulator-service';
import { BASE } from '../api/testing/service-kit';
import { userQueries } from '../api/users/users-api';
import { resetSessionFromStorage, setToken } from '../auth/session';
import { createQueryClient } from './query-client';
import { prefetchShell } from './screen-requests';

/** The badge of last visit's copy: a count the seed never has, to tell it from the service's. */
const RESTORED = 42;
/** Example Corp, alice's network in the seeded demo network. */
const EXAMPLE_CORP = 5897756601;
const network = (unseen: number) =>
  ({ type: 'network', id: EXAMPLE_CORP, name: 'Example Corp', unseen_notification_count: unseen }) as Network;

let client: QueryClient;
let service: EmulatorService;
beforeEach(() => {
  service = emulatorService();
  sessionStorage.clear();
  resetSessionFromStorage();
  setToken(service.token);
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
});

/** The boot restores last visit's copy (app/query-persistence.ts), answered `ageMs` ago, into a new client. */
function restoreShell(ageMs: number) {
  const lastVisit = createQueryClient();
  const updatedAt = Date.now() - ageMs;
  lastVisit.setQueryData(
    userQueries.current().queryKey,
    { id: service.userId, network_id: EXAMPLE_CORP } as never,
    { updatedAt },
  );
  lastVisit.setQueryData(networkQueries.current().queryKey, [network(RESTORED)], { updatedAt });
  hydrate(client, dehydrate(lastVisit));
  lastVisit.clear();
}

/** The boot and the root route loader ask for the shell's data; the shell then observes the poll. */
async function start() {
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

const pathsOf = (service: EmulatorService) =>
  service.requests.map((request) => new URL(request.split(' ')[1] ?? '', BASE).pathname);
const networksAsked = (service: EmulatorService) =>
  pathsOf(service).filter((p) => p.endsWith('/networks/current.json')).length;
const messagesAsked = (service: EmulatorService) =>
  pathsOf(service).filter((p) => rateLimitGroupOf(p) === 'messages').length;

/** Alice's unseen notifications in Example Corp, as the emulator counts them now. */
async function unseenNow() {
  const networks = (await (await service.ask('/api/v1/networks/current.json')).json()) as Network[];
  return networks.find((n) => n.id === EXAMPLE_CORP)?.unseen_notification_count;
}

const badge = () => client.getQueryData(networkQueries.current().queryKey)?.[0]?.unseen_notification_count;

describe("the shell's counts after a reload", () => {
  it('asks networks/current once at start when the copy is older than the poll interval', async () => {
    restoreShell(2 * 60_000);
    const asked = await start();
    // Before the shell is even drawn, and not again once it observes the poll.
    expect(asked.askedAtStart).toBe(1);
    expect(asked.networksAsked).toBe(1);
    expect(asked.messagesAsked).toBe(0);
    const unseen = await unseenNow();
    expect(unseen).not.toBe(RESTORED);
    expect(badge()).toBe(unseen);
  });

  it('asks nothing more for a copy younger than the poll interval', async () => {
    restoreShell(20_000);
    const asked = await start();
    expect(asked.networksAsked).toBe(0);
    expect(asked.messagesAsked).toBe(0);
    expect(badge()).toBe(RESTORED);
  });
});
