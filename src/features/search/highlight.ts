export interface TextPart {
  text: string;
  /** A query word matched here (the start of a word of the text, as the service matches). */
  match: boolean;
}

/**
 * The query's words as one pattern: each run of letters and digits (as the service's index splits them; no
 * other character can reach the pattern) matches where a word of the text starts with it, in any case.
 */
export function matcherFor(query: string): RegExp | null {
  const words = (query.match(/[\p{L}\p{N}]+/gu) ?? [])
    // The longest first, so "plans" wins over "plan" at the same place.
    .sort((a, b) => b.length - a.length);
  if (words.length === 0) return null;
  // A pattern for the regular expression engine, never shown to a reader.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})`, 'giu');
}

/**
 * Text cut where the query's words match, for drawing the matches as <mark> elements: text in, text out, so
 * nothing the service sent is ever read as markup.
 */
export function highlightParts(text: string, matcher: RegExp | null): TextPart[] {
  if (!matcher || text === '') return text === '' ? [] : [{ text, match: false }];
  const parts: TextPart[] = [];
  let at = 0;
  for (const found of text.matchAll(matcher)) {
    const start = found.index;
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: found[0], match: true });
    at = start + found[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/**
 * A long text cut to about `max` characters around its first match, so a match deep in a long message shows;
 * an ellipsis says where text was left out.
 */
export function excerpt(text: string, matcher: RegExp | null, max = 280): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const first = matcher ? flat.search(new RegExp(matcher.source, 'iu')) : -1;
  const start = first < max / 3 ? 0 : flat.lastIndexOf(' ', first - max / 4) + 1;
  const end = Math.min(flat.length, start + max);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}
