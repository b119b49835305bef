import { queryOptions } from '@tanstack/react-query';
import { readNetworks } from '../../contract/guards';
import { httpClient } from './http-client';

/**
 * `GET /networks/current.json`: a bare array of the person's networks, with suspended ones (`user_state`),
 * so the switcher can say a network is closed to them rather than leave it out.
 */
export function getCurrentNetworks(signal?: AbortSignal) {
  return httpClient().request('/networks/current.json', {
    signal,
    read: readNetworks,
    query: { include_suspended: 'TRUE' },
  });
}

export const networkQueries = {
  all: () => ['networks'] as const,
  current: () =>
    queryOptions({
      queryKey: [...networkQueries.all(), 'current'] as const,
      queryFn: ({ signal }) => getCurrentNetworks(signal),
      staleTime: 5 * 60_000,
    }),
};
