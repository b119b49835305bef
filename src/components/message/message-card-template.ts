import type { Message } from '../../../contract/messages';
import { hrefs } from '../../config/paths';
import { countLabel } from '../../lib/plural';
import type { Child, Kit, LinkProps } from '../markup-kit';
import { actionName } from './action-name';
import * as css from './message-classes';
import type { MessageView } from './message-view';

/*
 * The message card's markup, written once for both builders (components/markup-kit.ts): the components render
 * these templates with React, the early paint (boot/early-paint/early-message.ts) with the DOM, before React
 * has loaded. What only React can do (handlers, state, Intl tooltips) comes in through slots and handler
 * props, which the DOM builder leaves out or fills with inert markup.
 */

/** Topics as chips linking to each topic's feed. */
export function topicChips<N>(k: Kit<N>, topics: readonly { id: number; name: string }[]): N | null {
  if (topics.length === 0) return null;
  return k.h(
    'ul',
    { 'aria-label': 'Topics', className: css.TOPICS },
    ...topics.map((t) =>
      k.h('li', null, k.link({ href: hrefs.topic(t.id), className: css.TOPIC_CHIP }, `#${t.name}`)),
    ),
  );
}

export interface ActionBarInput<N> {
  likes: number;
  /** The conversation's replies, on a feed's thread starter; 0 elsewhere (no count is shown). */
  replies: number;
  liked: boolean;
  /** "Liked by Ann and Bob": the Like button's tooltip. */
  likedBy?: string | null | undefined;
  /** Not usable yet (the actions' code has not arrived), and said so; nothing else changes when it comes. */
  waiting: boolean;
  likeDisabled?: boolean | undefined;
  onLike?: (() => void) | undefined;
  onReply?: (() => void) | undefined;
  /** The More menu, given by the actions' code; until then a button of the same look that opens nothing. */
  more?: Child<N>;
  /** Under the row: what an action said, what went wrong, a confirmation dialog. */
  children?: Child<N>;
}

const count = <N>(k: Kit<N>, n: number) => n > 0 && k.h('span', { className: css.ACTION_COUNT }, String(n));

/** Like (with its count), Reply (with the conversation's reply count) and More: under every message. */
export function actionBar<N>(k: Kit<N>, a: ActionBarInput<N>): N {
  const waiting = a.waiting ? 'true' : undefined;
  return k.h(
    'div',
    { className: css.ACTIONS },
    k.h(
      'div',
      { role: 'group', 'aria-label': 'Message actions', className: css.ACTION_ROW },
      k.h(
        'button',
        {
          type: 'button',
          'aria-pressed': String(a.liked),
          'aria-disabled': waiting,
          'aria-label': actionName('Like', a.likes, 'like', 'likes'),
          disabled: a.likeDisabled ?? false,
          title: a.likedBy ?? undefined,
          className: a.liked ? css.ACTION_LIKED : css.ACTION,
          onClick: a.onLike,
        },
        k.icon('heart', css.ACTION_ICON, a.liked),
        'Like',
        count(k, a.likes),
      ),
      k.h(
        'button',
        {
          type: 'button',
          'aria-label': actionName('Reply', a.replies, 'reply', 'replies'),
          'aria-disabled': waiting,
          className: css.ACTION,
          onClick: a.onReply,
        },
        k.icon('reply', css.ACTION_ICON),
        'Reply',
        count(k, a.replies),
      ),
      a.more ??
        k.h(
          'button',
          {
            type: 'button',
            'aria-haspopup': 'menu',
            'aria-expanded': 'false',
            'aria-disabled': 'true',
            className: css.ACTION,
          },
          k.icon('more', css.ACTION_ICON),
          k.h('span', { className: 'sr-only' }, 'More'),
        ),
    ),
    a.children,
  );
}

