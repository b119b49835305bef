import { MESSAGE_LIMITS } from '../../contract/message-limits';
/**
 * Message bodies as the real service stores and shows them: `plain` is what the author typed (`@name`,
 * `#topic`), `parsed` replaces resolved mentions and topics with `[[user:ID]]` / `[[tag:ID]]` tokens, and
 * `rich` is HTML rendered from `parsed` with every piece of user text escaped.
 */
export type BodySegment =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; name: string; raw: string }
  | { kind: 'hashtag'; name: string; raw: string };

const ENTITY = /(^|[^\w@#&/])([@#])([A-Za-z0-9][A-Za-z0-9._-]*[A-Za-z0-9]|[A-Za-z0-9])/g;

/** Splits typed text into plain text, @mentions and #hashtags (never inside words, e-mail addresses or URLs). */
export function segmentBody(text: string): BodySegment[] {
  const segments: BodySegment[] = [];
  let last = 0;
  for (const match of text.matchAll(ENTITY)) {
    const [, lead = '', sigil, name = ''] = match;
    const start = match.index + lead.length;
    if (isInsideUrl(text, start)) continue;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push(
      sigil === '@' ? { kind: 'mention', name, raw: `@${name}` } : { kind: 'hashtag', name, raw: `#${name}` },
    );
    last = start + 1 + name.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

function isInsideUrl(text: string, index: number): boolean {
  const before = text.slice(0, index);
  const word = before.slice(Math.max(before.lastIndexOf(' '), before.lastIndexOf('\n')) + 1);
  return /^https?:\/\//i.test(word);
}

export interface Resolver {
  userIdByName(name: string): number | undefined;
  topicIdByName(name: string): number;
}

export interface ParsedBody {
  parsed: string;
  mentionIds: number[];
  topicIds: number[];
}

/** Builds `parsed` from typed text. Unknown @names stay as text; every #hashtag becomes a topic. */
export function parseBody(text: string, resolver: Resolver): ParsedBody {
  const mentionIds: number[] = [];
  const topicIds: number[] = [];
  let parsed = '';
  for (const segment of segmentBody(text)) {
    if (segment.kind === 'text') {
      parsed += segment.text;
    } else if (segment.kind === 'mention') {
      const id = resolver.userIdByName(segment.name);
      if (id === undefined) {
        parsed += segment.raw;
      } else {
        parsed += `[[user:${id}]]`;
        if (!mentionIds.includes(id)) mentionIds.push(id);
      }
    } else if (segment.name.length > MESSAGE_LIMITS.topic) {
      // Longer than any topic name may be (topicN is refused beyond it): plain text, not a topic.
      parsed += segment.raw;
    } else {
      const id = resolver.topicIdByName(segment.name);
      parsed += `[[tag:${id}]]`;
      if (!topicIds.includes(id)) topicIds.push(id);
    }
  }
  return { parsed, mentionIds, topicIds };
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

export function urlsIn(text: string): string[] {
  return [...new Set(text.match(URL_PATTERN) ?? [])];
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface RichLookup {
  user(id: number): { name: string; webUrl: string } | undefined;
  topic(id: number): { name: string; webUrl: string } | undefined;
}

const TOKEN = /\[\[(user|tag):(\d+)\]\]/g;

/** Renders `parsed` to the real service's rich HTML: entity spans, nofollow links, `<br>` for newlines. */
export function renderRich(parsed: string, lookup: RichLookup): string {
  let html = '';
  let last = 0;
  for (const match of parsed.matchAll(TOKEN)) {
    html += renderText(parsed.slice(last, match.index));
    const [raw, model = '', idText = ''] = match;
    const id = Number(idText);
    const entity = model === 'user' ? lookup.user(id) : lookup.topic(id);
    if (entity) {
      const sigil = model === 'user' ? '@' : '#';
      html +=
        `<span class='yammer-object' data-yammer-object='${model}:${id}' data-resource-id='${id}' ` +
        `data-resource-model='${model}'>${sigil}<a href='${escapeHtml(entity.webUrl)}'>${escapeHtml(entity.name)}</a></span>`;
    } else {
      html += escapeHtml(raw);
    }
    last = match.index + raw.length;
  }
  html += renderText(parsed.slice(last));
  return html;
}

function renderText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    html += escapeText(text.slice(last, match.index));
    const url = match[0];
    const label = url.length > 60 ? `${url.slice(0, 57)}…` : url;
    html += `<a href="${escapeHtml(url)}" title="${escapeHtml(url)}" target="_blank" rel="nofollow">${escapeHtml(label)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeText(text.slice(last));
}

function escapeText(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** A short plain excerpt like the real `content_excerpt`. */
export function excerpt(plain: string, max = 200): string {
  const flat = plain.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
