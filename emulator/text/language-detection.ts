/**
 * The `language` the service sends with every message (api-shapes 1.4), decided once when a message is
 * posted and stored with it. The real service's detector is unknown; this one is deliberately light, enough
 * for the emulator to send the languages a multinational network shows (and the client to tag bodies with a
 * `lang`): the script decides first, then a handful of common words for the Latin-script languages, else
 * English, which is what the recorded fixtures say for the short or ambiguous texts too.
 */

export type DetectedLanguage = 'en' | 'ar' | 'he' | 'ja' | 'zh' | 'de' | 'fr' | 'es' | 'pt';

type Script = 'latin' | 'ar' | 'he' | 'kana' | 'han';

/** The script of one UTF-16 code unit, or null for digits, punctuation, spaces, emoji and the rest. */
function scriptOf(code: number): Script | null {
  if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || (code >= 0xc0 && code <= 0x24f))
    return code === 0xd7 || code === 0xf7 ? null : 'latin';
  // Arabic, Arabic Supplement, Arabic Extended-A, and the presentation forms.
  if (
    (code >= 0x600 && code <= 0x6ff) ||
    (code >= 0x750 && code <= 0x77f) ||
    (code >= 0x8a0 && code <= 0x8ff) ||
    (code >= 0xfb50 && code <= 0xfdff) ||
    (code >= 0xfe70 && code <= 0xfeff)
  )
    return 'ar';
  if ((code >= 0x590 && code <= 0x5ff) || (code >= 0xfb1d && code <= 0xfb4f)) return 'he';
  // Hiragana, Katakana and its extensions, half-width Katakana: only Japanese writes kana.
  if (
    (code >= 0x3040 && code <= 0x30ff) ||
    (code >= 0x31f0 && code <= 0x31ff) ||
    (code >= 0xff66 && code <= 0xff9f)
  )
    return 'kana';
  if (
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xf900 && code <= 0xfaff)
  )
    return 'han';
  return null;
}

/**
 * Words frequent in one language and rare in the others (a word two of them share, like "de" or "la", tells
 * nothing and is left out). "die" is an English word too, but German says it far more often.
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

/** One pass over the text (a seed of 100,000 messages runs this for each). */
function countScripts(text: string): Record<Script, number> {
  const counts: Record<Script, number> = { latin: 0, ar: 0, he: 0, kana: 0, han: 0 };
  for (let i = 0; i < text.length; i += 1) {
    const script = scriptOf(text.charCodeAt(i));
    if (script) counts[script] += 1;
  }
  return counts;
}

const WORD_LISTS = Object.entries(STOP_WORDS) as [DetectedLanguage, ReadonlySet<string>][];

function byWords(text: string): DetectedLanguage {
  const hits = new Map<DetectedLanguage, number>();
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    for (const [language, list] of WORD_LISTS) {
      if (list.has(word)) hits.set(language, (hits.get(language) ?? 0) + 1);
    }
  }
  let best: DetectedLanguage = 'en';
  let bestHits = 0;
  let tied = false;
  for (const [language, count] of hits) {
    if (count > bestHits) [best, bestHits, tied] = [language, count, false];
    else if (count === bestHits) tied = true;
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
  const candidates: [DetectedLanguage | 'latin', number][] = [
    ['latin', counts.latin],
    ['ar', counts.ar],
    ['he', counts.he],
    [counts.kana > 0 ? 'ja' : 'zh', counts.kana + counts.han],
  ];
  const [winner, letters] = candidates.reduce((best, next) => (next[1] > best[1] ? next : best));
  if (letters === 0 || winner === 'latin') return byWords(text);
  return winner;
}
