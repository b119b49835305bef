import type { ReactNode } from 'react';
import type { Message } from '../../../contract/messages';
import { Icon } from '../icon';
import { actionName } from './action-name';
import * as css from './message-classes';

export interface MessageActionBarProps {
  message: Message;
  /** The conversation's replies, on a feed's thread starter; 0 elsewhere (no count is shown). */
  replies: number;
  liked?: boolean;
  /** "Liked by Ann and Bob": the Like button's tooltip. */
  likedBy?: string | null;
  /**
   * The handlers arrive with the actions' code (features/message-actions), a moment after the card: until then
   * the row is drawn as it will be (counts included), so nothing moves when they come.
   */
  onLike?: () => void;
  likeDisabled?: boolean;
  onReply?: () => void;
  /**
   * The More menu (components/message/more-menu.tsx, given by the actions' code, which alone loads it); until
   * then a button of the same look that opens nothing yet.
   */
  more?: ReactNode;
  /** Under the row: what an action said ("Link copied."), what went wrong, a confirmation dialog. */
  children?: ReactNode;
}

/** Like (with its count), Reply (with the conversation's reply count) and More: under every message. */
export function MessageActionBar({
  message,
  replies,
  liked = false,
  likedBy,
  onLike,
  likeDisabled = false,
  onReply,
  more,
  children,
}: MessageActionBarProps) {
  const likes = message.liked_by.count;
  // Not yet usable, and said so (nothing else changes when the code comes, so nothing moves).
  const waiting = onLike === undefined ? true : undefined;
  return (
    <div className={css.ACTIONS}>
      <div role="group" aria-label="Message actions" className={css.ACTION_ROW}>
        <button
          type="button"
          aria-pressed={liked}
          aria-disabled={waiting}
          aria-label={actionName('Like', likes, 'like', 'likes')}
          disabled={likeDisabled}
          title={likedBy ?? undefined}
          className={liked ? css.ACTION_LIKED : css.ACTION}
          onClick={onLike}
        >
          <Icon name="heart" filled={liked} className={css.ACTION_ICON} />
          Like
          {likes > 0 ? <span className={css.ACTION_COUNT}>{likes}</span> : null}
        </button>
        <button
          type="button"
          aria-label={actionName('Reply', replies, 'reply', 'replies')}
          aria-disabled={waiting}
          className={css.ACTION}
          onClick={onReply}
        >
          <Icon name="reply" className={css.ACTION_ICON} />
          Reply
          {replies > 0 ? <span className={css.ACTION_COUNT}>{replies}</span> : null}
        </button>
        {more ?? (
          <button
            type="button"
            aria-haspopup="menu"
            aria-expanded="false"
            aria-disabled="true"
            className={css.ACTION}
          >
            <Icon name="more" className={css.ACTION_ICON} />
            <span className="sr-only">More</span>
          </button>
        )}
      </div>
      {children}
    </div>
  );
}
