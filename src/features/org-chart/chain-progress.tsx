import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRateLimitWait } from '../../api/http/use-rate-limit-wait';
import { LoadingState } from '../../components/states';
import { useSecondsUntil } from '../../components/use-seconds-until';
import { isolate } from '../../i18n/isolate';

/**
 * `label`, and while a request of the "other" group waits its turn for the rate limit, for how long:
 * "Loading the org chart… — waiting for the rate limit, 4 s".
 */
export function useWaitNote(): (label: string) => string {
  const { t } = useLingui();
  const seconds = useSecondsUntil(useRateLimitWait('other'));
  return (label) => (seconds ? t`${label} — waiting for the rate limit, ${seconds} s` : label);
}

/**
 * While the chain of managers is walked up (one request per manager, each naming the next): how many are
 * found so far, and when a request waits for the rate limit, for how long.
 */
export function ChainProgress({ found, name }: { found: number; name: string }) {
  const { t } = useLingui();
  const withWait = useWaitNote();
  const who = isolate(name);
  const label = t`Finding the managers above ${who}: ${plural(found, {
    0: 'none found yet',
    one: '# found so far',
    other: '# found so far',
  })}`;
  return <LoadingState label={withWait(label)} />;
}
