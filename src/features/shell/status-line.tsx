import { useLingui } from '@lingui/react/macro';
import { useApiStatus } from '../../api/http/use-api-status';
import { useFlashNotice } from '../../components/flash-notice';
import { useOnline } from '../../components/use-online';
import { useSecondsUntil } from '../../components/use-seconds-until';
import { reactKit } from '../../components/react-kit';
import { statusLine } from './frame-template';

/**
 * A quiet notice floating over the page's foot: offline, the service out of reach, unavailable (trying again
 * in N s, as its Retry-After said), rate-limited (retrying in N s), slow to answer, waiting for the rate
 * limit, or a confirmation that outlived its screen ("Profile saved", components/flash-notice.ts).
 */
export function StatusLine() {
  const { t } = useLingui();
  const status = useApiStatus();
  const online = useOnline();
  const seconds = useSecondsUntil(status.retryAt);
  const unavailableSeconds = useSecondsUntil(status.unavailableUntil);
  const queuedSeconds = useSecondsUntil(status.queued > 0 ? status.queuedUntil : null);
  const flash = useFlashNotice();
  let text = '';
  if (!online) text = t`Offline. What is shown may be out of date.`;
  // The browser has a network but the service did not answer (a reset connection, a refused port).
  else if (status.offline) text = t`The service cannot be reached. What is shown may be out of date.`;
  else if (unavailableSeconds !== null)
    text = t`The service is unavailable; trying again in ${unavailableSeconds} s.`;
  else if (seconds !== null) text = t`Rate-limited by the service; retrying in ${seconds} s.`;
  else if (status.queued > 0)
    text = queuedSeconds
      ? t`Waiting for the rate limit; sending in ${queuedSeconds} s.`
      : t`Waiting for the rate limit…`;
  else if (status.slow) text = t`The service is slow to answer; still waiting…`;
  else text = flash;
  return statusLine(reactKit, text);
}
