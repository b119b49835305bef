/**
 * Reading what is typed in the composer: #hashtags (which become topics), the @mention or #topic being
 * typed at the caret (for suggestions), and the first link (for a preview card). The patterns follow the
 * service: a sigil never inside a word, an e-mail address or a URL.
 */
const HASHTAG = /(^|[^\w@#&/])#([A-Za-z0-9][A-Za-z0-9._-]*[A-Za-z0-9]|[A-Za-z0-9])/g;

/** The #hashtags of a text, first spelling of each (case-insensitive), in order. */
export function hashtagsIn(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const match of text.matchAll(HASHTAG)) {
    const tag = match[2];
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

export interface CaretToken {
  sigil: '@' | '#';
  /** What follows the sigil, up to the caret. */
  query: string;
  /** Where the sigil is. */
  start: number;
  /** The caret. */
  end: number;
}

/** The @name or #topic that ends at the caret, when one is being typed there. */
export function tokenAt(text: string, caret: number): CaretToken | null {
  const before = text.slice(0, caret);
  const match = /(^|[^\w@#&/])([@#])([\w.-]{1,50})$/.exec(before);
  if (!match) return null;
  const sigil = match[2] as '@' | '#';
  const query = match[3] ?? '';
  return { sigil, query, start: caret - query.length - 1, end: caret };
}

/** The text with the token replaced (and a space after it), and where the caret goes. */
export function replaceToken(text: string, token: CaretToken, replacement: string) {
  const after = text.slice(token.end);
  const spacer = after.startsWith(' ') ? '' : ' ';
  const next = `${text.slice(0, token.start)}${replacement}${spacer}${after}`;
  return { text: next, caret: token.start + replacement.length + 1 };
}

/** The first http(s) link of a text, without trailing punctuation. */
export function firstLink(text: string): string | null {
  const match = /\bhttps?:\/\/[^\s<>"']+/i.exec(text);
  return match ? match[0].replace(/[.,;:!?)\]]+$/, '') : null;
}

/** Topic names as the composer keeps them: no leading #, trimmed, no duplicates (case-insensitive), at most 20. */
export function mergeTopics(...lists: readonly (readonly string[])[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const list of lists)
    for (const raw of list) {
      const name = raw.trim().replace(/^#+/, '');
      if (name === '' || seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      out.push(name);
    }
  return out.slice(0, MAX_TOPICS);
}

/** Spec 4.2: topic1 to topic20. */
export const MAX_TOPICS = 20;
