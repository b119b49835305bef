import { useCallback, useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Message } from '../../../contract/messages';
import { resolveParsedBody } from '../../lib/message-body';
import type { ReferenceIndex } from '../../lib/references';
import { APP_LINK_ATTR } from '../../lib/lazy-sanitizer';
import { useRichHtml } from '../use-rich-html';
import { AppLink as Link, useAppLinksInNewTab, useOpenInNewTab } from './app-link';
import { BODY_LINK, BODY_RICH, BODY_TEXT } from './message-classes';
import { entityHref } from './message-view';

const BODY_OPTIONS = { entityHref };

/**
 * A body rendered safely: rich HTML only through the sanitizer (its mentions, topics and groups pointed inside
 * the app), else parsed tokens resolved to in-app links, else the plain text.
 */
export function MessageBody({ message, refs }: { message: Message; refs: ReferenceIndex }) {
  const { rich, parsed, plain } = message.body;
  const navigate = useNavigate();
  const newTab = useAppLinksInNewTab();
  const openInNewTab = useOpenInNewTab();
  const html = useRichHtml(rich, BODY_OPTIONS);
  const segments = useMemo(
    () => (html === null && parsed ? resolveParsedBody(parsed, refs, plain) : null),
    [html, parsed, plain, refs],
  );

  // In-app links inside sanitized HTML are plain <a>s: a plain click navigates in the app, without a reload.
  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest(`a[${APP_LINK_ATTR}]`);
      const to = link?.getAttribute('href');
      if (!to) return;
      event.preventDefault();
      if (newTab) openInNewTab(to);
      else void navigate(to);
    },
    [navigate, newTab, openInNewTab],
  );

  if (html !== null) {
    return (
      // The click handler only improves links, which stay focusable and work on their own.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div
        onClick={onClick}
        className={BODY_RICH}
        // Sanitized by lib/sanitize-html (DOMPurify), the only way HTML from the service reaches the DOM, or
        // until it has loaded the body's attribute-less skeleton (components/use-rich-html.ts).
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  if (segments) {
    return (
      <p className={BODY_TEXT}>
        {segments.map((s, i) => {
          if (s.kind === 'text') return s.text;
          const to = entityHref(s.kind, s.id);
          return to ? (
            <Link key={i} to={to} className={BODY_LINK} data-kind={s.kind}>
              {s.text}
            </Link>
          ) : (
            s.text
          );
        })}
      </p>
    );
  }
  return <p className={BODY_TEXT}>{plain}</p>;
}
