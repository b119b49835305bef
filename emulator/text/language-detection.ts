/**
 * The `language` the service sends with every message (api-shapes 1.4), decided once when a message is
 * posted and stored with it. The real service's detector is unknown; this one is deliberately light, enough
 * for the emulator to send the languages a multinational network shows (and the client to tag bodies with a
 * `lang`): the script decides first, then a handful of common words for the Latin-script languages, else
 * English, which is what the recorded fixtures say for the short or ambiguous texts too.
 */

export type DetectedLanguage = 'en' | 'ar' | 'he' | 'ja' | 'zh' | 'de' | 'fr' | 'es' | 'pt';

const SCRIPTS = [
  // Arabic, Arabic Supplement, Arabic Extended-A, and the presentation forms.
  { language: 'ar', pattern: /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/gu },
  { language: 'he', pattern: /[\u0590-\u05ff\ufb1d-\ufb4f]/gu },
  // Hiragana, Katakana (and its extensions, half-width forms): only Japanese writes kana.
  { language: 'ja', pattern: /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/gu },
  { language: 'han', pattern: /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu },
  { language: 'latin', pattern: /[a-z\u00c0-\u024f]/giu },
] as const;

/**
 * Words frequent in one language and rare in the others (a word two of them share, like "de" or "la", tells
 * nothing and is left out). "die" and "in" are English words too, but German says them far more often.
 */
const STOP_WORDS: Record<'en' | 'de' | 'fr' | 'es' | 'pt', ReadonlySet<string>> = {
  en: new Set(
    'the and is are of to for with on this that we it be not have our you at will from was an'.split(' '),
  ),
  de: new Set(
    'der die das und ist nicht ich wir mit für auf den dem ein eine einen zu auch sich von bei wird sind noch heute aber oder unser unsere danke im'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le les et est des une du pour pas qui dans sur nous avec cette sont au aux je vous mais très merci ce'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el los las y es del al una está muy pero con este esta hoy también nuestro nuestra gracias hay'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'o os e é não do da dos das em um uma com mais muito também nosso nossa você são obrigado'.split(' '),
  ),
};

/** Fewer hits than this is a guess, and the guess is English. */
const MIN_WORD_HITS = 2;

function countScripts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { language, pattern } of SCRIPTS) counts.set(language, text.match(pattern)?.length ?? 0);
  return counts;
}

function byWords(text: string): DetectedLanguage {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best: DetectedLanguage = 'en';
  let bestHits = 0;
  let tied = false;
  for (const [language, list] of Object.entries(STOP_WORDS) as [DetectedLanguage, ReadonlySet<string>][]) {
    const hits = words.filter((word) => list.has(word)).length;
    if (hits > bestHits) [best, bestHits, tied] = [language, hits, false];
    else if (hits === bestHits) tied = true;
  }
  return bestHits >= MIN_WORD_HITS && !tied ? best : 'en';
}

/**
 * The language of a message's plain text. The script with the most letters wins, so an English name or a
 * Latin word inside an Arabic sentence keeps it Arabic; Han characters are Japanese when any kana is there,
 * and Chinese otherwise.
 */
export function detectLanguage(text: string): DetectedLanguage {
  const counts = countScripts(text);
  const kana = counts.get('ja') ?? 0;
  const han = counts.get('han') ?? 0;
  const candidates: [DetectedLanguage | 'latin', number][] = [
    ['latin', counts.get('latin') ?? 0],
    ['ar', counts.get('ar') ?? 0],
    ['he', counts.get('he') ?? 0],
    [kana > 0 ? 'ja' : 'zh', kana + han],
  ];
  const [winner, letters] = candidates.reduce((best, next) => (next[1] > best[1] ? next : best));
  if (letters === 0 || winner === 'latin') return byWords(text);
  return winner;
}
