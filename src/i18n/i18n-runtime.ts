import { i18n, type Messages } from '@lingui/core';
import { messages as english } from '../locales/en/messages';
import { subscribePreferences } from '../lib/preferences';
import { requestCatalog } from './catalog-chunks';
import { appLocale } from './language-choice';
import { directionOf, PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from './locales';

/*
 * The one Lingui instance of the page, English from the start: the first render never waits for a
 * request, and a catalog that cannot load leaves the interface in English rather than in nothing.
 */
i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: english });

export { i18n };

async function messagesOf(locale: Locale): Promise<Messages> {
  if (locale === SOURCE_LOCALE) return english;
  if (locale === PSEUDO_LOCALE) return (await import('./pseudo-locale')).pseudoMessages(english);
  return requestCatalog(locale);
}

/** `<html lang>` and `<html dir>` follow the language, so that screen readers and the layout follow too. */
function applyToDocument(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

let wanted: Locale = SOURCE_LOCALE;

/**
 * Switches the whole interface to `locale`, with no reload: every component that reads the catalog through
 * lingui-runtime.tsx re-renders. When the reader switches again before a catalog arrives, the later choice wins.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  wanted = locale;
  const messages = await messagesOf(locale);
  if (wanted !== locale) return;
  if (i18n.locale !== locale) i18n.loadAndActivate({ locale, messages });
  applyToDocument(locale);
}

let stopFollowing: (() => void) | null = null;

/**
 * Keeps the language equal to `resolve()`: now, and whenever a preference changes in this tab or another
 * (the storage event). The app follows `appLocale`; the embed frame passes its own (language-choice.ts).
 * Called again, it follows the new resolver instead.
 */
export function followLanguage(resolve: () => Locale = appLocale): void {
  stopFollowing?.();
  let current = resolve();
  void activateLocale(current);
  stopFollowing = subscribePreferences(() => {
    const next = resolve();
    if (next === current) return;
    current = next;
    void activateLocale(next);
  });
}

/** Starts following the app's language the first time anything reads the catalog, unless already following. */
export function ensureFollowing(): void {
  if (!stopFollowing) followLanguage();
}

export function subscribeLocale(listener: () => void): () => void {
  ensureFollowing();
  return i18n.on('change', listener);
}

export function currentLocale(): string {
  return i18n.locale;
}
