import type { ReactNode } from 'react';
import type { Message } from '../../../contract/messages';
import { reactKit } from '../react-kit';
import { actionBar } from './message-card-template';

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
  return actionBar(reactKit, {
    likes: message.liked_by.count,
    replies,
    liked,
    likedBy,
    // Not yet usable, and said so (nothing else changes when the code comes, so nothing moves).
    waiting: onLike === undefined,
    likeDisabled,
    onLike,
    onReply,
    more,
    children,
  });
}
