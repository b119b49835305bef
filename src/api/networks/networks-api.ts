import { queryOptions } from '@tanstack/react-query';
import { readNetworks } from '../../../contract/guards';
import { httpClient } from '../http/http-client';
import { pollCadence } from '../http/poll-cadence';
import type { RequestPriority } from '../http/rate-limiter';
import { persisted } from '../persisted-query';

/**
 * `GET /networks/current.json`: a bare array of the person's networks, with suspended ones (`user_state`),
 * so the switcher can say a network is closed to them rather than leave it out.
 */
export function getCurrentNetworks(signal?: AbortSignal, priority?: RequestPriority) {
  return httpClient().request('/networks/current.json', {
    signal,
    priority,
    read: readNetworks,
    query: { include_suspended: 'TRUE' },
  });
}

const currentKey = ['networks', 'current'] as const;

export const networkQueries = {
  all: () => ['networks'] as const,
  /**
   * The networks with their unseen counts. Only the first answer is one the reader waits for: every later
   * fetch refreshes what is already drawn (the badges), so it queues behind the reader's requests.
   */
  current: () =>
    persisted(
      queryOptions({
        queryKey: currentKey,
        queryFn: ({ signal, client }) =>
          getCurrentNetworks(signal, client.getQueryData(currentKey) ? 'background' : 'user'),
        staleTime: 5 * 60_000,
      }),
      { as: 'shell' },
    ),
  /**
   * The same query as the shell keeps it fresh for its badges (notifications here, each network's unseen
   * messages): at most once a minute, with the feeds' polls, never while the tab is hidden.
   */
  polled: () => queryOptions({ ...networkQueries.current(), ...pollCadence() }),
};
