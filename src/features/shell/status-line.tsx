import { useApiStatus } from '../../api/api-status';
import { useFlashNotice } from '../../components/flash-notice';
import { useOnline } from '../../components/use-online';
import { useSecondsUntil } from '../../components/use-seconds-until';
import { STATUS } from './shell-classes';

/**
 * A quiet notice floating over the page's foot: offline, rate-limited (retrying in N s), waiting for the rate
 * limit, or a confirmation that outlived its screen ("Profile saved", components/flash-notice.ts).
 */
export function StatusLine() {
  const status = useApiStatus();
  const online = useOnline();
  const seconds = useSecondsUntil(status.retryAt);
  const queuedSeconds = useSecondsUntil(status.queued > 0 ? status.queuedUntil : null);
  const flash = useFlashNotice();
  let text = '';
  if (!online || status.offline) text = 'Offline. What is shown may be out of date.';
  else if (seconds !== null) text = `Rate-limited by the service; retrying in ${String(seconds)} s.`;
  else if (status.queued > 0)
    text = queuedSeconds
      ? `Waiting for the rate limit; sending in ${String(queuedSeconds)} s.`
      : 'Waiting for the rate limit…';
  else text = flash;
  return (
    <p role="status" className={STATUS}>
      {text}
    </p>
  );
}
