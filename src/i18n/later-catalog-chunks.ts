import type { Messages } from '@lingui/core';
import type { CatalogLocale } from './catalog-chunks';

/* The later catalogs (lingui.config.js), each its own lazy chunk: the table of their addresses is a chunk too. */
const chunks = import.meta.glob<{ messages: Messages }>('../locales/*/later.ts');

export async function requestLaterCatalog(locale: CatalogLocale): Promise<Messages> {
  const load = chunks[`../locales/${locale}/later.ts`];
  if (!load) throw new Error(`No later catalog for ${locale}`);
  return (await load()).messages;
}
