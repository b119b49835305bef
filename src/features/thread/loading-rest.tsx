import { useLingui } from '@lingui/react/macro';
import { useRateLimitWait } from '../../api/http/use-rate-limit-wait';
import { LoadingState } from '../../components/states';
import { useSecondsUntil } from '../../components/use-seconds-until';
import { formatNumber } from '../../i18n/formatters';

/**
 * Under a conversation drawn from the cache: the rest is on its way, and when its request waits for the
 * rate limit, for how long (counted down each second).
 */
export function LoadingRest({ loaded, total }: { loaded: number; total: number | undefined }) {
  const { t, i18n } = useLingui();
  const wait = useSecondsUntil(useRateLimitWait('messages'));
  const seconds = formatNumber(i18n.locale, wait ?? 0);
  const shown = formatNumber(i18n.locale, loaded);
  const all = formatNumber(i18n.locale, total ?? 0);
  const counted = total !== undefined && total > loaded;
  let label: string;
  if (wait && counted)
    label = t`Loading the rest of the conversation — waiting for the rate limit, ${seconds} s (${shown} of ${all} messages)`;
  else if (wait) label = t`Loading the rest of the conversation — waiting for the rate limit, ${seconds} s`;
  else if (counted) label = t`Loading the rest of the conversation… (${shown} of ${all} messages)`;
  else label = t`Loading the rest of the conversation…`;
  return <LoadingState label={label} />;
}
