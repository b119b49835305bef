import { Trans, useLingui } from '@lingui/react/macro';
import { memo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Message } from '../../../contract/messages';
import { hrefs, messageAnchor } from '../../config/paths';
import { likeSummary } from '../../lib/likes';
import type { ReferenceIndex } from '../../lib/references';
import { Avatar } from '../avatar';
import { useAppLinksInNewTab, useOpenInNewTab } from './app-link';
import { RelativeTime } from '../relative-time';
import { opensConversation } from '../../lib/card-click';
import { MessageActionBar } from './message-action-bar';
import { useMessageActions } from './message-actions-slot';
import { MessageAttachments } from './message-attachments';
import { MessageBody } from './message-body';
import { messageCard } from './message-card-template';
import { reactKit } from '../react-kit';
import { useLanguage } from '../use-language';
import * as css from './message-classes';
import { viewMessage } from './message-view';
import { usePageGroup } from './page-group';

/** The DOM id of a message's article (the same anchor links into a conversation use). */
export const articleId = messageAnchor;

export interface MessageArticleProps {
  message: Message;
  refs: ReferenceIndex;
  /** Position in a `role="feed"` list, when the article is part of one. */
  posinset?: number;
  setsize?: number;
  /**
   * `feed` (default): compact; the whole card opens the conversation. `thread`: inside the conversation view;
   * replies link to the message they answer on the same page, likes name the likers.
   */
  context?: 'feed' | 'thread';
  /** The message this one answers, when the page holds it (the conversation; a flat feed's page). */
  repliedTo?: Message | undefined;
  /** The message drawn right above this one (a threaded feed's starter): a reply to it says nothing more. */
  shownAboveId?: number | undefined;
}

/** Focuses a message of the page now (a link to the current URL's own hash would not move focus again). */
function focusMessage(event: MouseEvent<HTMLAnchorElement>, id: number) {
  const el = document.getElementById(messageAnchor(id));
  if (el) {
    el.focus();
  }
  if (el && window.location.hash === `#${messageAnchor(id)}`) event.preventDefault();
}

/** One message: an <article> named by its sender and time, with its body, attachments, topics and actions. */
export const MessageArticle = memo(function MessageArticle({
  message,
  refs,
  posinset,
  setsize,
  context = 'feed',
  repliedTo,
  shownAboveId,
}: MessageArticleProps) {
  // The card's words come from plain functions (message-view.ts, the card's template): a switch of language
  // draws it again, memo or not.
  useLanguage();
  const renderActions = useMessageActions();
  const navigate = useNavigate();
  const newTab = useAppLinksInNewTab();
  const openInNewTab = useOpenInNewTab();
  const pageGroupId = usePageGroup();
  const inThread = context === 'thread';
  const view = viewMessage(message, refs, inThread, repliedTo, { pageGroupId, shownAboveId });
  const { domId, senderName, created, replies } = view;
  const { i18n } = useLingui();
  const likedBy = likeSummary(message.liked_by, i18n.locale);
  const conversation = hrefs.thread(
    message.thread_id,
    message.replied_to_id === null ? undefined : message.id,
  );
  // In a feed the whole card opens its conversation, for the pointer; the keyboard has Enter on the focused
  // card (features/feed/use-feed-keys.ts) and the time link, so the click handler adds no keyboard path.
  const onClick = inThread
    ? undefined
    : (event: MouseEvent<HTMLElement>) => {
        if (!opensConversation(event, event.currentTarget)) return;
        if (newTab) openInNewTab(conversation);
        else void navigate(conversation);
      };
  return messageCard(reactKit, {
    message,
    view,
    posinset,
    setsize,
    inThread,
    linksRepliedTo: !inThread || repliedTo !== undefined,
    onClick,
    onRepliedToClick: inThread
      ? (e: MouseEvent<HTMLAnchorElement>) => {
          focusMessage(e, message.replied_to_id ?? 0);
        }
      : undefined,
    avatar: (
      <Avatar
        name={senderName}
        template={view.avatar.template}
        url={view.avatar.url}
        size={shownAboveId === undefined ? css.AVATAR_SIZE : css.REPLY_AVATAR_SIZE}
      />
    ),
    time:
      created !== null ? (
        <RelativeTime id={`${domId}-time`} ms={created} />
      ) : (
        <span id={`${domId}-time`}>
          <Trans>at an unknown time</Trans>
        </span>
      ),
    body: <MessageBody message={message} refs={refs} />,
    attachments: <MessageAttachments attachments={message.attachments} senderName={senderName} />,
    likedBy: inThread && likedBy ? <p className={css.LIKED_BY}>{likedBy}</p> : null,
    actions: renderActions ? (
      renderActions(message, { replies })
    ) : (
      <MessageActionBar message={message} replies={replies} likedBy={likedBy} />
    ),
  });
});
