import { memo } from 'react';
import type { Message } from '../../../contract/messages';
import { parseWireDate } from '../../../contract/dates';
import { Avatar } from '../avatar';
import { RelativeTime } from '../relative-time';
import { countLabel } from '../../lib/plural';
import type { ReferenceIndex } from '../../lib/references';
import { MessageBody } from './message-body';

export const articleId = (id: number) => `message-${String(id)}`;

export interface MessageArticleProps {
  message: Message;
  refs: ReferenceIndex;
  posinset: number;
  setsize: number;
}

/** One message of a feed: an <article> named by its sender and time, placed in the feed for screen readers. */
export const MessageArticle = memo(function MessageArticle({
  message,
  refs,
  posinset,
  setsize,
}: MessageArticleProps) {
  const domId = articleId(message.id);
  const sender = refs.user(message.sender_id);
  const senderName = sender?.full_name || sender?.name || 'Unknown sender';
  const group = refs.group(message.group_id);
  const thread = message.replied_to_id === null ? refs.thread(message.thread_id) : undefined;
  const repliedTo = refs.message(message.replied_to_id);
  const repliedToName = repliedTo ? refs.user(repliedTo.sender_id)?.full_name : undefined;
  const created = parseWireDate(message.created_at);
  const replies = thread ? Math.max(0, thread.stats.updates - 1) : 0;
  const likes = message.liked_by.count;

  return (
    <article
      id={domId}
      tabIndex={-1}
      aria-posinset={posinset}
      aria-setsize={setsize}
      aria-labelledby={`${domId}-sender ${domId}-time`}
      className="flex gap-3 border-b border-slate-200 px-4 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-800"
    >
      <Avatar name={senderName} template={sender?.mugshot_url_template} url={sender?.mugshot_url} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span id={`${domId}-sender`} className="font-semibold text-slate-900 dark:text-slate-50">
            {senderName}
          </span>
          {group ? (
            <span className="text-slate-600 dark:text-slate-300">in {group.full_name || group.name}</span>
          ) : null}
          {created !== null ? (
            <RelativeTime id={`${domId}-time`} ms={created} className="text-slate-600 dark:text-slate-300" />
          ) : (
            <span id={`${domId}-time`} className="sr-only">
              at an unknown time
            </span>
          )}
        </div>
        {repliedToName ? (
          <p className="text-xs text-slate-600 dark:text-slate-300">In reply to {repliedToName}</p>
        ) : null}
        <MessageBody message={message} refs={refs} />
        {message.attachments.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {message.attachments.map((a) => (
              <li key={a.id} className="rounded border border-slate-300 px-2 py-1 dark:border-slate-700">
                {a.name}
              </li>
            ))}
          </ul>
        ) : null}
        {likes > 0 || replies > 0 ? (
          <p className="mt-2 flex gap-4 text-xs text-slate-600 dark:text-slate-300">
            {likes > 0 ? <span>{countLabel(likes, 'like', 'likes')}</span> : null}
            {replies > 0 ? <span>{countLabel(replies, 'reply', 'replies')}</span> : null}
          </p>
        ) : null}
      </div>
    </article>
  );
});
