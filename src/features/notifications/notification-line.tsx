import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { parseWireDate } from '../../../contract/dates';
import { Avatar } from '../../components/avatar';
import { FOCUS_RING } from '../../components/button-classes';
import { RelativeTime } from '../../components/relative-time';
import { hrefs } from '../../config/paths';
import type { NotificationRow, NotificationTarget } from '../../lib/notification-rows';
import type { ReferenceIndex } from '../../lib/references';
import { NotificationSentence } from './notification-sentence';

const AVATAR_SIZE = 36;

export function targetHref(target: NotificationTarget): string {
  switch (target.kind) {
    case 'message':
      return hrefs.thread(target.threadId, target.messageId);
    case 'thread':
      return hrefs.thread(target.threadId);
    case 'group':
      return hrefs.group(target.groupId);
    case 'user':
      return hrefs.user(target.userId);
  }
}

const LINE = `flex min-h-11 items-start gap-3 px-4 py-2.5 hover:bg-slate-50 dark:hover:bg-slate-900 ${FOCUS_RING} focus-visible:-outline-offset-2`;
/**
 * Unseen lines stand out by a tint and a bar at the start, and say so in words for screen readers. A shadow
 * has no logical sides: right to left, its offset turns to the other edge.
 */
const UNSEEN =
  'bg-blue-50/70 shadow-[inset_3px_0_0] rtl:shadow-[inset_-3px_0_0] shadow-blue-700 dark:bg-blue-950/50 dark:shadow-blue-300';

/** One line: who did what (to what), the start of the message, when; the whole line opens what it is about. */
export function NotificationLine({ row, refs }: { row: NotificationRow; refs: ReferenceIndex }) {
  const actor = row.actorIds[0] === undefined ? undefined : refs.user(row.actorIds[0]);
  const at = parseWireDate(row.createdAt);
  const { excerpt } = row;
  const content = (
    <>
      <Avatar
        name={actor?.full_name ?? row.sentence}
        template={actor?.mugshot_url_template}
        url={actor?.mugshot_url}
        size={AVATAR_SIZE}
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className={row.unseen ? 'font-semibold' : undefined}>
          {row.unseen ? (
            <span className="sr-only">
              <Trans comment="before a notification the reader has not seen yet">Unseen:</Trans>{' '}
            </span>
          ) : null}
          <NotificationSentence row={row} />
        </span>
        {excerpt ? (
          <span dir="auto" className="truncate text-sm text-slate-600 dark:text-slate-300">
            <Trans comment="the start of the message a notification is about, quoted">“{excerpt}”</Trans>
          </span>
        ) : null}
        {at === null ? null : <RelativeTime ms={at} className="text-xs text-slate-600 dark:text-slate-300" />}
      </span>
      {row.unseen ? (
        <span
          aria-hidden="true"
          className="mt-2 size-2.5 shrink-0 rounded-full bg-blue-700 dark:bg-blue-300"
        />
      ) : null}
    </>
  );
  const className = `${LINE} ${row.unseen ? UNSEEN : ''}`;
  return (
    <li>
      {row.target ? (
        <Link to={targetHref(row.target)} className={className}>
          {content}
        </Link>
      ) : (
        <p className={className}>{content}</p>
      )}
    </li>
  );
}
