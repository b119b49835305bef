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
 * references. A token whose reference is missing still reads as something sensible instead of raw markup.
 */
export function resolveParsedBody(parsed: string, refs: ReferenceIndex): BodySegment[] {
  const segments: BodySegment[] = [];
  let last = 0;
  for (const match of parsed.matchAll(TOKEN)) {
    const [token, type, rawId] = match;
    if (match.index > last) segments.push({ kind: 'text', text: parsed.slice(last, match.index) });
    last = match.index + token.length;
    const id = Number(rawId);
    if (type === 'user') {
      const user = refs.user(id);
      segments.push({ kind: 'user', id, text: `@${user?.full_name || user?.name || 'someone'}` });
    } else if (type === 'tag') {
      segments.push({ kind: 'topic', id, text: `#${refs.topic(id)?.name ?? 'topic'}` });
    } else {
      const group = refs.group(id);
      segments.push({ kind: 'group', id, text: group?.full_name || group?.name || 'a group' });
    }
  }
  if (last < parsed.length) segments.push({ kind: 'text', text: parsed.slice(last) });
  return mergeText(segments);
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
