import type { Messages } from '@lingui/core';

/**
 * The pseudo-locale's messages, made from the English catalog: every letter accented and every text
 * about 40% longer, so that a layout check shows what hard-codes English, clips a longer word or breaks on
 * accents. Placeholders, plural forms and tags (the compiled message's arrays) are kept as they are.
 */
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTS = Array.from('áƀçðéƒĝĥíĵķĺɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ');
const ACCENTED = new Map(Array.from(PLAIN).map((letter, i) => [letter, ACCENTS[i] ?? letter]));

const LONGER_BY = 0.4;
// Words, not one run of marks: a longer translation wraps where its spaces are, and so must this.
const FILLER = 'ļöŕéɱ íþšûɱ ðöļöŕ šíţ áɱéţ ';

export function pseudoText(text: string): string {
  const accented = text.replace(/[a-zA-Z]/g, (letter) => ACCENTED.get(letter) ?? letter);
  const letters = text.replace(/[^a-zA-Z]/g, '').length;
  // Padding on letters only: a lone placeholder or punctuation mark stays as short as it is.
  const padding = Math.ceil(letters * LONGER_BY);
  if (padding === 0) return accented;
  const filler = FILLER.repeat(Math.ceil(padding / FILLER.length))
    .slice(0, padding)
    .trim();
  // Before the text's own trailing space: a run that ends where a name or a placeholder follows keeps the
  // space before it ("Org chart of … Ada", not "…ĺöŕéAda").
  const [, body = accented, trailing = ''] = /^(.*?)(\s*)$/s.exec(accented) ?? [];
  return `${body} ${filler}${trailing}`;
}

type Compiled = Messages[string];

function pseudoCompiled(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message);
  return message.map((part) => (typeof part === 'string' ? pseudoText(part) : pseudoPart(part))) as Compiled;
}

/** A placeholder `[name]`, or a plural or select `[name, kind, { form: message }]`: only the forms change. */
function pseudoPart(part: unknown): unknown {
  if (!Array.isArray(part) || part.length < 3) return part;
  const [name, kind, forms, ...rest] = part as [unknown, unknown, unknown, ...unknown[]];
  if (typeof forms !== 'object' || forms === null) return part;
  const translated = Object.fromEntries(
    Object.entries(forms).map(([form, text]) => [form, pseudoCompiled(text as Compiled)]),
  );
  return [name, kind, translated, ...rest];
}

export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudoCompiled(message)]));
}
