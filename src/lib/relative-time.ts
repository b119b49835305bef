const rtfCache = new Map<string, Intl.RelativeTimeFormat>();
const dtfCache = new Map<string, Intl.DateTimeFormat>();

function rtf(locale: string | undefined): Intl.RelativeTimeFormat {
  const k = locale ?? '';
  let f = rtfCache.get(k);
  if (!f) {
    f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' });
    rtfCache.set(k, f);
  }
  return f;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Builds the format ahead of its first use (see app/early-paint): Intl takes milliseconds to make one. */
export function prepareRelativeTime(locale?: string): void {
  rtf(locale);
}

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": the largest unit that fits. */
export function formatRelativeTime(thenMs: number, nowMs: number, locale?: string): string {
  const seconds = Math.round((thenMs - nowMs) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return rtf(locale).format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (abs >= size) return rtf(locale).format(Math.trunc(seconds / size), unit);
  }
  return rtf(locale).format(Math.sign(seconds), 'minute');
}

/** The full date and time, for tooltips and screen readers. */
export function formatAbsoluteTime(ms: number, locale?: string, timeZone?: string): string {
  const k = `${locale ?? ''}|${timeZone ?? ''}`;
  let f = dtfCache.get(k);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    dtfCache.set(k, f);
  }
  return f.format(ms);
}

/** How often a label of this age needs redrawing to stay right. */
export function refreshIntervalFor(thenMs: number, nowMs: number): number {
  const age = Math.abs(nowMs - thenMs);
  if (age < 3600_000) return 30_000;
  if (age < 24 * 3600_000) return 600_000;
  return 3600_000;
}
