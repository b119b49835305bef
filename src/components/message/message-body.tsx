import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Message } from '../../../contract/messages';
import type { ReferenceIndex } from '../../lib/references';
import { APP_LINK_ATTR } from '../../lib/lazy-sanitizer';
import { reactKit } from '../react-kit';
import { useRichHtml } from '../use-rich-html';
import { useAppLinksInNewTab, useOpenInNewTab } from './app-link';
import { messageBody } from './body-template';
import { entityHref } from './message-view';

/** The in-app links of a sanitized body (lib/lazy-sanitizer marks them). */
const APP_LINK_SELECTOR = `a[${APP_LINK_ATTR}]`;

const BODY_OPTIONS = { entityHref };

/**
 * A body rendered safely (components/message/body-template.ts): rich HTML only through the sanitizer (its
 * mentions, topics and groups pointed inside the app), else parsed tokens resolved to in-app links, else the
 * plain text.
 */
export function MessageBody({ message, refs }: { message: Message; refs: ReferenceIndex }) {
  const { rich } = message.body;
  const navigate = useNavigate();
  const newTab = useAppLinksInNewTab();
  const openInNewTab = useOpenInNewTab();
  // Sanitized by lib/sanitize-html (DOMPurify), the only way HTML from the service reaches the DOM, or until it
  // has loaded the body's attribute-less skeleton (components/use-rich-html.ts).
  const html = useRichHtml(rich, BODY_OPTIONS);

  // In-app links inside sanitized HTML are plain <a>s: a plain click navigates in the app, without a reload.
  // The handler only improves links, which stay focusable and work on their own.
  const onRichClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest(APP_LINK_SELECTOR);
      const to = link?.getAttribute('href');
      if (!to) return;
      event.preventDefault();
      if (newTab) openInNewTab(to);
      else void navigate(to);
    },
    [navigate, newTab, openInNewTab],
  );

  return messageBody(reactKit, {
    message,
    refs,
    rich: { html: html === null ? undefined : { __html: html } },
    onRichClick,
  });
}
