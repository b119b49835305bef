import type { Messages } from '@lingui/core';
import { subscribePreferences } from '../lib/preferences';
import { requestCatalog, type CatalogLocale, type CatalogPart } from './catalog-chunks';
import { englishEarly, i18n, speak } from './i18n-runtime';
import { appLocale } from './language-choice';
import { PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from './locales';

/*
 * The languages once the UI's code is in: following the reader's choice, and a language's catalogs beyond
 * the early one. The first chunk has only the instance and the early page's language (i18n-runtime.ts).
 */

/**
 * How much of a language the page needs (lingui.config.js): `ui` for React's first render (app/boot.ts),
 * and `all` once the lazy code may show (later-messages.ts). The embed, a test or a component rendered on
 * its own need `all` from the start.
 */
export type CatalogScope = 'ui' | 'all';

const PARTS: Record<CatalogScope, readonly CatalogPart[]> = {
  ui: ['early', 'ui'],
  all: ['early', 'ui', 'later'],
};

let scope: CatalogScope = 'all';

type LaterCatalogs = (locale: CatalogLocale) => Promise<Messages>;

let laterCatalogs: LaterCatalogs | null = null;

/**
 * The later catalogs' table, for code that holds it already (the embed frame, which needs every catalog
 * before it renders): without it, the table is a chunk of its own, one round trip before the catalog.
 */
export function provideLaterCatalogs(request: LaterCatalogs): void {
  laterCatalogs = request;
}

/** English's early catalog is in the first chunk; the later catalogs' table is a chunk of its own. */
async function requestPart(locale: CatalogLocale, part: CatalogPart): Promise<Messages> {
  if (part === 'early' && locale === SOURCE_LOCALE) return englishEarly;
  if (part !== 'later') return requestCatalog(locale, part);
  laterCatalogs ??= (await import('./later-catalog-chunks')).requestLaterCatalog;
  return laterCatalogs(locale);
}

async function catalogsOf(locale: CatalogLocale, wanted: CatalogScope): Promise<Messages> {
  // The requests leave together: a later part never waits for an earlier one.
  const parts = await Promise.all(PARTS[wanted].map((part) => requestPart(locale, part)));
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

let wantedLocale: Locale = SOURCE_LOCALE;
let latest: Promise<void> = Promise.resolve();

/**
 * Switches the whole interface to `locale`, with no reload: every component that reads the catalog through
 * lingui-runtime.tsx re-renders. When the reader switches again before a catalog arrives, the later choice wins.
 * The catalogs loaded are merged into the language's messages (`i18n.load`), so a catalog arriving after
 * another adds to it. A catalog that cannot load leaves (or puts) the interface in English, never half in
 * one language and half in message ids.
 */
export function activateLocale(locale: Locale): Promise<void> {
  latest = activate(locale);
  return latest;
}

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
  speak(locale, messages);
}

/** The activation that brought the later catalog in, once there is one. */
let allReached: Promise<void> | null = null;

/**
 * Adds the later catalog to the language, once: when the feed is drawn, or first by whatever lazy code shows
 * a message before (later-messages.ts). The promise settles once it is merged into the language last asked
 * for, or once the interface has fallen back to English. From then on every switch loads it too.
 */
export function loadAllCatalogs(): Promise<void> {
  if (!allReached) {
    scope = 'all';
    allReached = activateLocale(wantedLocale);
  }
  return allReached.then(untilCurrent);
}

let stopFollowing: (() => void) | null = null;

/**
 * Keeps the language equal to `resolve()`: now, and whenever a preference changes in this tab or another
 * (the storage event). The app follows `appLocale`; the embed frame passes its own (language-choice.ts).
 * Called again, it follows the new resolver instead. The app's boot passes `ui`, and the scope widens as
 * the lazy code comes (`loadAllCatalogs`). Settles once the language is in.
 */
export function followLanguage(
  resolve: () => Locale = appLocale,
  catalogs: CatalogScope = 'all',
): Promise<void> {
  stopFollowing?.();
  scope = catalogs;
  let current = resolve();
  const started = activateLocale(current);
  allReached = catalogs === 'all' ? started : null;
  stopFollowing = subscribePreferences(() => {
    const next = resolve();
    if (next === current) return;
    current = next;
    void activateLocale(next);
  });
  return started;
}

/** Starts following the app's language the first time anything reads the catalog, unless already following. */
export function ensureFollowing(): void {
  if (!stopFollowing) void followLanguage();
}

export function subscribeLocale(listener: () => void): () => void {
  ensureFollowing();
  return i18n.on('change', listener);
}
