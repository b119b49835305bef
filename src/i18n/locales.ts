/**
 * The languages of the interface. English is the source language: its catalog ships with the app's code,
 * every other one is a lazy file of its own. The pseudo-locale (en-XA, the tag CLDR and the platforms use for
 * accented English) is for layout checks: English, accented and about 40% longer, made from the English
 * catalog in the browser, so it is never out of date and costs no translator.
 */
export const SOURCE_LOCALE = 'en';
export const PSEUDO_LOCALE = 'en-XA';

export const LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'zh-Hans', 'ar', 'he', PSEUDO_LOCALE] as const;

export type Locale = (typeof LOCALES)[number];

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set<Locale>(['ar', 'he']);

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
