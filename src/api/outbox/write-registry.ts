import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiError } from '../http/api-error';
import type { OutboxDriver, OutboxEntry } from './outbox';
import type { AnyWrite, WriteContext, WriteKind } from './write-kind';

/**
 * The outbox's side of the write kinds: each operation finds the write's kind and hands over to it. Built
 * from the one list (write-kinds.ts); it imports no resource itself.
 */
export function writeRegistry<W extends AnyWrite, R>(kinds: readonly WriteKind<W, R>[]) {
  const byKind = new Map<string, WriteKind<W, R>>(kinds.map((k) => [k.kind, k]));
  const of = (write: W): WriteKind<W, R> => {
    const kind = byKind.get(write.kind);
    if (!kind) throw new Error(`No write kind "${write.kind}" is listed in write-kinds.ts.`);
    return kind;
  };
  return {
    driver(context: WriteContext): OutboxDriver<W, R> {
      return {
        send: (write) => of(write).send(write, context),
        find: (write, since) => of(write).find(write, since, context),
        doneDespite: (write, error: ApiError) => of(write).doneDespite?.(write, error) ?? false,
      };
    },
    settle(client: QueryClient, write: W, result: R, seq: number): void {
      of(write).settle(client, write, result, seq);
    },
    undo(client: QueryClient, write: W, seq: number): void {
      of(write).undo(client, write, seq);
    },
    discard(client: QueryClient, write: W, seq: number, failed: boolean): void {
      const kind = of(write);
      if (kind.discard) kind.discard(client, write, seq, failed);
      else if (!failed) kind.undo(client, write, seq);
    },
    label: (write: W): string => of(write).label(write),
    /** Puts the waiting writes back into one list the service just answered. */
    reapply(client: QueryClient, key: QueryKey, entries: readonly OutboxEntry<W>[]): void {
      let next: unknown = client.getQueryData(key);
      for (const { seq, write } of entries) {
        const kind = of(write);
        if (kind.reapply) next = kind.reapply(client, key, next, seq, write);
      }
      if (next !== client.getQueryData(key)) client.setQueryData(key, next);
    },
  };
}
