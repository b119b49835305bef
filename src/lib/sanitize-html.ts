import DOMPurify from 'dompurify';

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

let hooked = false;
function hook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  });
}

/**
 * The one gate for untrusted HTML (`body.rich`): a small set of inline tags, no styles, scripts or handlers,
 * links only to http(s) and mailto, each opening in a new tab without opener or referrer.
 */
export function sanitizeHtml(html: string): string {
  hook();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    // Attribute values outside this list are checked against ALLOWED_URI_REGEXP, which would drop these.
    ADD_URI_SAFE_ATTR: ['data-resource-model', 'data-resource-id'],
  });
}
