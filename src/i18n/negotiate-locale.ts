import { LOCALES, SOURCE_LOCALE, type Locale, PSEUDO_LOCALE } from './locales';

/*
 * Chinese is asked for by script (zh-Hans) or, in most browsers, by region: the regions that write the
 * simplified script map to it. zh-TW, zh-HK and zh-Hant do not, since a reader of traditional characters
 * is better served by English than by the other script's spelling of every word.
 */
const SIMPLIFIED_CHINESE = /^zh(-hans|-cn|-sg|-my)?(-|$)/i;
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)(-|$)/i;

function matchOne(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  if (lower === '') return null;
  if (lower === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  if (TRADITIONAL_CHINESE.test(lower)) return null;
  if (SIMPLIFIED_CHINESE.test(lower)) return 'zh-Hans';
  // Any Portuguese reads the Brazilian catalog before English; any German, French... their language.
  const language = lower.split('-')[0];
  return (
    LOCALES.find((locale) => locale !== PSEUDO_LOCALE && locale.toLowerCase().split('-')[0] === language) ??
    null
  );
}

/**
 * The first of the reader's languages, in their order of preference, that the interface speaks; English
 * when none is. A later exact match never beats an earlier language: de-AT before fr gives German.
 */
export function negotiateLocale(wanted: readonly string[]): Locale {
  for (const tag of wanted) {
    const match = matchOne(tag);
    if (match) return match;
  }
  return SOURCE_LOCALE;
}
