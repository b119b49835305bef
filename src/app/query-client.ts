import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isTransient } from '../api/http/api-error';
import { FRESH_MS } from './query-times';

/**
 * Retries only what may succeed on its own (network, 5xx), twice; never a 4xx. A 401 is handled once, in
 * the http client (onUnauthorized); a 429 is waited out there, inside the request. A screen's query that
 * failed is not asked again just because a component mounts on it: its route loader has just asked
 * (app/screen-requests.ts), and every error state has a Retry; otherwise a 404 was asked for twice, each
 * time spending a rate-limited request.
 */
export function createQueryClient(): QueryClient {
  startOffline();
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

/**
 * TanStack Query believes it is online until the browser's `offline` event says otherwise, and a page loaded
 * while offline (the service worker opened it) hears no such event: its queries would fail one by one,
 * turning the copies restored from storage into errors. Told at start, they wait for the network instead,
 * keep the saved data on screen, and run when the `online` event comes.
 */
function startOffline(): void {
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
}
