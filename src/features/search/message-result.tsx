import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Message } from '../../../contract/messages';
import { Avatar } from '../../components/avatar';
import { FOCUS_RING } from '../../components/button-classes';
import { viewMessage } from '../../components/message/message-view';
import { RelativeTime } from '../../components/relative-time';
import { hrefs } from '../../config/paths';
import type { ReferenceIndex } from '../../lib/references';
import { excerpt } from './highlight';
import { Highlighted } from './highlighted';

const TEXT_LINK = `mt-1 block min-h-11 rounded-md py-1 text-[0.95rem] leading-relaxed text-slate-900 break-words hover:underline dark:text-slate-100 ${FOCUS_RING}`;

/**
 * A message found: who wrote it, where and when, and its text (the plain text, cut around the first match)
 * with the matched words marked. The text opens the message in its conversation.
 */
export function MessageResult({
  message,
  refs,
  matcher,
}: {
  message: Message;
  refs: ReferenceIndex;
  matcher: RegExp | null;
}) {
  const view = viewMessage(message, refs);
  const text = excerpt(message.body.plain, matcher);
  const groupName = view.group?.name;
  return (
    <li className="px-4 py-3">
      <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-300">
        <Avatar name={view.senderName} template={view.avatar.template} url={view.avatar.url} size={24} />
        <bdi className="font-semibold text-slate-900 dark:text-slate-100">{view.senderName}</bdi>
        {groupName ? (
          <span>
            <Trans comment="where a message found was posted">
              in <bdi>{groupName}</bdi>
            </Trans>
          </span>
        ) : null}
        {view.created !== null ? <RelativeTime ms={view.created} /> : null}
      </p>
      <Link to={hrefs.thread(message.thread_id, message.id)} dir="auto" className={TEXT_LINK}>
        {text === '' ? <Trans>A message without text</Trans> : <Highlighted text={text} matcher={matcher} />}
      </Link>
    </li>
  );
}
