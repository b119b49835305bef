/**
 * Dates, relative times, numbers and lists in a language, through the platform's Intl (no formatting
 * library ships). The formats are kept per language and options: building one costs far more than using it.
 * Plurals are not here: they belong in the catalogs' ICU messages, where a translator gives every form.
 */
const cache = new Map<string, unknown>();

function cached<T>(key: string, build: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (format === undefined) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

export function formatNumber(locale: string, value: number, options: Intl.NumberFormatOptions = {}): string {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  return cached(key, () => new Intl.NumberFormat(locale, options)).format(value);
}

export function formatDate(
  locale: string,
  date: Date | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  return cached(key, () => new Intl.DateTimeFormat(locale, options)).format(date);
}

export function formatList(
  locale: string,
  items: readonly string[],
  type: Intl.ListFormatType = 'conjunction',
): string {
  return cached(`l|${locale}|${type}`, () => new Intl.ListFormat(locale, { type })).format(items);
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * How long ago (or how soon) `date` is from `now`, in the largest whole unit: "vor 4 Wochen", "hace 3 horas".
 * `numeric: 'auto'` gives the words people say for one step ("yesterday", "gestern").
 */
export function formatRelative(locale: string, date: Date | number, now: Date | number = Date.now()): string {
  const seconds = Math.round((Number(date) - Number(now)) / 1000);
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  const format = cached(
    `r|${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' }),
  );
  return format.format(Math.trunc(seconds / size), unit);
}
