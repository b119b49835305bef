import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import { getToken, sessionStore } from '../../auth/session';
import { indexedDbOutboxStore, memoryOutboxStore, outboxDatabaseName } from '../../lib/outbox-store';
import { httpClient } from '../http/http-client';
import { userQueries } from '../users/users-api';
import { browserEnvironment, Outbox, type OutboxEntry, type OutboxEnvironment } from './outbox';
import { outboxesOf } from './outbox-instances';
import { outboxWrites, type OutboxWrite, type WriteResult } from './write-kinds';

/**
 * The person's outbox in this tab (one per query client and person), wired to the rest of the app: the
 * network coming back, a sign-in again and a request that reached the service again wake it; what it sends
 * lands in the caches and what the service refuses is undone there, each as its kind says (write-kinds.ts).
 */
export type MessageOutbox = Outbox<OutboxWrite, WriteResult>;
export type MessageOutboxEntry = OutboxEntry<OutboxWrite>;

export interface OutboxOwner {
  networkId: Id;
  userId: Id;
}

function environment(name: string): OutboxEnvironment {
  return {
    ...browserEnvironment,
    signedIn: () => httpClient().hasToken(),
    // One tab of the person drains at a time; the others wait their turn and read the queue afresh.
    exclusive: (run) =>
      typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks.request(name, run) : run(),
  };
}

function create(client: QueryClient, owner: OutboxOwner): MessageOutbox {
  const name = outboxDatabaseName(owner.networkId, owner.userId);
  const store = indexedDbOutboxStore<MessageOutboxEntry>(name) ?? memoryOutboxStore<MessageOutboxEntry>();
  const driver = outboxWrites.driver({ outboxName: name });
  const outbox: MessageOutbox = new Outbox(store, driver, environment(name), {
    done: ({ seq, write }, result) => {
      outboxWrites.settle(client, write, result, seq);
    },
    failed: ({ seq, write }) => {
      outboxWrites.undo(client, write, seq);
    },
  });
  const wake = () => {
    outbox.kick(true);
  };
  if (typeof window !== 'undefined') window.addEventListener('online', wake);
  sessionStore.subscribe(() => {
    if (getToken() !== null) wake();
  });
  let offline = httpClient().getSnapshot().offline;
  httpClient().subscribe(() => {
    const now = httpClient().getSnapshot().offline;
    if (offline && !now) wake();
    offline = now;
  });
  // A list the service answered afresh knows nothing of the writes still waiting: they are put back.
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    const { queryKey: key } = event.query as { queryKey: QueryKey };
    const waiting = outbox.getSnapshot();
    if (waiting.length > 0) outboxWrites.reapply(client, key, waiting);
  });
  void outbox.ready().then(() => {
    const waiting = outbox.getSnapshot();
    if (waiting.length === 0) return;
    for (const { queryKey } of client.getQueryCache().getAll())
      outboxWrites.reapply(client, queryKey, waiting);
    outbox.kick();
  });
  return outbox;
}

export function outboxFor(client: QueryClient, owner: OutboxOwner): MessageOutbox {
  const byOwner = outboxesOf(client);
  const key = `${String(owner.networkId)}.${String(owner.userId)}`;
  // Held blind to the kinds of write (outbox-instances.ts); every one there was made by create() here.
  let outbox = byOwner.get(key) as MessageOutbox | undefined;
  if (!outbox) {
    outbox = create(client, owner);
    byOwner.set(key, outbox);
  }
  return outbox;
}

/**
 * The signed-in reader's outbox, for a write a screen makes on their behalf (a follow, a join, an edit):
 * null while the reader is not cached (use-state-write.ts asks for them then).
 */
export function readerOutbox(client: QueryClient): MessageOutbox | null {
  const me = client.getQueryData(userQueries.current().queryKey);
  return me ? outboxFor(client, { networkId: me.network_id, userId: me.id }) : null;
}
