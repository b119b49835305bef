import DOMPurify from 'dompurify';
import { INERT_STYLE_TAG, quietMarkup } from './inert-markup';
import { APP_LINK_ATTR } from './lazy-sanitizer';

const ALLOWED_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'br',
  'p',
  'span',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
];
/** data-resource-* mark mentions, topics and groups in rich bodies, so the UI can link them in the app later. */
const ALLOWED_ATTR = ['href', 'title', 'data-resource-model', 'data-resource-id'];
const SAFE_URL = /^(?:https?:|mailto:)/i;

/** What a mention span in a rich body points at (`data-yammer-object='user:ID'`, `tag:ID`, `group:ID`). */
export type EntityKind = 'user' | 'topic' | 'group';

/** Maps a mentioned user, topic or group to an address inside the app; undefined keeps the service's link. */
export type EntityHref = (kind: EntityKind, id: number) => string | undefined;

export interface SanitizeOptions {
  entityHref?: EntityHref;
}

export { APP_LINK_ATTR };

const ENTITY_KINDS: Record<string, EntityKind> = {
  user: 'user',
  tag: 'topic',
  topic: 'topic',
  group: 'group',
};
const OBJECT = /^(user|tag|topic|group):(\d+)$/;

/** The entity a node sits in: the nearest span carrying `data-yammer-object` or `data-resource-model/-id`. */
function entityOf(node: Element): { kind: EntityKind; id: number } | null {
  for (let el: Element | null = node.parentElement; el; el = el.parentElement) {
    const object = OBJECT.exec(el.getAttribute('data-yammer-object') ?? '');
    const model = object?.[1] ?? el.getAttribute('data-resource-model');
    const rawId = object?.[2] ?? el.getAttribute('data-resource-id');
    const kind = model ? ENTITY_KINDS[model] : undefined;
    if (kind && rawId && /^\d+$/.test(rawId)) return { kind, id: Number(rawId) };
  }
  return null;
}

/** The options of the sanitize call in progress (DOMPurify hooks are global; sanitize is synchronous). */
let current: SanitizeOptions = {};
let hooked = false;
function hook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('uponSanitizeElement', (node) => {
    // Read before the attribute pass removes it: data-yammer-object is the service's main entity marker.
    if (!(node instanceof Element) || node.nodeName !== 'SPAN') return;
    const object = OBJECT.exec(node.getAttribute('data-yammer-object') ?? '');
    if (object && !node.hasAttribute('data-resource-model')) {
      node.setAttribute('data-resource-model', object[1] ?? '');
      node.setAttribute('data-resource-id', object[2] ?? '');
    }
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const entity = entityOf(node);
    const inApp = entity && current.entityHref?.(entity.kind, entity.id);
    if (inApp) {
      node.setAttribute('href', inApp);
      node.setAttribute(APP_LINK_ATTR, entity.kind);
      node.removeAttribute('target');
      node.removeAttribute('rel');
      return;
    }
    const href = node.getAttribute('href');
    if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  });
}

/**
 * The one gate for untrusted HTML (`body.rich`): a small set of inline tags, no styles, scripts or handlers,
 * links only to http(s) and mailto, each opening in a new tab without opener or referrer. With `entityHref`,
 * the links of mentions, topics and groups point inside the app instead (and open in the same tab).
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  hook();
  current = options;
  try {
    // Parsed without the attributes and styles that would raise CSP reports while parsing (lib/inert-markup.ts).
    return DOMPurify.sanitize(quietMarkup(html), {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP: SAFE_URL,
      ALLOW_DATA_ATTR: false,
      // Attribute values outside this list are checked against ALLOWED_URI_REGEXP, which would drop these.
      ADD_URI_SAFE_ATTR: ['data-resource-model', 'data-resource-id'],
      // What was a <style> element goes with its content, as <style> itself would.
      ADD_FORBID_CONTENTS: [INERT_STYLE_TAG],
    });
  } finally {
    current = {};
  }
}
