import { POLL_INTERVAL_MS } from '../../../contract/rate-limits';

/**
 * How every poll runs (spec 8 polling guideline): once a minute (or slower when the service asks), never
 * while the tab is hidden (TanStack skips the interval then), at once on return only when that time has
 * passed (focus refetch of a stale query), and never retried faster than that. The polls' requests go to
 * the rate limiter as `background`, behind whatever the reader asks for.
 */
export const pollCadence = (intervalMs = POLL_INTERVAL_MS) =>
  ({
    staleTime: intervalMs,
    refetchInterval: intervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  }) as const;
