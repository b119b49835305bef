import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Id } from '../../../contract/common';
import type { FeedEnvelope } from '../../../contract/messages';
import { getToken, sessionStore } from '../../auth/session';
import { EMPTY_DRAFT, loadDraft, saveDraft } from '../../lib/drafts';
import { indexedDbOutboxStore, memoryOutboxStore, outboxDatabaseName } from '../../lib/outbox-store';
import { httpClient } from '../http/http-client';
import { confirmEverywhere, editEverywhere, isSending } from '../messages/message-cache';
import { messageQueries } from '../messages/messages-api';
import { browserEnvironment, Outbox, type OutboxEntry, type OutboxEnvironment } from './outbox';
import { reapplyPending } from '../messages/pending-writes-cache';
import { settleWrite, undoWrite } from './outbox-effects';
import { outboxesOf } from './outbox-instances';
import type { StateResult } from './outbox-state-writes';
import { outboxDriver, tempIdOf, type OutboxWrite, type WriteResult } from './outbox-writes';
import { userQueries } from '../users/users-api';

/**
 * The person's outbox in this tab (one per query client and person), wired to the rest of the app: the
 * network coming back, a sign-in again and a request that reached the service again wake it; what it sends
 * lands in the caches (outbox-cache.ts); what the service refuses is undone there.
 */
export type MessageOutbox = Outbox<OutboxWrite, WriteResult>;
export type MessageOutboxEntry = OutboxEntry<OutboxWrite>;

export interface OutboxOwner {
  networkId: Id;
  userId: Id;
}

function lastConfirmedStore(name: string) {
  const key = `${name}.confirmed`;
  let memory: Id | null = null;
  return {
    get(): Id | null {
      try {
        const stored = Number(window.localStorage.getItem(key) ?? 'NaN');
        return Number.isFinite(stored) ? stored : memory;
      } catch {
        return memory;
      }
    },
    set(id: Id) {
      memory = id;
      try {
        window.localStorage.setItem(key, String(id));
      } catch {
        // Storage full or blocked: the memory copy serves this page.
      }
    },
  };
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
  const outbox: MessageOutbox = new Outbox(store, outboxDriver(lastConfirmedStore(name)), environment(name), {
    done: ({ seq, write }, result) => {
      if (write.kind === 'post') {
        const envelope = result as FeedEnvelope | undefined;
        const created = envelope?.messages[0];
        if (created)
          confirmEverywhere(client, [tempIdOf(seq, write.placement)], created, envelope.references);
      } else if (write.kind !== 'like' && write.kind !== 'delete') {
        settleWrite(client, write, result as StateResult);
      }
    },
    failed: ({ write }) => {
      // Undone where it shows (outbox-effects.ts); a post stays, marked as failed, with its words.
      if (write.kind !== 'post') undoWrite(client, write);
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
    if (key[0] !== 'messages') return;
    const waiting = outbox.getSnapshot();
    if (waiting.length > 0) reapplyPending(client, key, waiting);
  });
  void outbox.ready().then(() => {
    const waiting = outbox.getSnapshot();
    if (waiting.length === 0) return;
    for (const [key] of client.getQueriesData({ queryKey: messageQueries.all() }))
      reapplyPending(client, key, waiting);
    outbox.kick();
  });
  return outbox;
}

export function outboxFor(client: QueryClient, owner: OutboxOwner): MessageOutbox {
  const byOwner = outboxesOf(client);
  const key = `${String(owner.networkId)}.${String(owner.userId)}`;
  let outbox = byOwner.get(key);
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

const NONE: readonly MessageOutboxEntry[] = [];

/** The signed-in person's outbox (started on first use: a reload's waiting writes go out from here). */
export function useOutbox(): { outbox: MessageOutbox | null; entries: readonly MessageOutboxEntry[] } {
  const client = useQueryClient();
  const me = useQuery(userQueries.current()).data;
  const outbox = me ? outboxFor(client, { networkId: me.network_id, userId: me.id }) : null;
  const entries = useSyncExternalStore(
    (listener) => outbox?.subscribe(listener) ?? (() => undefined),
    () => outbox?.getSnapshot() ?? NONE,
    () => NONE,
  );
  return { outbox, entries };
}

/** The outbox entry a message shown as sending stands for. */
export function entryOfMessage(
  entries: readonly MessageOutboxEntry[],
  messageId: Id,
): MessageOutboxEntry | undefined {
  return entries.find((e) => e.write.kind === 'post' && tempIdOf(e.seq, e.write.placement) === messageId);
}

/**
 * Retry and Discard for the person. A discarded post leaves the lists, and its words go back to the draft of
 * its place when that draft is empty (nothing typed is lost); any other write discarded is undone where shown
 * (a failed one was undone already when it failed; a delete's lists are asked again either way).
 */
export function useOutboxActions() {
  const client = useQueryClient();
  const { outbox } = useOutbox();
  const retry = (entry: MessageOutboxEntry) => {
    void outbox?.retry(entry.seq);
  };
  const discard = async (entry: MessageOutboxEntry) => {
    const gone = await outbox?.discard(entry.seq);
    if (!gone) return;
    const { write } = gone;
    if (write.kind === 'post') {
      const id = tempIdOf(gone.seq, write.placement);
      editEverywhere(client, (m) => (isSending(m) && m.id === id ? null : m));
      if (write.draftKey && !loadDraft(write.draftKey))
        saveDraft(write.draftKey, {
          ...EMPTY_DRAFT,
          body: write.params.body,
          topics: write.params.topics ?? [],
        });
    } else if (write.kind === 'delete') {
      void client.invalidateQueries({ queryKey: messageQueries.feeds() });
    } else if (gone.state !== 'failed') {
      undoWrite(client, write);
    }
  };
  return { retry, discard };
}
