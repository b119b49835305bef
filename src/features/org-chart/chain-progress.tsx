import { useRateLimitWait } from '../../api/http/use-rate-limit-wait';
import { LoadingState } from '../../components/states';
import { useSecondsUntil } from '../../components/use-seconds-until';

/** " — waiting for the rate limit, N s" while a request of the "other" group waits its turn, else "". */
export function useWaitNote(): string {
  const seconds = useSecondsUntil(useRateLimitWait('other'));
  return seconds ? ` — waiting for the rate limit, ${String(seconds)} s` : '';
}

/**
 * While the chain of managers is walked up (one request per manager, each naming the next): how many are
 * found so far, and when a request waits for the rate limit, for how long.
 */
export function ChainProgress({ found, name }: { found: number; name: string }) {
  const wait = useWaitNote();
  const so = found === 0 ? 'none found yet' : `${String(found)} found so far`;
  return <LoadingState label={`Finding the managers above ${name}: ${so}${wait}`} />;
}
