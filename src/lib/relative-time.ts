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

/*
 * The first Intl.RelativeTimeFormat (or NumberFormat) of a page costs 30-90 ms of main thread while ICU
 * loads its number data: longer than the feed's round trip, and it used to sit between the feed's arrival
 * and its first paint (npm run bench). For English, whose phrases below are the ones Intl gives in every
 * English locale (relative-time.test.ts compares them, value by value, with Intl itself), the phrase is
 * written directly; every other language goes through Intl.
 */
const NEXT_LAST: Partial<Record<Intl.RelativeTimeFormatUnit, [string, string]>> = {
  day: ['yesterday', 'tomorrow'],
  week: ['last week', 'next week'],
  month: ['last month', 'next month'],
  year: ['last year', 'next year'],
};

function isEnglish(locale: string | undefined): boolean {
  const tag = locale ?? (typeof navigator === 'undefined' ? undefined : navigator.language);
  return tag !== undefined && /^en(-|$)/i.test(tag);
}

/** Intl's `numeric: 'auto'` English phrase, for |value| < 1000 (no digit grouping, which varies by region). */
export function englishRelativePhrase(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  if (value === 0) return unit === 'second' ? 'now' : unit === 'day' ? 'today' : `this ${unit}`;
  const nextLast = NEXT_LAST[unit];
  if (nextLast && Math.abs(value) === 1) return value < 0 ? nextLast[0] : nextLast[1];
  const count = `${String(Math.abs(value))} ${unit}${Math.abs(value) === 1 ? '' : 's'}`;
  return value < 0 ? `${count} ago` : `in ${count}`;
}

function phrase(value: number, unit: Intl.RelativeTimeFormatUnit, locale: string | undefined): string {
  if (Number.isInteger(value) && Math.abs(value) < 1000 && isEnglish(locale)) {
    return englishRelativePhrase(value, unit);
  }
  return rtf(locale).format(value, unit);
}

/** Builds the format ahead of its first use where one is needed (not for English). */
export function prepareRelativeTime(locale?: string): void {
  if (!isEnglish(locale)) rtf(locale);
}

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": the largest unit that fits. */
export function formatRelativeTime(thenMs: number, nowMs: number, locale?: string): string {
  const seconds = Math.round((thenMs - nowMs) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return phrase(0, 'second', locale);
  for (const [unit, size] of UNITS) {
    if (abs >= size) return phrase(Math.trunc(seconds / size), unit, locale);
  }
  return phrase(Math.sign(seconds), 'minute', locale);
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
