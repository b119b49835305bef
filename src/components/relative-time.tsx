import { formatAbsoluteTime, formatRelativeTime } from '../lib/relative-time';
import { useNow } from './use-now';

/** "5 minutes ago", with the full date as a tooltip and machine-readable datetime. */
export function RelativeTime({ ms, className = '', id }: { ms: number; className?: string; id?: string }) {
  const now = useNow();
  const absolute = formatAbsoluteTime(ms);
  return (
    <time id={id} dateTime={new Date(ms).toISOString()} title={absolute} className={className}>
      {formatRelativeTime(ms, now)}
    </time>
  );
}
