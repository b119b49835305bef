import { useEffect, useState } from 'react';
import { useRateLimitWait } from '../../api/use-rate-limit-wait';
import { LoadingState } from '../../components/states';

/**
 * Under a conversation drawn from the cache: the rest is on its way, and when its request waits for the
 * rate limit, for how long (counted down each second).
 */
export function LoadingRest({ loaded, total }: { loaded: number; total: number | undefined }) {
  const startAt = useRateLimitWait('messages');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startAt === null) return;
    const tick = () => {
      setNow(Date.now());
    };
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [startAt]);
  const seconds = startAt === null ? 0 : Math.ceil((startAt - now) / 1000);
  const progress =
    total !== undefined && total > loaded ? ` (${String(loaded)} of ${String(total)} messages)` : '';
  return (
    <LoadingState
      label={
        seconds > 0
          ? `Loading the rest of the conversation — waiting for the rate limit, ${String(seconds)} s${progress}`
          : `Loading the rest of the conversation…${progress}`
      }
    />
  );
}
