import { hashKey, type QueryKey } from '@tanstack/react-query';
import type { Id } from '../../contract/common';

/**
 * Which queries the app keeps across visits (app/query-persistence.ts), declared by their query options
 * rather than read from their keys. What a kept query is decides how it is kept:
 * - `shell`: the reader and their networks, always;
 * - `feed`: a feed's first page, among the most recent feeds;
 * - `conversation`: a conversation's pages or its thread, grouped by thread, among the most recent;
 * - `person`: a person (`person`) or the rest of their profile (`profile`: reporting line, follow check),
 *   grouped by user id; a person alone is someone a message names, kept after the profiles.
 */
export type PersistAs =
  | { as: 'shell' }
  | { as: 'feed' }
  | { as: 'conversation'; id: Id }
  | { as: 'person'; id: Id; part: 'person' | 'profile' };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: Record<string, unknown> & { persist?: PersistAs };
  }
}

/**
 * The declarations made so far, by query hash: a query made by `setQueryData` before any fetch or observer
 * carries no options, hence no meta, and is still known by its key's declaration here.
 */
const declared = new Map<string, PersistAs>();

/** The query options, declared as kept across visits. */
export function persisted<T extends { queryKey: QueryKey; meta?: Record<string, unknown> }>(
  options: T,
  persist: PersistAs,
): T {
  declared.set(hashKey(options.queryKey), persist);
  return { ...options, meta: { ...options.meta, persist } };
}

/** How a query is kept across visits, or undefined when it is not. */
export function persistOf(query: {
  queryHash: string;
  meta?: Record<string, unknown>;
}): PersistAs | undefined {
  return (query.meta?.persist as PersistAs | undefined) ?? declared.get(query.queryHash);
}
