import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/** A language's two catalogs (lingui.config.js): what the first page can show, and everything else. */
export type CatalogPart = 'early' | 'messages';

/** The languages with catalogs of their own: the pseudo-locale is made from English's. */
export type CatalogLocale = Exclude<Locale, 'en-XA'>;

/*
 * Every catalog is a module of its own, so the bundler gives each its own lazy chunk. English's early catalog
 * is not among them: the runtime imports it, so it ships in the first chunk and costs no request.
 */
const chunks = import.meta.glob<{ messages: Messages }>([
  '../locales/*/early.ts',
  '../locales/*/messages.ts',
  '!../locales/en/early.ts',
]);

/**
 * One of a language's catalogs. Asking twice costs one request: the browser keeps one module per address,
 * so the entry's early request (start-language.ts) and the runtime's later one are the same.
 */
export async function requestCatalog(locale: CatalogLocale, part: CatalogPart): Promise<Messages> {
  const load = chunks[`../locales/${locale}/${part}.ts`];
  if (!load) throw new Error(`No ${part} catalog for ${locale}`);
  return (await load()).messages;
}
