import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { userQueries } from '../users/users-api';
import { outboxFor, type MessageOutbox, type MessageOutboxEntry } from './outbox-instance';
import { outboxWrites } from './write-kinds';

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

/**
 * Retry and Discard for the person. A write discarded is undone where it shows, as its kind says (a failed
 * one was undone already when it failed; a post's words go back to its draft).
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
    outboxWrites.discard(client, gone.write, gone.seq, gone.state === 'failed');
  };
  return { retry, discard };
}
