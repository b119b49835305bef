import { useCallback, useRef, useState } from 'react';
import { waitsInOutbox } from './outbox';
import type { MessageOutbox } from './outbox-instance';

/**
 * What a write through the outbox tells the screen that asked for it (every write: messages, likes, follows,
 * joins, profile and relationship edits), in place of a mutation's state.
 */
export interface WriteHandlers<R> {
  /** The service took it. */
  onSuccess?: (result: R) => void;
  /** Refused at once (a 4xx on its first try): the screen still holds what was typed. */
  onError?: (error: unknown) => void;
  /**
   * It waits (offline, a 5xx, a 429, the sign-in ended, or behind another write still going out): kept in the
   * outbox, which will send it.
   */
  onWaiting?: () => void;
}

export type WriteStatus = 'idle' | 'pending' | 'waiting' | 'success' | 'error';

/**
 * Follows one queued write for the screen: pending until the service answers or the outbox holds the write
 * (stored, and waiting itself or behind another write: outbox.ts, waitsInOutbox); `refused` runs when the
 * first try was refused (undo what was shown), before the screen's own `onError`. The status is the latest
 * write's: an earlier one settling later calls its handlers but does not overwrite it.
 */
export function useOutboxWriteStatus() {
  const [status, setStatus] = useState<WriteStatus>('idle');
  const [error, setError] = useState<Error | null>(null);
  const latest = useRef(0);
  const follow = useCallback(
    <R>(
      /** Null when the write never reached an outbox (the reader could not be known): refused. */
      outbox: MessageOutbox | null,
      queued: { seq: number; stored: Promise<void>; result: Promise<R> },
      handlers: WriteHandlers<R>,
      refused?: () => void,
    ) => {
      const mine = ++latest.current;
      const isLatest = () => latest.current === mine;
      setStatus('pending');
      setError(null);
      let durable = false;
      let waiting = false;
      let settled = false;
      const check = () => {
        if (!outbox || !durable || waiting || settled || !waitsInOutbox(outbox.getSnapshot(), queued.seq))
          return;
        waiting = true;
        if (isLatest()) setStatus('waiting');
        handlers.onWaiting?.();
      };
      const stop = outbox?.subscribe(check) ?? (() => undefined);
      // Handed over only once a reload would keep it; checked then too, as nothing may change afterwards
      // (a write queued behind one already waiting).
      const stored = () => {
        durable = true;
        check();
      };
      queued.stored.then(stored, stored);
      queued.result.then(
        (result) => {
          settled = true;
          stop();
          if (isLatest()) setStatus('success');
          handlers.onSuccess?.(result);
        },
        (error: unknown) => {
          settled = true;
          stop();
          // Refused later, once no screen held it: it stays in the outbox, failed, to retry or discard.
          if (waiting) return;
          if (isLatest()) {
            setStatus('error');
            setError(error instanceof Error ? error : new Error(String(error)));
          }
          refused?.();
          handlers.onError?.(error);
        },
      );
    },
    [],
  );
  return {
    follow,
    isPending: status === 'pending',
    isWaiting: status === 'waiting',
    isSuccess: status === 'success',
    isError: status === 'error',
    /** Why the first try was refused (while `isError`). */
    error,
  };
}
