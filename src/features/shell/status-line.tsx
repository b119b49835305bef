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
  const status = useApiStatus();
  const online = useOnline();
  const seconds = useSecondsUntil(status.retryAt);
  const unavailableSeconds = useSecondsUntil(status.unavailableUntil);
  const queuedSeconds = useSecondsUntil(status.queued > 0 ? status.queuedUntil : null);
  const flash = useFlashNotice();
  let text = '';
  if (!online) text = 'Offline. What is shown may be out of date.';
  // The browser has a network but the service did not answer (a reset connection, a refused port).
  else if (status.offline) text = 'The service cannot be reached. What is shown may be out of date.';
  else if (unavailableSeconds !== null)
    text = `The service is unavailable; trying again in ${String(unavailableSeconds)} s.`;
  else if (seconds !== null) text = `Rate-limited by the service; retrying in ${String(seconds)} s.`;
  else if (status.queued > 0)
    text = queuedSeconds
      ? `Waiting for the rate limit; sending in ${String(queuedSeconds)} s.`
      : 'Waiting for the rate limit…';
  else if (status.slow) text = 'The service is slow to answer; still waiting…';
  else text = flash;
  return statusLine(reactKit, text);
}
