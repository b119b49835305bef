import { useQueryClient } from '@tanstack/react-query';
import { userQueries } from '../users/users-api';
import { outboxFor, readerOutbox, type MessageOutbox } from './outbox-instance';
import { useOutboxWriteStatus, type WriteHandlers } from './use-outbox-write-status';
import { outboxWrites, type OutboxWrite } from './write-kinds';

/**
 * Sends a follow, a join or leave, a profile or relationship edit through the reader's outbox, in order with
 * their posts, and follows it for the screen (use-outbox-write-status.ts). `prepare` makes the optimistic edit
 * and returns the write, synchronously: the write takes its place in the queue in the order of the clicks,
 * and its answer cannot land before the edit. The outbox undoes that edit if the service refuses it
 * (its kind's undo, from the outbox instance).
 */
export function useStateWrite() {
  const client = useQueryClient();
  const { follow, ...status } = useOutboxWriteStatus();
  const send = <R>(prepare: () => OutboxWrite, handlers: WriteHandlers<R> = {}) => {
    const write = prepare();
    const queueIn = (outbox: MessageOutbox) => {
      const queued = outbox.enqueue(write);
      // The outbox answers with every kind's result; this write's is the kind the caller named.
      follow(outbox, queued as typeof queued & { result: Promise<R> }, handlers);
    };
    const outbox = readerOutbox(client);
    if (outbox) {
      queueIn(outbox);
      return;
    }
    // The reader not cached yet (a screen that did not need them): asked once, then queued. Not known at all
    // (signed out, or no network before the first answer): refused here, and turned back.
    client.query(userQueries.current()).then(
      (me) => {
        queueIn(outboxFor(client, { networkId: me.network_id, userId: me.id }));
      },
      (error: unknown) => {
        outboxWrites.undo(client, write, 0);
        const reason = error instanceof Error ? error : new Error(String(error));
        follow(null, { seq: 0, stored: Promise.resolve(), result: Promise.reject<R>(reason) }, handlers);
      },
    );
  };
  return { send, ...status };
}
