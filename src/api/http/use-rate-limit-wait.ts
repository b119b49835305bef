import { useSyncExternalStore } from 'react';
import type { RateLimitGroup } from '../../../contract/rate-limits';
import { httpClient } from './http-client';

/**
 * When the first request of a rate-limit group waiting for its turn will be sent (epoch ms), or null when
 * none waits: a screen can say "waiting for the rate limit, N s" next to what it already shows.
 */
export function useRateLimitWait(group: RateLimitGroup): number | null {
  return useSyncExternalStore(
    (listener) => httpClient().limiter.subscribe(listener),
    () => httpClient().limiter.nextStartOf(group),
    () => null,
  );
}
