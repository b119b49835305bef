import { QueryClient } from '@tanstack/react-query';
import { isTransient } from '../api/api-error';
import { FRESH_MS } from './query-times';

/**
 * Retries only what may succeed on its own (network, 5xx), twice; never a 4xx. A 401 is handled once, in
 * the http client (onUnauthorized); a 429 is waited out there, inside the request. A screen's query that
 * failed is not asked again just because a component mounts on it: its route loader has just asked
 * (app/screen-requests.ts), and every error state has a Retry; otherwise a 404 was asked for twice, each
 * time spending a rate-limited request.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => isTransient(error) && failures < 2,
        retryOnMount: false,
        staleTime: FRESH_MS,
        gcTime: 10 * 60_000,
      },
      mutations: { retry: false },
    },
  });
}
