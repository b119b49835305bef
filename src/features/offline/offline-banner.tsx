import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useOnline } from '../../components/use-online';
import { formatDate } from '../../i18n/dates-and-lists';

/** When the newest answer in the cache arrived: what the pages on screen were saved from. */
function savedAt(client: QueryClient): number | null {
  let newest = 0;
  for (const query of client.getQueryCache().getAll())
    if (query.state.data !== undefined && query.state.dataUpdatedAt > newest)
      newest = query.state.dataUpdatedAt;
  return newest > 0 ? newest : null;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- Intl's option values, not words
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** "14:05", or "24 Nov, 14:05" when it was not today, in the reader's language. */
export function savedTimeLabel(time: number, now = Date.now(), locale = 'en'): string {
  const at = new Date(time);
  const sameDay = new Date(now).toDateString() === at.toDateString();
  return formatDate(locale, at, {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    ...CLOCK,
  });
}

/**
 * While the browser is offline, above every page: what the reader sees is the copy saved on this device
 * (the persisted query cache restores the last feeds, conversations and profiles read), and when it was
 * saved. The queries wait for the network meanwhile and refresh when it is back, and the banner goes.
 */
export function OfflineBanner() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const client = useQueryClient();
  if (online) return null;
  const time = savedAt(client);
  const savedTime = time === null ? '' : savedTimeLabel(time, undefined, i18n.locale);
  return (
    <div
      role="region"
      aria-label={t`Offline`}
      className="border-b border-amber-400 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p role="status">
        {time === null ? (
          <Trans>You are offline — nothing has been saved on this device yet</Trans>
        ) : (
          <Trans>You are offline — showing what was saved at {savedTime}</Trans>
        )}
      </p>
    </div>
  );
}
