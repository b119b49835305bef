/**
 * The XML form of any JSON answer of the API (spec 1: "Endpoints support JSON (recommended) and XML", chosen by
 * the path's suffix). The spec never shows the real service's XML, so this is the emulator's own mapping: one
 * set of rules applied to the parsed JSON value, never a serializer per resource, so that both forms always
 * carry the same data. The rules (emulator/README.md shows an example):
 *
 * - The document is the XML declaration, then one root element `<response>` holding the whole value.
 * - An object is an element whose children are its members, each an element named by its key, in order.
 * - An array is an element with `type="array"` whose children are its items, each an element named by the
 *   singular of the array's own name (`singularOf`): `messages` holds `<message>`s, `replies` `<reply>`s. A
 *   top-level array is `<response type="array">` of `<item>`s ("response" has no plural `s`).
 * - A string is the element's text, escaped. A number or boolean is its JSON text with `type="number"` or
 *   `type="boolean"`, so that a reader can tell `5` from `"5"` and `true` from the API's string booleans.
 * - `null` is an empty element with `nil="true"`; `{}` is an empty element with `type="object"` (an element
 *   with children and no `type` is an object; one without either is a string).
 * - A key that is not a safe XML name (`XML_NAME`) becomes `<entry key="the key">`.
 * - Characters XML 1.0 cannot carry (control characters other than tab, LF and CR, lone surrogates, U+FFFE,
 *   U+FFFF) are dropped: the only way the XML form differs from the JSON one.
 */

export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
export const XML_ROOT = 'response';
/** The element of an array item whose array's name has no singular, and of a top-level array's items. */
export const XML_ITEM = 'item';
/** The element of a member whose key is not a safe XML name; the key is in its `key` attribute. */
export const XML_ENTRY = 'entry';

/**
 * Names written as they are: ASCII letters, digits, `_`, `.` and `-`, not starting with a digit, `.` or `-`,
 * nor with "xml" (reserved by XML 1.0). Narrower than XML's own rule on purpose: no `:` (namespaces), no
 * non-ASCII letters whose validity differs between XML 1.0 editions.
 */
export const XML_NAME = /^(?!xml)[A-Za-z_][A-Za-z0-9_.-]*$/i;

/** Everything outside XML 1.0's `Char` production; with the `u` flag a lone surrogate is one code point. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** A whole XML document for a JSON value (as `JSON.parse` returns it). */
export function toXmlDocument(value: unknown): string {
  const parts: string[] = [XML_DECLARATION, '\n'];
  writeElement(parts, XML_ROOT, value);
  parts.push('\n');
  return parts.join('');
}

/**
 * The element name of one item of an array named `name`, by three suffix rules tried in order:
 * 1. `…ies` after a consonant → `…y` (replies, previous_companies);
 * 2. `…sses` → `…ss` (email_addresses);
 * 3. a final `s` after anything but `s` or `u` is dropped (messages, references, followed_user_ids; not
 *    `status` nor `class`, which are no plurals).
 * A name no rule fits (`data`, `response`, the already singular `user`, `group` and `topic` of autocomplete), or
 * whose singular is no safe XML name, gives `item`. Deliberately no English grammar: predictable for a reader,
 * and every plural array name the API has today (`messages`, `references`, `followed_user_ids`, ...) comes out right.
 */
export function singularOf(name: string): string {
  let singular: string | undefined;
  if (/[^aeiou]ies$/i.test(name)) singular = `${name.slice(0, -3)}y`;
  else if (/sses$/i.test(name)) singular = name.slice(0, -2);
  else if (/[^su]s$/i.test(name)) singular = name.slice(0, -1);
  return singular !== undefined && XML_NAME.test(singular) ? singular : XML_ITEM;
}

/** Text content: markup characters escaped, `\r` as a reference (a parser would turn a raw one into `\n`). */
export function escapeText(text: string): string {
  return text
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');
}

/** Attribute values also escape `"` and the whitespace a parser would otherwise normalize to spaces. */
function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}

/**
 * Writes `value` as one element. `key` is its JSON name: a member's key, or for an array item the singular of
 * the array's name, so the items of an item that is itself an array are `<item>`s.
 */
function writeElement(parts: string[], key: string, value: unknown): void {
  const [name, keyAttribute] = XML_NAME.test(key) ? [key, ''] : [XML_ENTRY, ` key="${escapeAttribute(key)}"`];
  const open = `<${name}${keyAttribute}`;
  if (value === null || value === undefined) {
    parts.push(open, ' nil="true"/>');
  } else if (typeof value === 'string') {
    parts.push(open, '>', escapeText(value), `</${name}>`);
  } else if (typeof value === 'number' || typeof value === 'boolean') {
    parts.push(
      open,
      ` type="${typeof value === 'boolean' ? 'boolean' : 'number'}">`,
      String(value),
      `</${name}>`,
    );
  } else if (Array.isArray(value)) {
    parts.push(open, ' type="array">');
    const itemName = singularOf(key);
    for (const item of value as unknown[]) writeElement(parts, itemName, item);
    parts.push(`</${name}>`);
  } else if (typeof value === 'object') {
    const members = Object.entries(value);
    if (members.length === 0) {
      parts.push(open, ' type="object"/>');
      return;
    }
    parts.push(open, '>');
    for (const [memberKey, member] of members) writeElement(parts, memberKey, member);
    parts.push(`</${name}>`);
  } else {
    // Functions and symbols never come out of JSON.parse; written as null rather than as nothing.
    parts.push(open, ' nil="true"/>');
  }
}
