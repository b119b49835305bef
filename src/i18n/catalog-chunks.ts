import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * A language's three catalogs (lingui.config.js), one per step of the page's code: what the first page can
 * show, what React's first render adds, and what the lazy code shows.
 */
export type CatalogPart = 'early' | 'ui' | 'later';

/** The languages with catalogs of their own: the pseudo-locale is made from English's. */
export type CatalogLocale = Exclude<Locale, 'en-XA'>;

/*
 * Every catalog is a module of its own, so the bundler gives each its own lazy chunk. English's early catalog
 * is not among them: the runtime imports it, so it ships in the first chunk and costs no request. The later
 * catalogs' addresses are not here either: this table is in the entry, and they are asked for after the
 * feed is drawn (later-catalog-chunks.ts, language-runtime.ts), so the first page does not carry them.
 */
const chunks = import.meta.glob<{ messages: Messages }>([
  '../locales/*/early.ts',
  '../locales/*/ui.ts',
  '!../locales/en/early.ts',
]);

/**
 * One of a language's catalogs. Asking twice costs one request: the browser keeps one module per address,
 * so the entry's early request (start-language.ts) and the runtime's later one are the same.
 */
export async function requestCatalog(locale: CatalogLocale, part: 'early' | 'ui'): Promise<Messages> {
  const load = chunks[`../locales/${locale}/${part}.ts`];
  if (!load) throw new Error(`No ${part} catalog for ${locale}`);
  return (await load()).messages;
}
