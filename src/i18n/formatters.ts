import { englishRelativePhrase, isEnglish } from './english-relative-time';

/**
 * Relative times, numbers and sizes in a language, through the platform's Intl (no formatting library
 * ships); dates and lists are in dates-and-lists.ts. The formats are kept per language and options: building
 * one costs far more than using it. Plurals are not here: they belong in the catalogs' ICU messages, where a
 * translator gives every form.
 */
const cache = new Map<string, unknown>();

/** The format `build` makes, built once per key (the language and the options). */
export function cached<T>(key: string, build: () => T): T {
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

const FILE_SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "512 bytes", "41.6 kB", "2.3 MB" (and "41,6 kB" in German): decimal units, as Intl names them. */
export function formatFileSize(locale: string, bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const name = FILE_SIZE_UNITS[unit] ?? 'byte';
  return formatNumber(locale, value, {
    style: 'unit',
    unit: name,
    unitDisplay: name === 'byte' ? 'long' : 'short',
    maximumFractionDigits: name === 'byte' ? 0 : 1,
  });
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relativeFormat = (locale: string) =>
  cached(`r|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' }));

/** `value` of `unit` from now, as the language says it ("in 2 minutes", "vor 40 Sekunden"): a count in a chosen unit. */
export function relativePhrase(locale: string, value: number, unit: Intl.RelativeTimeFormatUnit): string {
  if (Number.isInteger(value) && Math.abs(value) < 1000 && isEnglish(locale)) {
    return englishRelativePhrase(value, unit);
  }
  return relativeFormat(locale).format(value, unit);
}

/**
 * How long ago (or how soon) `date` is from `now`, in the largest whole unit: "vor 4 Wochen", "hace 3 horas".
 * `numeric: 'auto'` gives the words people say for one step ("yesterday", "gestern"); under 45 seconds is
 * "now", as a message just sent does not count its seconds.
 */
export function formatRelative(locale: string, date: Date | number, now: Date | number = Date.now()): string {
  const seconds = Math.round((Number(date) - Number(now)) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return relativePhrase(locale, 0, 'second');
  const [unit, size] = UNITS.find(([, length]) => abs >= length) ?? ['minute', 60];
  return relativePhrase(locale, abs >= size ? Math.trunc(seconds / size) : Math.sign(seconds), unit);
}

/**
 * Builds ahead of their first use the formats the early paint needs in `locale`: called while the feed is
 * on its way (boot/first-request.ts), so that ICU's data loads then rather than between the feed's arrival
 * and its paint. Lingui's plurals build their own number format and plural rules: the data they load is
 * the same, and stays loaded.
 */
export function prepareFormats(locale: string): void {
  if (!isEnglish(locale)) relativeFormat(locale);
  formatNumber(locale, 0);
  cached(`p|${locale}`, () => new Intl.PluralRules(locale));
}
