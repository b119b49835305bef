import { queryOptions } from '@tanstack/react-query';
import { readUser } from '../../contract/guards';
import { httpClient } from './http-client';

export function getCurrentUser(signal?: AbortSignal) {
  return httpClient().request('/users/current.json', { signal, read: (json) => readUser(json) });
}

export const userQueries = {
  all: () => ['users'] as const,
  current: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'current'] as const,
      queryFn: ({ signal }) => getCurrentUser(signal),
      staleTime: 5 * 60_000,
    }),
};
