import { requestCatalog } from './catalog-chunks';
import { appLocale } from './language-choice';
import { PSEUDO_LOCALE, SOURCE_LOCALE } from './locales';

/**
 * Asks for one of the reader's catalogs ahead of the code that needs it: the early one from the entry,
 * before config.json and beside the first feed request (the language is the reader's choice or the
 * browser's, both known at once), and the UI's from the first chunk beside the UI's code. No React and no
 * Lingui here, only the choice and the chunk's address: a few hundred bytes of the entry. The runtime's
 * own request for it later is the same module, so the same request.
 */
export function requestCatalogAhead(part: 'early' | 'ui' = 'early'): void {
  const chosen = appLocale();
  // The pseudo-locale is made from English's catalogs, and English's early one is in the first chunk.
  const locale = chosen === PSEUDO_LOCALE ? SOURCE_LOCALE : chosen;
  if (part === 'early' && locale === SOURCE_LOCALE) return;
  // A catalog that fails here is asked for again when the runtime needs it, and fails visibly there.
  requestCatalog(locale, part).catch(() => undefined);
}
