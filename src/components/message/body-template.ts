import type { Message } from '../../../contract/messages';
import { resolveParsedBody } from '../../lib/message-body';
import type { ReferenceIndex } from '../../lib/references';
import type { Child, Kit, SanitizedHtml } from '../markup-kit';
import { BODY_LINK, BODY_RICH, BODY_TEXT } from './message-classes';
import { entityHref } from './message-view';

export interface BodyInput<N> {
  message: Message;
  refs: ReferenceIndex;
  /**
   * A rich body's content, each builder its own way: React's from the sanitizer's markup (lib/sanitize-html.ts),
   * the early paint's an inert copy of its text and kept tags (lib/inert-markup.ts), never parsed into the page.
   */
  rich: { html?: SanitizedHtml | undefined; content?: Child<N> };
  /** In-app links inside a rich body are plain <a>s: React's click handler navigates without a reload. */
  onRichClick?: ((event: never) => void) | undefined;
}

/**
 * A message's body, written once for both builders (components/markup-kit.ts): the rich body's holder, else
 * the parsed tokens resolved to in-app links, else the plain text.
 */
export function messageBody<N>(k: Kit<N>, b: BodyInput<N>): N {
  const { rich, parsed, plain } = b.message.body;
  // The body's own direction and language, whatever the interface's: an Arabic message reads right to left in
  // an English interface, and the reverse. The language is the service's detection, when it sends one.
  const text = { dir: 'auto', lang: b.message.language ?? undefined };
  if (rich) {
    return k.h(
      'div',
      { ...text, onClick: b.onRichClick, className: BODY_RICH, dangerouslySetInnerHTML: b.rich.html },
      b.rich.content,
    );
  }
  if (parsed) {
    const parts = resolveParsedBody(parsed, b.refs, plain).map((s) => {
      if (s.kind === 'text') return s.text;
      const href = entityHref(s.kind, s.id);
      return href ? k.link({ href, className: BODY_LINK, 'data-kind': s.kind }, s.text) : s.text;
    });
    return k.h('p', { ...text, className: BODY_TEXT }, ...parts);
  }
  return k.h('p', { ...text, className: BODY_TEXT }, plain);
}
