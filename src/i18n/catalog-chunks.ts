import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/*
 * Every translated catalog is a module of its own, so the bundler gives each its own lazy chunk. English is
 * not among them: the runtime imports it, so it ships with the code that shows it and costs no request.
 */
const chunks = import.meta.glob<{ messages: Messages }>([
  '../locales/*/messages.ts',
  '!../locales/en/messages.ts',
]);

/**
 * A translated catalog's messages. Asking twice costs one request: the browser keeps one module per
 * address, so the entry's early request (start-language.ts) and the runtime's later one are the same.
 */
export async function requestCatalog(locale: Exclude<Locale, 'en' | 'en-XA'>): Promise<Messages> {
  const load = chunks[`../locales/${locale}/messages.ts`];
  if (!load) throw new Error(`No catalog for ${locale}`);
  return (await load()).messages;
}
