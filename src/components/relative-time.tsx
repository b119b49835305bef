import { useLingui } from '@lingui/react/macro';
import { formatRelative } from '../i18n/formatters';
import { formatDateTime } from '../i18n/dates-and-lists';
import { useAfterAppFeedPaint } from './use-after-app-feed-paint';
import { useLanguage } from './use-language';
import { useNow } from './use-now';

/**
 * "5 minutes ago", with the full date as a tooltip and machine-readable datetime. The tooltip comes after
 * the app's first feed paint: the page's first Intl date format costs tens of milliseconds while ICU loads
 * its data, and the first render of a feed would wait for it.
 */
export function RelativeTime({ ms, className = '', id }: { ms: number; className?: string; id?: string }) {
  // The words ("5 minutes ago") are the active language's: a switch draws them again.
  useLanguage();
  const now = useNow();
  const { i18n } = useLingui();
  const absolute = useAfterAppFeedPaint() ? formatDateTime(i18n.locale, ms) : undefined;
  return (
    <time id={id} dateTime={new Date(ms).toISOString()} title={absolute} className={className}>
      {formatRelative(i18n.locale, ms, now)}
    </time>
  );
}
