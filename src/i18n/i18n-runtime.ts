import { i18n, type Messages } from '@lingui/core';
import { messages as englishEarly } from '../locales/en/early';
import { subscribePreferences } from '../lib/preferences';
import { requestCatalog, type CatalogLocale, type CatalogPart } from './catalog-chunks';
import { appLocale } from './language-choice';
import { directionOf, PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from './locales';

/*
 * The one Lingui instance of the page, English's early catalog from the start: the early paint never waits
 * for a request, and a catalog that cannot load leaves the interface in English rather than in nothing.
 */
i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: englishEarly });

export { i18n };

/**
 * How much of a language the page needs (lingui.config.js): `early` while only the early paint is on screen
 * (boot/first-screen.ts), `ui` once React's first render is on its way, and `all` once the lazy code may
 * show (later-messages.ts). The embed, a test or a component rendered on its own need `all` from the start.
 */
export type CatalogScope = 'early' | 'ui' | 'all';

const PARTS: Record<CatalogScope, readonly CatalogPart[]> = {
  early: ['early'],
  ui: ['early', 'ui'],
  all: ['early', 'ui', 'later'],
};

let scope: CatalogScope = 'all';

async function catalogsOf(locale: CatalogLocale, wanted: CatalogScope): Promise<Messages> {
  // The requests leave together: a later part never waits for an earlier one.
  const parts = await Promise.all(
    PARTS[wanted].map((part) =>
      part === 'early' && locale === SOURCE_LOCALE
        ? Promise.resolve(englishEarly)
        : requestCatalog(locale, part),
    ),
  );
  return Object.assign({}, ...parts) as Messages;
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

let wantedLocale: Locale = SOURCE_LOCALE;

/**
 * Switches the whole interface to `locale`, with no reload: every component that reads the catalog through
 * lingui-runtime.tsx re-renders. When the reader switches again before a catalog arrives, the later choice wins.
 * The catalogs loaded are merged into the language's messages (`i18n.load`), so the full catalog arriving
 * after the early one adds to it. A catalog that cannot load leaves (or puts) the interface in English, never
 * half in one language and half in message ids.
 */
export function activateLocale(locale: Locale): Promise<void> {
  latest = activate(locale);
  return latest;
}

let latest: Promise<void> = Promise.resolve();

/** Settles once the language last asked for is in, however many switches came in between. */
async function untilCurrent(): Promise<void> {
  let seen: Promise<void>;
  do {
    seen = latest;
    await seen;
  } while (seen !== latest);
}

async function activate(locale: Locale): Promise<void> {
  wantedLocale = locale;
  let messages: Messages;
  try {
    messages = await messagesOf(locale, scope);
  } catch (error) {
    console.error(`The ${locale} catalogs could not load: the interface stays in English.`, error);
    if (wantedLocale === locale && locale !== SOURCE_LOCALE) await activateLocale(SOURCE_LOCALE);
    return;
  }
  if (wantedLocale !== locale) return;
  i18n.load(locale, messages);
  if (i18n.locale !== locale) i18n.activate(locale);
  applyToDocument(locale);
}

/** The activation that brought each scope in; a wider scope's covers the narrower ones. */
let reached = new Map<CatalogScope, Promise<void>>();

const covers = (wider: CatalogScope, narrower: CatalogScope) => PARTS[wider].length >= PARTS[narrower].length;

/**
 * Adds to the language the catalogs `wanted` needs, once: the `ui` part is asked for beside the UI's code
 * (boot/first-screen.ts) so that it arrives with it, never a round trip after; `all` (the `later` part) once
 * the feed is drawn, or first by whatever lazy code shows a message before. The promise settles once they
 * are merged into the language last asked for, or once the interface has fallen back to English. From then
 * on every switch loads them too.
 */
export function widenCatalogs(wanted: CatalogScope): Promise<void> {
  const done = [...reached].find(([other]) => covers(other, wanted))?.[1];
  if (done) return done.then(untilCurrent);
  if (covers(wanted, scope)) scope = wanted;
  const activation = activateLocale(wantedLocale);
  reached.set(wanted, activation);
  return activation.then(untilCurrent);
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
 * Called again, it follows the new resolver instead. The first chunk passes `early`, and widens the scope
 * as the UI's code is asked for (`widenCatalogs`).
 */
export function followLanguage(resolve: () => Locale = appLocale, catalogs: CatalogScope = 'all'): void {
  stopFollowing?.();
  scope = catalogs;
  let current = resolve();
  const started = activateLocale(current);
  settled = started;
  reached = new Map([[catalogs, started]]);
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
