import type { Id } from '../../contract/common';
import type { ReferenceIndex } from './references';

/** A piece of a message body, as data: the UI decides how each kind looks and where it links. */
export type BodySegment =
  | { kind: 'text'; text: string }
  | { kind: 'user'; id: Id; text: string }
  | { kind: 'topic'; id: Id; text: string }
  | { kind: 'group'; id: Id; text: string };

const TOKEN = /\[\[(user|tag|group):(\d+)\]\]/g;

/**
 * Resolves the `[[user:ID]]`, `[[tag:ID]]` and `[[group:ID]]` tokens of `body.parsed` against the envelope's
 * references. A token whose reference is missing becomes plain text: the words `body.plain` has in its place
 * (`@name`, `#topic`), else the token's own type and id, never raw markup.
 */
export function resolveParsedBody(parsed: string, refs: ReferenceIndex, plain?: string): BodySegment[] {
  const segments: BodySegment[] = [];
  const matches = [...parsed.matchAll(TOKEN)];
  const fallback = plainTextOfTokens(parsed, matches, plain);
  let last = 0;
  matches.forEach((match, i) => {
    const [token, type, rawId] = match;
    if (match.index > last) segments.push({ kind: 'text', text: parsed.slice(last, match.index) });
    last = match.index + token.length;
    const id = Number(rawId);
    const unresolved = (): BodySegment => ({
      kind: 'text',
      text: fallback[i] ?? `${type ?? ''}:${String(id)}`,
    });
    if (type === 'user') {
      const user = refs.user(id);
      const name = user?.full_name || user?.name;
      segments.push(name ? { kind: 'user', id, text: `@${name}` } : unresolved());
    } else if (type === 'tag') {
      const name = refs.topic(id)?.name;
      segments.push(name ? { kind: 'topic', id, text: `#${name}` } : unresolved());
    } else {
      const group = refs.group(id);
      const name = group?.full_name || group?.name;
      segments.push(name ? { kind: 'group', id, text: name } : unresolved());
    }
  });
  if (last < parsed.length) segments.push({ kind: 'text', text: parsed.slice(last) });
  return mergeText(segments);
}

/**
 * The words of `plain` that stand where each token of `parsed` is: the text between tokens is the same in
 * both, so each token's words run from the end of the text before it to the start of the text after it.
 * Undefined for a token whose place cannot be found.
 */
function plainTextOfTokens(
  parsed: string,
  matches: readonly RegExpExecArray[],
  plain: string | undefined,
): (string | undefined)[] {
  const out: (string | undefined)[] = [];
  if (!plain) return matches.map(() => undefined);
  let cursor = 0;
  let prevEnd = 0;
  let lost = false;
  matches.forEach((match, i) => {
    const before = parsed.slice(prevEnd, match.index);
    const at = lost ? -1 : plain.indexOf(before, cursor);
    if (at !== cursor) lost = true;
    const start = at + before.length;
    prevEnd = match.index + match[0].length;
    const next = matches[i + 1];
    const after = parsed.slice(prevEnd, next ? next.index : parsed.length);
    // Two tokens side by side leave no text to tell where one ends: from there on, fall back to the ids.
    const end = after === '' ? (next ? -1 : plain.length) : plain.indexOf(after, start);
    if (lost || end < start) {
      lost = true;
      out.push(undefined);
      return;
    }
    const words = plain.slice(start, end);
    out.push(words.trim() === '' ? undefined : words);
    cursor = end;
  });
  return out;
}

function mergeText(segments: BodySegment[]): BodySegment[] {
  const out: BodySegment[] = [];
  for (const segment of segments) {
    const prev = out.at(-1);
    if (segment.kind === 'text' && prev?.kind === 'text') prev.text += segment.text;
    else out.push(segment);
  }
  return out;
}
