import { memo, type MouseEvent } from 'react';
import { Link } from 'react-router';
import type { Message } from '../../../contract/messages';
import { parseWireDate } from '../../../contract/dates';
import { hrefs, messageAnchor } from '../../config/paths';
import { likeSummary } from '../../lib/likes';
import { countLabel } from '../../lib/plural';
import type { ReferenceIndex } from '../../lib/references';
import { Avatar } from '../avatar';
import { RelativeTime } from '../relative-time';
import { useMessageActions } from './message-actions-slot';
import { MessageAttachments } from './message-attachments';
import { MessageBody } from './message-body';
import { TopicChips } from './topic-chips';

/** The DOM id of a message's article (the same anchor links into a conversation use). */
export const articleId = messageAnchor;

export interface MessageArticleProps {
  message: Message;
  refs: ReferenceIndex;
  /** Position in a `role="feed"` list, when the article is part of one. */
  posinset?: number;
  setsize?: number;
  /**
   * `feed` (default): compact; the time and the reply count lead into the conversation. `thread`: inside the
   * conversation view; replies link to the message they answer on the same page, likes name the likers.
   */
  context?: 'feed' | 'thread';
  /** The conversation view: the message a reply answers, when it is shown on the same page. */
  repliedTo?: Message | undefined;
}

const MUTED = 'text-slate-600 dark:text-slate-300';
const LINK =
  'rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600';

/** Focuses a message of the page now (a link to the current URL's own hash would not move focus again). */
function focusMessage(event: MouseEvent<HTMLAnchorElement>, id: number) {
  const el = document.getElementById(messageAnchor(id));
  if (el) {
    el.focus();
  }
  if (el && window.location.hash === `#${messageAnchor(id)}`) event.preventDefault();
}

/** One message: an <article> named by its sender and time, with its body, attachments, topics and likes. */
export const MessageArticle = memo(function MessageArticle({
  message,
  refs,
  posinset,
  setsize,
  context = 'feed',
  repliedTo,
}: MessageArticleProps) {
  const renderActions = useMessageActions();
  const domId = messageAnchor(message.id);
  const inThread = context === 'thread';
  const sender = refs.user(message.sender_id);
  const senderName = sender?.full_name || sender?.name || 'Unknown sender';
  const group = refs.group(message.group_id);
  const isStarter = message.replied_to_id === null;
  const thread = isStarter ? refs.thread(message.thread_id) : undefined;
  const repliedToSender = repliedTo?.sender_id ?? refs.message(message.replied_to_id)?.sender_id;
  const repliedToName =
    repliedToSender === undefined
      ? undefined
      : refs.user(repliedToSender)?.full_name || refs.user(repliedToSender)?.name || 'an earlier message';
  const created = parseWireDate(message.created_at);
  const replies = thread ? Math.max(0, thread.stats.updates - 1) : 0;
  const likes = message.liked_by.count;
  const likedBy = likeSummary(message.liked_by);
  const permalink = hrefs.thread(message.thread_id, isStarter && !inThread ? undefined : message.id);
  const topics = message.topics ?? (inThread ? undefined : thread?.topics);

  return (
    <article
      id={domId}
      tabIndex={-1}
      aria-posinset={posinset}
      aria-setsize={setsize}
      aria-labelledby={`${domId}-sender ${domId}-time`}
      className="flex scroll-mt-16 gap-3 border-b border-slate-200 px-4 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-800"
    >
      <Avatar name={senderName} template={sender?.mugshot_url_template} url={sender?.mugshot_url} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          {sender ? (
            <Link
              id={`${domId}-sender`}
              to={hrefs.user(message.sender_id)}
              className={`font-semibold text-slate-900 dark:text-slate-50 ${LINK}`}
            >
              {senderName}
            </Link>
          ) : (
            <span id={`${domId}-sender`} className="font-semibold text-slate-900 dark:text-slate-50">
              {senderName}
            </span>
          )}
          {group ? (
            <span className={MUTED}>
              in{' '}
              <Link to={hrefs.group(group.id)} className={`font-medium ${LINK}`}>
                {group.full_name || group.name}
              </Link>
            </span>
          ) : null}
          <Link to={permalink} replace={inThread} className={`${MUTED} ${LINK}`}>
            {created !== null ? (
              <RelativeTime id={`${domId}-time`} ms={created} />
            ) : (
              <span id={`${domId}-time`}>at an unknown time</span>
            )}
          </Link>
        </div>
        {repliedToName !== undefined && message.replied_to_id !== null ? (
          <p className={`text-xs ${MUTED}`}>
            {inThread && !repliedTo ? (
              <>In reply to {repliedToName}</>
            ) : (
              <>
                In reply to{' '}
                <Link
                  to={hrefs.thread(message.thread_id, message.replied_to_id)}
                  replace={inThread}
                  onClick={
                    inThread
                      ? (e) => {
                          focusMessage(e, message.replied_to_id ?? 0);
                        }
                      : undefined
                  }
                  className={`font-medium text-blue-800 dark:text-blue-300 ${LINK}`}
                >
                  {repliedToName}
                </Link>
              </>
            )}
          </p>
        ) : null}
        <MessageBody message={message} refs={refs} />
        <MessageAttachments attachments={message.attachments} />
        <TopicChips topics={topics} refs={refs} />
        {inThread ? (
          likedBy ? (
            <p className={`mt-2 text-xs ${MUTED}`}>{likedBy}</p>
          ) : null
        ) : likes > 0 || replies > 0 ? (
          <p className={`mt-2 flex gap-4 text-xs ${MUTED}`}>
            {likes > 0 ? (
              <span title={likedBy ?? undefined}>{countLabel(likes, 'like', 'likes')}</span>
            ) : null}
            {replies > 0 ? (
              <Link
                to={hrefs.thread(message.thread_id)}
                className={`font-medium text-blue-800 dark:text-blue-300 ${LINK}`}
              >
                {countLabel(replies, 'reply', 'replies')}
              </Link>
            ) : null}
          </p>
        ) : null}
        {renderActions?.(message)}
      </div>
    </article>
  );
});
