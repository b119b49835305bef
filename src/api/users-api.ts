import { queryOptions } from '@tanstack/react-query';
import type { Id } from '../../contract/common';
import { readUser } from '../../contract/guards';
import type { User } from '../../contract/users';
import { httpClient } from './http-client';

export function getCurrentUser(signal?: AbortSignal) {
  return httpClient().request('/users/current.json', { signal, read: (json) => readUser(json) });
}

/** `GET /users/ID.json`: one person of the network (a 404 when there is none). */
export function getUser(id: Id, signal?: AbortSignal) {
  return httpClient().request(`/users/${String(id)}.json`, { signal, read: (json) => readUser(json) });
}

/** People asked within one tick, each once: a page of unnamed senders becomes one burst of requests. */
const asked = new Map<Id, { resolve: (user: User) => void; reject: (error: unknown) => void }[]>();
let flushing: ReturnType<typeof setTimeout> | null = null;

function sendAsked(): void {
  flushing = null;
  const batch = [...asked];
  asked.clear();
  for (const [id, waiting] of batch) {
    // Behind what the reader asks for in the "other" group: a name can come a moment later.
    httpClient()
      .request(`/users/${String(id)}.json`, { priority: 'background', read: (json) => readUser(json) })
      .then(
        (user) => {
          waiting.forEach((w) => {
            w.resolve(user);
          });
        },
        (error: unknown) => {
          waiting.forEach((w) => {
            w.reject(error);
          });
        },
      );
  }
}

/** `GET /users/ID.json`, collected over a tick with the other people asked and sent once per person. */
export function getUserInBatch(id: Id): Promise<User> {
  return new Promise<User>((resolve, reject) => {
    const waiting = asked.get(id) ?? [];
    waiting.push({ resolve, reject });
    asked.set(id, waiting);
    flushing ??= setTimeout(sendAsked, 0);
  });
}

export const userQueries = {
  all: () => ['users'] as const,
  current: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'current'] as const,
      queryFn: ({ signal }) => getCurrentUser(signal),
      staleTime: 5 * 60_000,
    }),
  detail: (id: Id) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getUser(id, signal),
      staleTime: 5 * 60_000,
    }),
  /**
   * A person a message names but its references do not (the real service's in_thread has no references):
   * the same cache entry as `detail`, asked in a batch, kept for minutes, not retried (the message then
   * says "Unknown sender").
   */
  named: (id: Id) =>
    queryOptions({
      queryKey: userQueries.detail(id).queryKey,
      queryFn: () => getUserInBatch(id),
      staleTime: 5 * 60_000,
      gcTime: 30 * 60_000,
      retry: false,
    }),
};
