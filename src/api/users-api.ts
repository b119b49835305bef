import { queryOptions } from '@tanstack/react-query';
import type { Id } from '../../contract/common';
import { readUser } from '../../contract/guards';
import { httpClient } from './http-client';

export function getCurrentUser(signal?: AbortSignal) {
  return httpClient().request('/users/current.json', { signal, read: (json) => readUser(json) });
}

/** `GET /users/ID.json`: one person of the network (a 404 when there is none). */
export function getUser(id: Id, signal?: AbortSignal) {
  return httpClient().request(`/users/${String(id)}.json`, { signal, read: (json) => readUser(json) });
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
};
