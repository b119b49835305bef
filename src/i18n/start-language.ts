import { requestCatalog } from './catalog-chunks';
import { appLocale } from './language-choice';
import { PSEUDO_LOCALE, SOURCE_LOCALE } from './locales';

/**
 * Called by the entry, before config.json and beside the first feed request: the language is the reader's
 * choice or the browser's, both known at once, so its early catalog (what the early paint shows) leaves now
 * instead of after the first chunk. The rest of the language comes with the UI's code (i18n-runtime.ts).
 * No React and no Lingui here, only the choice and the chunk's address: a few hundred bytes of the entry.
 */
export function requestCatalogAhead(): void {
  const locale = appLocale();
  if (locale === SOURCE_LOCALE || locale === PSEUDO_LOCALE) return;
  // A catalog that fails here is asked for again when the runtime needs it, and fails visibly there.
  requestCatalog(locale, 'early').catch(() => undefined);
}
