import { PSEUDO_LOCALE, type Locale } from './locales';

/**
 * Each language named in itself, as a reader looks for their own in a list of languages they cannot read.
 * Apart from locales.ts, which the entry carries to choose the first page's language: only Settings shows
 * these names, and the first page does not carry them.
 */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  'zh-Hans': '简体中文',
  ar: 'العربية',
  he: 'עברית',
  [PSEUDO_LOCALE]: 'Ƥşéûδô (en-XA)',
};
