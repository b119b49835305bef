import { SaxesParser } from 'saxes';
import { XML_DECLARATION, XML_ENTRY, XML_ROOT, singularOf } from '../serialize/to-xml';

/**
 * Reads the emulator's XML answers back, for tests and the fuzz run. Parsing is saxes, a strict XML 1.0
 * parser (the one jsdom's DOMParser uses): it refuses any document that is not well-formed, illegal characters
 * and a bare `]]>` included, which lenient parsers accept. `readXmlValue` then applies the inverse of the
 * mapping's rules (serialize/to-xml.ts), and checks them on the way, so comparing its result with the JSON
 * answer checks the data and the rules both.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** The root element of a well-formed document; throws with saxes's line:column message otherwise. */
export function parseXml(document: string): XmlElement {
  const parser = new SaxesParser();
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: tag.name, attributes: { ...tag.attributes }, children: [], text: '' };
    const parent = open.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    open.push(element);
  });
  parser.on('text', (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on('cdata', (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => open.pop());
  parser.write(document).close();
  if (!root) throw new Error('no root element');
  return root;
}

/** The JSON value an XML answer of the emulator stands for; throws where the document breaks a rule. */
export function readXmlValue(document: string): unknown {
  if (!document.startsWith(`${XML_DECLARATION}\n<`))
    throw new Error('the document does not open with the declaration');
  const root = parseXml(document);
  if (root.name !== XML_ROOT) throw new Error(`the root is <${root.name}>, not <${XML_ROOT}>`);
  return valueOf(root, XML_ROOT);
}

const ATTRIBUTES = new Set(['type', 'nil', 'key']);

/** `key` is the element's JSON name, as the mapping named it (the array's singular for an item). */
function valueOf(element: XmlElement, key: string): unknown {
  const where = `<${element.name}> (${key})`;
  for (const name of Object.keys(element.attributes)) {
    if (!ATTRIBUTES.has(name)) throw new Error(`${where} has an unknown attribute ${name}`);
  }
  const { type, nil } = element.attributes;
  const compound =
    type === 'array' || type === 'object' || (type === undefined && element.children.length > 0);
  if (compound && element.text !== '') throw new Error(`${where} mixes text and elements`);
  if (!compound && element.children.length > 0) throw new Error(`${where} has elements inside a scalar`);
  if (nil !== undefined) {
    if (nil !== 'true' || type !== undefined || element.text !== '') throw new Error(`${where}: a bad nil`);
    return null;
  }
  switch (type) {
    case 'array': {
      const itemName = singularOf(key);
      return element.children.map((child) => {
        if (child.name !== itemName) throw new Error(`${where} holds <${child.name}>, not <${itemName}>`);
        return valueOf(child, itemName);
      });
    }
    case 'object':
      if (element.children.length > 0) throw new Error(`${where}: type="object" is only written for {}`);
      return {};
    case 'number': {
      const number = Number(element.text);
      if (element.text.trim() === '' || !Number.isFinite(number)) throw new Error(`${where}: not a number`);
      return number;
    }
    case 'boolean':
      if (element.text !== 'true' && element.text !== 'false') throw new Error(`${where}: not a boolean`);
      return element.text === 'true';
    case undefined:
      return element.children.length > 0 ? objectOf(element, where) : element.text;
    default:
      throw new Error(`${where} has an unknown type ${type}`);
  }
}

function objectOf(element: XmlElement, where: string): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const child of element.children) {
    // A member named "entry" is written as <entry> too, without a key attribute.
    const memberKey = child.attributes.key ?? child.name;
    if (child.name !== XML_ENTRY && child.attributes.key !== undefined) {
      throw new Error(`${where}: only <${XML_ENTRY}> has a key attribute`);
    }
    if (Object.hasOwn(object, memberKey)) throw new Error(`${where} has two members ${memberKey}`);
    object[memberKey] = valueOf(child, memberKey);
  }
  return object;
}

/**
 * `value` with every string, keys included, stripped of the code points XML 1.0 cannot carry: the one way the
 * mapping lets the XML differ from the JSON. Written apart from the mapping's own expression, by code point.
 */
export function withoutNonXmlChars<T>(value: T): T {
  if (typeof value === 'string') {
    // By code point on purpose: a pair is one character, a lone surrogate is one of its own.
    let kept = '';
    for (const character of value) if (isXmlChar(character)) kept += character;
    return kept as T;
  }
  if (Array.isArray(value)) return value.map(withoutNonXmlChars) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, member]) => [withoutNonXmlChars(key), withoutNonXmlChars(member)]),
    ) as T;
  }
  return value;
}

/** XML 1.0's `Char` production (section 2.2). */
function isXmlChar(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x9 || code === 0xa || code === 0xd;
  if (code <= 0xd7ff) return true;
  if (code < 0xe000) return false;
  if (code <= 0xfffd) return true;
  return code >= 0x10000 && code <= 0x10ffff;
}
