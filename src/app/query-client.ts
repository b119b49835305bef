import { QueryClient } from '@tanstack/react-query';
import { isTransient } from '../api/api-error';

/**
 * Retries only what may succeed on its own (network, 5xx), twice; never a 4xx. A 401 is handled once, in
 * the http client (onUnauthorized); a 429 is waited out there, inside the request.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => isTransient(error) && failures < 2,
        staleTime: 30_000,
        gcTime: 10 * 60_000,
      },
      mutations: { retry: false },
    },
  });
}
