import { useRateLimitWait } from '../../api/http/use-rate-limit-wait';
import { LoadingState } from '../../components/states';
import { useSecondsUntil } from '../../components/use-seconds-until';

/**
 * Under a conversation drawn from the cache: the rest is on its way, and when its request waits for the
 * rate limit, for how long (counted down each second).
 */
export function LoadingRest({ loaded, total }: { loaded: number; total: number | undefined }) {
  const seconds = useSecondsUntil(useRateLimitWait('messages'));
  const progress =
    total !== undefined && total > loaded ? ` (${String(loaded)} of ${String(total)} messages)` : '';
  return (
    <LoadingState
      label={
        seconds
          ? `Loading the rest of the conversation — waiting for the rate limit, ${String(seconds)} s${progress}`
          : `Loading the rest of the conversation…${progress}`
      }
    />
  );
}
