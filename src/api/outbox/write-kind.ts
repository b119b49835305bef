import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiError } from '../http/api-error';

/** Any write the outbox carries: plain JSON (it is stored in IndexedDB), told apart by its `kind`. */
export interface AnyWrite {
  kind: string;
}

/** What a kind's send and find get from the outbox they run in. */
export interface WriteContext {
  /** The outbox's name (its IndexedDB database, one per network and person), for what a kind keeps per outbox. */
  outboxName: string;
}

/**
 * One kind of write, declared in one place by the resource it belongs to, and listed in write-kinds.ts. The
 * outbox knows nothing of any kind but through this: how it is sent, how one whose outcome is unknown is
 * looked for, what its answer does to the caches, how its optimistic edit is turned back, what it is called.
 * Everything here works from the stored write alone: a write may end after a reload, when the screen that
 * asked is gone.
 */
export interface WriteKind<W extends AnyWrite, R> {
  readonly kind: W['kind'];
  /** Sends it; the answer goes to `settle`. */
  send(write: W, context: WriteContext): Promise<R>;
  /**
   * Whether a write whose answer was lost already holds on the service, read before it is sent again: its
   * result when found, null to send it again. A write that is safe to send twice answers null at once.
   */
  find(write: W, since: number, context: WriteContext): Promise<R | null>;
  /** An error that means it was done already (a delete answered 404). */
  doneDespite?(write: W, error: ApiError): boolean;
  /** The service took it: its answer lands in the caches. */
  settle(client: QueryClient, write: W, result: R, seq: number): void;
  /** Refused for good, or discarded while not failed: its optimistic edit is turned back. */
  undo(client: QueryClient, write: W, seq: number): void;
  /** Discarded by the person; by default undone unless it failed (its failure undid it already). */
  discard?(client: QueryClient, write: W, seq: number, failed: boolean): void;
  /** What it is, in a few words, for the outbox panel. */
  label(write: W): string;
  /**
   * Shows it again in a list the service just answered while it waits (the service knows nothing of it yet):
   * given the list's data as edited so far, returns it edited.
   */
  reapply?(client: QueryClient, key: QueryKey, data: unknown, seq: number, write: W): unknown;
}

/** The write type of a kind, and of a list of kinds (a union). */
export type WriteOf<K> = K extends WriteKind<infer W, infer _R> ? W : never;
/** The answer type of a kind, and of a list of kinds (a union). */
export type ResultOf<K> = K extends WriteKind<infer _W, infer R> ? R : never;
