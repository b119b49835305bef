/**
 * Untrusted markup made quiet before any HTML parser sees it. Chromium checks the page's
 * Content-Security-Policy while it parses, even into an inert document (DOMParser, createHTMLDocument, a
 * template): every `style` attribute, `on…` attribute and `<style>` element raises a violation report, although
 * nothing in that document ever applies or runs. A hostile feed raised about a hundred reports a page. So the
 * sanitizer (lib/sanitize-html.ts) and the early paint (boot/early-paint/early-message.ts) parse this instead:
 * the same markup without those attributes, and with `<style>…</style>` renamed to an element the sanitizer drops
 * whole.
 *
 * This is not the XSS defence (DOMPurify on the parsed tree is); it only keeps the parser from reporting.
 * Each start tag is read the way the HTML tokenizer reads one, from every `<` followed by a letter, whatever
 * the context (text, comment, attribute value, raw text): a position read as a tag that is really text only
 * loses text the sanitizer would drop or that was an attribute's look-alike. Removing an attribute can change
 * how the markup around it reads, so the pass repeats until nothing changes: then no start tag, read from any
 * position, has such an attribute, and the browser's tags are among those positions.
 */

/** What `<style>` becomes: an unknown element, parsed as ordinary markup, that the sanitizer drops with its content. */
export const INERT_STYLE_TAG = 'commons-inert-style';

/**
 * What `<base>` becomes: an unknown element, which sets no base URL. A `<base href>` parsed into any document
 * with a browsing context's policy (DOMParser's, the sanitizer's) raised a `base-uri` report. Its content,
 * what followed a void `<base>`, is kept, as the sanitizer drops unknown tags and keeps their text.
 */
export const INERT_BASE_TAG = 'commons-inert-base';

const LETTER = /[A-Za-z]/;
const SPACE = /[\t\n\f\r ]/;

/** ASCII-only lowering, as the tokenizer does (String#toLowerCase would map the Kelvin sign to "k"). */
const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

const reports = (name: string) => name === 'style' || name.startsWith('on');

interface Edit {
  start: number;
  end: number;
  insert: string;
}

/** Reads the start tag at `open` (s[open] is `<`, s[open + 1] a letter) and adds the edits it needs. */
function readStartTag(s: string, open: number, edits: Edit[]): void {
  let i = open + 1;
  const nameStart = i;
  while (i < s.length && !SPACE.test(s[i] ?? '') && s[i] !== '/' && s[i] !== '>') i += 1;
  const tag = asciiLower(s.slice(nameStart, i));
  if (tag === 'style') edits.push({ start: nameStart, end: i, insert: INERT_STYLE_TAG });
  else if (tag === 'base') edits.push({ start: nameStart, end: i, insert: INERT_BASE_TAG });
  for (;;) {
    while (i < s.length && (SPACE.test(s[i] ?? '') || s[i] === '/')) i += 1;
    if (i >= s.length || s[i] === '>') return;
    // Attribute name: an "=" in first place belongs to the name (a parse error the tokenizer accepts).
    const attrStart = i;
    i += 1;
    while (i < s.length && !SPACE.test(s[i] ?? '') && s[i] !== '/' && s[i] !== '>' && s[i] !== '=') i += 1;
    const name = asciiLower(s.slice(attrStart, i));
    let j = i;
    while (j < s.length && SPACE.test(s[j] ?? '')) j += 1;
    if (s[j] === '=') {
      j += 1;
      while (j < s.length && SPACE.test(s[j] ?? '')) j += 1;
      const quote = s[j];
      if (quote === '"' || quote === "'") {
        const close = s.indexOf(quote, j + 1);
        j = close === -1 ? s.length : close + 1;
      } else {
        while (j < s.length && !SPACE.test(s[j] ?? '') && s[j] !== '>') j += 1;
      }
      i = j;
    }
    if (reports(name)) edits.push({ start: attrStart, end: i, insert: '' });
  }
}

/** `</style` becomes the renamed element's end tag, so that it still closes where `<style>`'s raw text ended. */
function readEndTag(s: string, open: number, edits: Edit[]): void {
  const nameStart = open + 2;
  let i = nameStart;
  while (i < s.length && !SPACE.test(s[i] ?? '') && s[i] !== '/' && s[i] !== '>') i += 1;
  if (asciiLower(s.slice(nameStart, i)) === 'style')
    edits.push({ start: nameStart, end: i, insert: INERT_STYLE_TAG });
}

function pass(s: string): string {
  const edits: Edit[] = [];
  for (let open = s.indexOf('<'); open !== -1; open = s.indexOf('<', open + 1)) {
    if (LETTER.test(s[open + 1] ?? '')) readStartTag(s, open, edits);
    else if (s[open + 1] === '/' && LETTER.test(s[open + 2] ?? '')) readEndTag(s, open, edits);
  }
  if (edits.length === 0) return s;
  edits.sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let at = 0;
  for (const edit of edits) {
    if (edit.start < at) {
      // Overlaps an edit already made (a tag read inside another's attribute): the next pass sees it again.
      at = Math.max(at, edit.end);
      continue;
    }
    out += s.slice(at, edit.start) + edit.insert;
    at = edit.end;
  }
  return out + s.slice(at);
}

/** `html` without `style` and `on…` attributes, with `<style>…</style>` and `<base>` renamed: see the module's comment. */
export function quietMarkup(html: string): string {
  let current = html;
  for (;;) {
    const next = pass(current);
    if (next === current) return current;
    current = next;
  }
}
