import { useMemo } from 'react';
import type { Message } from '../../../contract/messages';
import { resolveParsedBody } from '../../lib/message-body';
import type { ReferenceIndex } from '../../lib/references';
import { sanitizeHtml } from '../../lib/sanitize-html';

const TEXT = 'mt-1 break-words whitespace-pre-line text-slate-900 dark:text-slate-100';
const ENTITY = 'font-medium text-blue-800 dark:text-blue-300';

/** A body rendered safely: rich HTML only through the sanitizer, else parsed tokens resolved to names. */
export function MessageBody({ message, refs }: { message: Message; refs: ReferenceIndex }) {
  const { rich, parsed, plain } = message.body;
  const html = useMemo(() => (rich ? sanitizeHtml(rich) : null), [rich]);
  const segments = useMemo(
    () => (html === null && parsed ? resolveParsedBody(parsed, refs) : null),
    [html, parsed, refs],
  );
  if (html !== null) {
    return (
      <div
        className={`${TEXT} [&_a]:text-blue-800 [&_a]:underline dark:[&_a]:text-blue-300`}
        // Sanitized by lib/sanitize-html (DOMPurify), the only way HTML from the service reaches the DOM.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  if (segments) {
    return (
      <p className={TEXT}>
        {segments.map((s, i) =>
          s.kind === 'text' ? (
            s.text
          ) : (
            <span key={i} className={ENTITY} data-kind={s.kind}>
              {s.text}
            </span>
          ),
        )}
      </p>
    );
  }
  return <p className={TEXT}>{plain}</p>;
}
