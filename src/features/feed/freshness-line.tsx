import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useApiStatus } from '../../api/http/use-api-status';
import { useOnline } from '../../components/use-online';
import { reactKit } from '../../components/react-kit';
import { formatNumber, relativePhrase } from '../../i18n/formatters';
import { freshnessLine, updatedJustNow } from './feed-heading-template';

/** An age told in steps: tens of seconds, then whole minutes, then whole hours ("40 seconds ago"). */
function steppedAge(locale: string, seconds: number): string {
  if (seconds < 60) return relativePhrase(locale, -Math.floor(seconds / 10) * 10, 'second');
  if (seconds < 3600) return relativePhrase(locale, -Math.floor(seconds / 60), 'minute');
  return relativePhrase(locale, -Math.floor(seconds / 3600), 'hour');
}

/** "Updated 40 seconds ago", "Aktualisiert vor 2 Minuten": the age in the language's own relative words. */
export function ago(seconds: number, i18n: I18n): string {
  // The early paint's own words (all its line ever says), so the hand-over changes nothing.
  if (seconds < 10) return updatedJustNow();
  const relative = steppedAge(i18n.locale, seconds);
  return i18n._(
    msg({ message: `Updated ${relative}`, comment: 'relative is "40 seconds ago", "2 hours ago"' }),
  );
}

function useTicker(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, ms);
    return () => {
      clearInterval(timer);
    };
  }, [ms]);
  return now;
}

/**
 * A quiet line under a feed's title: how fresh the list is, or why it is not. It is not a live region, so a
 * screen reader hears it when it reads there, never every tick (the shell's status line announces outages).
 */
export function FreshnessLine({
  updatedAt,
  failed,
  pollFailed = false,
}: {
  updatedAt: number;
  /** The feed or its poll could not reach the service. */
  failed: boolean;
  /** The last poll reached the service but got no usable answer (a 5xx, a garbled body). */
  pollFailed?: boolean;
}) {
  const { t, i18n } = useLingui();
  const status = useApiStatus();
  const online = useOnline();
  const now = useTicker(status.retryAt === null ? 10_000 : 1_000);
  let text: string;
  // Nothing saved (never loaded): the feed itself says it will load on reconnect.
  if (!online) text = updatedAt > 0 ? t`Offline — showing saved messages` : t`Offline`;
  // The browser has a network, the service did not answer (a reset connection, a refused port).
  else if (status.offline || failed)
    text = updatedAt > 0 ? t`Cannot reach the service — showing saved messages` : t`Cannot reach the service`;
  else if (status.retryAt !== null) {
    const seconds = formatNumber(i18n.locale, Math.max(0, Math.ceil((status.retryAt - now) / 1000)));
    text = t`Rate-limited, retrying in ${seconds} s`;
  }
  // The poll runs again on its own a minute later (api/http/poll-cadence.ts): say so, the list stays as it is.
  else if (pollFailed && updatedAt > 0) text = t`Could not check for new messages; trying again in a minute`;
  else if (updatedAt > 0) text = ago(Math.max(0, (now - updatedAt) / 1000), i18n);
  else text = '';
  return freshnessLine(reactKit, text);
}