export interface CardInput<N> {
  message: Message;
  view: MessageView;
  posinset?: number | undefined;
  setsize?: number | undefined;
  /** Inside the conversation view: permalinks replace the history entry; the card itself opens nothing. */
  inThread: boolean;
  /** The conversation's page holds the message answered: "In reply to" links to it. */
  linksRepliedTo: boolean;
  onClick?: ((event: never) => void) | undefined;
  onRepliedToClick?: LinkProps['onClick'];
  avatar: Child<N>;
  /** The time the message was sent, named `${domId}-time` (the app's carries a tooltip). */
  time: Child<N>;
  body: Child<N>;
  attachments: Child<N>;
  likedBy?: Child<N>;
  actions: Child<N>;
}

/** One message: an <article> named by its sender and time, with its body, attachments, topics and actions. */
export function messageCard<N>(k: Kit<N>, c: CardInput<N>): N {
  const { message, view, inThread } = c;
  const { domId, senderName, group, repliedToName } = view;
  const dot = () => k.h('span', { 'aria-hidden': 'true', className: css.META_DOT }, '·');
  // A person's or a group's name keeps its own direction inside the line (an Arabic name in English words).
  const name = (text: string) => k.h('bdi', null, text);
  const replyTo =
    repliedToName !== undefined &&
    message.replied_to_id !== null &&
    k.h(
      'p',
      { className: css.REPLY_TO },
      'In reply to ',
      c.linksRepliedTo
        ? k.link(
            {
              href: hrefs.thread(message.thread_id, message.replied_to_id),
              replace: inThread,
              onClick: c.onRepliedToClick,
              className: css.ACCENT_LINE_LINK,
            },
            name(repliedToName),
          )
        : name(repliedToName),
    );
  return k.h(
    'article',
    {
      id: domId,
      tabIndex: -1,
      'aria-posinset': c.posinset,
      'aria-setsize': c.setsize,
      'aria-labelledby': `${domId}-sender ${domId}-time`,
      className: inThread ? css.ARTICLE : `${css.ARTICLE} ${css.ARTICLE_OPENS}`,
      onClick: c.onClick,
    },
    c.avatar,
    k.h(
      'div',
      { className: css.CONTENT },
      k.h(
        'div',
        { className: css.META },
        view.senderHref
          ? k.link(
              { id: `${domId}-sender`, href: view.senderHref, className: `${css.SENDER} ${css.LINE_LINK}` },
              name(senderName),
            )
          : k.h('span', { id: `${domId}-sender`, className: css.SENDER }, name(senderName)),
        group && dot(),
        group && k.h('span', { className: css.META_IN }, 'in '),
        group && k.link({ href: group.href, className: css.GROUP_LINK }, name(group.name)),
        dot(),
        k.link({ href: view.permalink, replace: inThread, className: css.TIME_LINK }, c.time),
      ),
      replyTo,
      c.body,
      c.attachments,
      topicChips(k, view.topics),
      c.likedBy,
      c.actions,
    ),
  );
}

export interface ThreadEntryInput<N> {
  threadId: number;
  posinset: number;
  setsize: number;
  label: string;
  starter: Child<N>;
  replies: Child<N>[];
  /** Replies in the whole conversation: "View all" when more exist than those shown. */
  total: number;
}

/** A threaded feed's entry: the conversation around its starter, newest replies under it, a link to the rest. */
export function threadEntry<N>(k: Kit<N>, t: ThreadEntryInput<N>): N {
  return k.h(
    'article',
    {
      id: `thread-${String(t.threadId)}`,
      tabIndex: -1,
      'aria-posinset': t.posinset,
      'aria-setsize': t.setsize,
      'aria-label': t.label,
      className: css.THREAD,
    },
    t.starter,
    t.replies.length > 0 && k.h('div', { className: css.THREAD_REPLIES }, ...t.replies),
    t.total > t.replies.length &&
      k.h(
        'p',
        { className: css.THREAD_MORE },
        k.link(
          { href: hrefs.thread(t.threadId), className: css.THREAD_MORE_LINK },
          `View all ${countLabel(t.total, 'reply', 'replies')}`,
        ),
      ),
  );
}
