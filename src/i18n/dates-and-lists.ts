import { cached } from './formatters';

/*
 * Dates and lists in a language, through the platform's Intl, apart from formatters.ts: the early paint uses
 * none of them, so the first page does not carry them.
 */

export function formatDate(
  locale: string,
  date: Date | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  return cached(key, () => new Intl.DateTimeFormat(locale, options)).format(date);
}

/** The full date and time, for tooltips and screen readers. */
export function formatDateTime(locale: string, date: Date | number, timeZone?: string): string {
  return formatDate(locale, date, { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

export function formatList(
  locale: string,
  items: readonly string[],
  type: Intl.ListFormatType = 'conjunction',
): string {
  return cached(`l|${locale}|${type}`, () => new Intl.ListFormat(locale, { type })).format(items);
}
