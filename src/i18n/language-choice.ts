import { readPreference, type Preference } from '../lib/preferences';
import { isLocale, type Locale } from './locales';
import { negotiateLocale } from './negotiate-locale';

/** The reader's language in Settings: a locale, or `auto` to follow the browser (and an embed's host page). */
export type LanguageChoice = Locale | 'auto';

export const LANGUAGE: Preference<LanguageChoice> = {
  key: 'commons.language',
  fallback: 'auto',
  parse: (raw) => (raw === 'auto' || isLocale(raw) ? raw : undefined),
};

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** The app's language: the reader's choice, else the best match of the browser's languages, else English. */
export function appLocale(): Locale {
  const chosen = readPreference(LANGUAGE);
  return chosen === 'auto' ? negotiateLocale(browserLanguages()) : chosen;
}

/**
 * The embed frame's language: the reader's choice, else the host page's `<html lang>` (the intranet page
 * the feed sits in speaks to the same reader), else the browser's languages.
 */
export function embedLocale(hostLang: string | null): Locale {
  const chosen = readPreference(LANGUAGE);
  if (chosen !== 'auto') return chosen;
  return negotiateLocale(hostLang ? [hostLang, ...browserLanguages()] : browserLanguages());
}
