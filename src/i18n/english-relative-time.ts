/*
 * The first Intl.RelativeTimeFormat of a page costs 30-90 ms of main thread while ICU loads its data: longer
 * than the feed's round trip, and it used to sit between the feed's arrival and its first paint (npm run
 * bench). For English, whose phrases below are the ones Intl gives in every English locale
 * (english-relative-time.test.ts compares them, value by value, with Intl itself), formatters.ts writes the
 * phrase directly; every other language goes through Intl. This is Intl's output, not a message: no
 * translator ever sees it.
 */
const NEXT_LAST: Partial<Record<Intl.RelativeTimeFormatUnit, [string, string]>> = {
  day: ['yesterday', 'tomorrow'],
  week: ['last week', 'next week'],
  month: ['last month', 'next month'],
  year: ['last year', 'next year'],
};

/** Whether Intl speaks English for `locale` (the pseudo-locale's tag included: Intl has no data for it). */
export function isEnglish(locale: string): boolean {
  return /^en(-|$)/i.test(locale);
}

/** Intl's `numeric: 'auto'` English phrase, for |value| < 1000 (no digit grouping, which varies by region). */
export function englishRelativePhrase(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  if (value === 0) return unit === 'second' ? 'now' : unit === 'day' ? 'today' : `this ${unit}`;
  const nextLast = NEXT_LAST[unit];
  if (nextLast && Math.abs(value) === 1) return value < 0 ? nextLast[0] : nextLast[1];
  const count = `${String(Math.abs(value))} ${unit}${Math.abs(value) === 1 ? '' : 's'}`;
  return value < 0 ? `${count} ago` : `in ${count}`;
}
