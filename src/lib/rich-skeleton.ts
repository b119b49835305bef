import { INERT_STYLE_TAG, quietMarkup } from './inert-markup';

/** Tags a sanitized rich body may keep (lib/sanitize-html.ts); their content is kept, their attributes never. */
const KEPT = new Set([
  'A',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'S',
  'BR',
  'P',
  'SPAN',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'CODE',
  'PRE',
]);
/**
 * Elements the sanitizer drops with their content. Compared upper-cased: an `<svg>` or `<math>` keeps its
 * lower-case name (its namespace is not HTML's).
 */
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
  'TEXTAREA',
  'TITLE',
  'SELECT',
  INERT_STYLE_TAG.toUpperCase(),
]);

/** One template for every body: its content lives in the template's own inert document, made once. */
let inert: HTMLTemplateElement | null = null;

/**
 * The shape of a rich body without the sanitizer's code: parsed as a template's content (a document without
 * a window or a browsing context: nothing in it runs, loads, or sets the page's base URL, so a `<base href>`
 * raises no `base-uri` report, as it did parsed into a created HTML document), then rebuilt from text nodes
 * and attribute-less copies of the tags the sanitizer keeps. Links have no target yet: the sanitized body,
 * a moment later, makes them work.
 */
export function richSkeleton(html: string): DocumentFragment {
  inert ??= document.createElement('template');
  // Without what would raise CSP reports while parsing, even there (lib/inert-markup.ts).
  inert.innerHTML = quietMarkup(html);
  const parsed = inert.content;
  const copy = (from: Node, to: Node) => {
    for (const node of from.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) to.appendChild(document.createTextNode(node.textContent ?? ''));
      else if (node instanceof Element && !DROPPED.has(node.nodeName.toUpperCase())) {
        if (KEPT.has(node.nodeName)) copy(node, to.appendChild(document.createElement(node.nodeName)));
        else copy(node, to);
      }
    }
  };
  const fragment = document.createDocumentFragment();
  copy(parsed, fragment);
  parsed.replaceChildren();
  return fragment;
}

/**
 * The skeleton as markup, for the app's render while the sanitizer's code is still on its way: only text
 * (escaped by the serializer) and the kept tags without a single attribute, none of them raw text, so that
 * parsing it again can make nothing else.
 */
export function richSkeletonHtml(html: string): string {
  const holder = document.createElement('div');
  holder.append(richSkeleton(html));
  return holder.innerHTML;
}
