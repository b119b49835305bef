import { useQueryClient } from '@tanstack/react-query';
import { undoWrite } from './outbox-effects';
import { readerOutbox } from './outbox-instance';
import type { StateWrite } from './outbox-state-writes';
import { useOutboxWriteStatus, type WriteHandlers } from './use-outbox-write-status';

/**
 * Sends a follow, a join or leave, a profile or relationship edit through the reader's outbox, in order with
 * their posts, and follows it for the screen (use-outbox-write-status.ts). `prepare` makes the optimistic edit
 * (at once, before the write is queued, so an answer can never land before it) and returns the write; the
 * outbox undoes that edit if the service refuses it (outbox-effects.ts, from the outbox instance).
 */
export function useStateWrite() {
  const client = useQueryClient();
  const { follow, ...status } = useOutboxWriteStatus();
  const send = <R>(prepare: () => StateWrite | Promise<StateWrite>, handlers: WriteHandlers<R> = {}) => {
    void (async () => {
      const write = await prepare();
      try {
        const outbox = await readerOutbox(client);
        const queued = outbox.enqueue(write);
        // The outbox answers with every kind's result; this write's is the kind the caller named.
        follow(outbox, queued as typeof queued & { result: Promise<R> }, handlers);
      } catch (error) {
        // No reader to queue it for (signed out, and not cached): refused here, and turned back.
        undoWrite(client, write);
        const reason = error instanceof Error ? error : new Error(String(error));
        follow(null, { seq: 0, stored: Promise.resolve(), result: Promise.reject<R>(reason) }, handlers);
      }
    })();
  };
  return { send, ...status };
}
