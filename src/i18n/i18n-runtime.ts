import { i18n, type Messages } from '@lingui/core';
import { messages as englishEarly } from '../locales/en/early';
import { subscribePreferences } from '../lib/preferences';
import { requestCatalog, type CatalogLocale } from './catalog-chunks';
import { appLocale } from './language-choice';
import { directionOf, PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from './locales';

/*
 * The one Lingui instance of the page, English's early catalog from the start: the early paint never waits
 * for a request, and a catalog that cannot load leaves the interface in English rather than in nothing.
 */
i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: englishEarly });

export { i18n };

/**
 * Which of a language's catalogs the page needs (lingui.config.js): `early` while only the early paint is
 * on screen (boot/first-screen.ts), `all` once the UI's code is on its way, and from the start anywhere else
 * (the embed, a test, a component rendered on its own).
 */
export type CatalogScope = 'early' | 'all';

let scope: CatalogScope = 'all';

async function catalogsOf(locale: CatalogLocale, wanted: CatalogScope): Promise<Messages> {
  const rest = wanted === 'all' ? requestCatalog(locale, 'messages') : Promise.resolve({});
  // Both requests leave together: the full catalog never waits for the early one.
  const early = locale === SOURCE_LOCALE ? englishEarly : requestCatalog(locale, 'early');
  const [first, second] = await Promise.all([early, rest]);
  return { ...first, ...second };
}

async function messagesOf(locale: Locale, wanted: CatalogScope): Promise<Messages> {
  if (locale !== PSEUDO_LOCALE) return catalogsOf(locale, wanted);
  const [english, { pseudoMessages }] = await Promise.all([
    catalogsOf(SOURCE_LOCALE, wanted),
    import('./pseudo-locale'),
  ]);
  return pseudoMessages(english);
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
 * The catalogs loaded are merged into the language's messages (`i18n.load`), so the full catalog arriving
 * after the early one adds to it. A catalog that cannot load leaves (or puts) the interface in English, never
 * half in one language and half in message ids.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  wanted = locale;
  let messages: Messages;
  try {
    messages = await messagesOf(locale, scope);
  } catch (error) {
    console.error(`The ${locale} catalogs could not load: the interface stays in English.`, error);
    if (wanted === locale && locale !== SOURCE_LOCALE) await activateLocale(SOURCE_LOCALE);
    return;
  }
  if (wanted !== locale) return;
  i18n.load(locale, messages);
  if (i18n.locale !== locale) i18n.activate(locale);
  applyToDocument(locale);
}

let fullCatalogs: Promise<void> | null = null;

/**
 * The rest of the language (the `messages` catalog), asked for beside the UI's code (boot/first-screen.ts) so
 * that it arrives with it, never a round trip after: the promise settles once it is merged, or once the
 * interface has fallen back to English. From then on every switch loads both catalogs.
 */
export function loadFullCatalogs(): Promise<void> {
  if (scope === 'all' && fullCatalogs) return fullCatalogs;
  scope = 'all';
  fullCatalogs = activateLocale(wanted);
  return fullCatalogs;
}

let stopFollowing: (() => void) | null = null;
let settled: Promise<void> = Promise.resolve();

/**
 * Settles once the language being followed is active (or has fallen back to English): the early paint waits
 * for it, so that it is drawn in the reader's language from its first frame. Its catalog left beside the
 * feed request, so the wait is rarely any longer than the feed's.
 */
export function languageSettled(): Promise<void> {
  return settled;
}

/**
 * Keeps the language equal to `resolve()`: now, and whenever a preference changes in this tab or another
 * (the storage event). The app follows `appLocale`; the embed frame passes its own (language-choice.ts).
 * Called again, it follows the new resolver instead. The first chunk passes `early`, until the UI's code is
 * asked for (`loadFullCatalogs`).
 */
export function followLanguage(resolve: () => Locale = appLocale, catalogs: CatalogScope = 'all'): void {
  stopFollowing?.();
  scope = catalogs;
  let current = resolve();
  const started = activateLocale(current);
  settled = started;
  fullCatalogs = catalogs === 'all' ? started : null;
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
