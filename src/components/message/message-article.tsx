import { memo, type MouseEvent } from 'react';
import { Link } from 'react-router';
import type { Message } from '../../../contract/messages';
import { hrefs, messageAnchor } from '../../config/paths';
import { viewMessage } from './message-view';
import { likeSummary } from '../../lib/likes';
import { countLabel } from '../../lib/plural';
import type { ReferenceIndex } from '../../lib/references';
import { Avatar } from '../avatar';
import { RelativeTime } from '../relative-time';
import { useMessageActions } from './message-actions-slot';
import { MessageAttachments } from './message-attachments';
import { MessageBody } from './message-body';
import * as css from './message-classes';
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
  const inThread = context === 'thread';
  const view = viewMessage(message, refs, inThread, repliedTo);
  const { domId, senderName, group, created, permalink, repliedToName, replies, likes } = view;
  const likedBy = likeSummary(message.liked_by);
  return (
    <article
      id={domId}
      tabIndex={-1}
      aria-posinset={posinset}
      aria-setsize={setsize}
      aria-labelledby={`${domId}-sender ${domId}-time`}
      className={css.ARTICLE}
    >
      <Avatar name={senderName} template={view.avatar.template} url={view.avatar.url} />
      <div className={css.CONTENT}>
        <div className={css.META}>
          {view.senderHref ? (
            <Link id={`${domId}-sender`} to={view.senderHref} className={`${css.SENDER} ${css.LINK}`}>
              {senderName}
            </Link>
          ) : (
            <span id={`${domId}-sender`} className={css.SENDER}>
              {senderName}
            </span>
          )}
          {group ? (
            <span className={css.MUTED}>
              in{' '}
              <Link to={group.href} className={`font-medium ${css.LINK}`}>
                {group.name}
              </Link>
            </span>
          ) : null}
          <Link to={permalink} replace={inThread} className={`${css.MUTED} ${css.LINK}`}>
            {created !== null ? (
              <RelativeTime id={`${domId}-time`} ms={created} />
            ) : (
              <span id={`${domId}-time`}>at an unknown time</span>
            )}
          </Link>
        </div>
        {repliedToName !== undefined && message.replied_to_id !== null ? (
          <p className={css.REPLY_TO}>
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
                  className={css.ACCENT_LINK}
                >
                  {repliedToName}
                </Link>
              </>
            )}
          </p>
        ) : null}
        <MessageBody message={message} refs={refs} />
        <MessageAttachments attachments={message.attachments} />
        <TopicChips topics={view.topics} refs={refs} />
        {inThread ? (
          likedBy ? (
            <p className={css.LIKED_BY}>{likedBy}</p>
          ) : null
        ) : likes > 0 || replies > 0 ? (
          <p className={css.COUNTS}>
            {likes > 0 ? (
              <span title={likedBy ?? undefined}>{countLabel(likes, 'like', 'likes')}</span>
            ) : null}
            {replies > 0 ? (
              <Link to={hrefs.thread(message.thread_id)} className={css.ACCENT_LINK}>
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
