import { i18n, type Messages } from '@lingui/core';
import { messages as englishEarly } from '../locales/en/early';
import { requestCatalog } from './catalog-chunks';
import { directionOf, PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from './locales';

/*
 * The one Lingui instance of the page, English's early catalog from the start: the early paint never waits
 * for a request, and a catalog that cannot load leaves the interface in English rather than in nothing.
 * This module is the first chunk's part of the languages: the instance, and the early page's language.
 * Following the reader's choice, and the UI's and the lazy code's catalogs, come with the UI's code
 * (language-runtime.ts), so that the first page does not carry them.
 */
i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: englishEarly });

export { i18n, englishEarly };

/** Makes `locale` the page's language with `messages` added; `<html lang>` and `<html dir>` follow it. */
export function speak(locale: Locale, messages: Messages): void {
  i18n.load(locale, messages);
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

async function earlyMessages(locale: Locale): Promise<Messages> {
  if (locale === SOURCE_LOCALE) return englishEarly;
  if (locale !== PSEUDO_LOCALE) return requestCatalog(locale, 'early');
  const { pseudoMessages } = await import('./pseudo-locale');
  return pseudoMessages(englishEarly);
}

let settled: Promise<void> = Promise.resolve();

/**
 * The early page's language (boot/first-screen.ts): `locale` with its early catalog, which the entry asked
 * for beside the first feed request (start-language.ts). One that cannot load leaves the page in English.
 */
export function speakEarly(locale: Locale): Promise<void> {
  settled = earlyMessages(locale).then(
    (messages) => {
      speak(locale, messages);
    },
    (error: unknown) => {
      console.error(`The ${locale} early catalog could not load: the page stays in English.`, error);
    },
  );
  return settled;
}

/**
 * Settles once the early page's language is active (or has stayed English): the early paint waits for it,
 * so that it is drawn in the reader's language from its first frame. Its catalog left beside the feed
 * request, so the wait is rarely any longer than the feed's.
 */
export function languageSettled(): Promise<void> {
  return settled;
}

export function currentLocale(): string {
  return i18n.locale;
}
