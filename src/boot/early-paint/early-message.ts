import { t } from '@lingui/core/macro';
import type { Message } from '../../../contract/messages';
import { avatar } from '../../components/avatar-template';
import { messageAttachments } from '../../components/message/attachments-template';
import { messageBody } from '../../components/message/body-template';
import * as css from '../../components/message/message-classes';
import { actionBar, messageCard, threadEntry } from '../../components/message/message-card-template';
import { viewMessage, viewThreadEntry, type CardPlace } from '../../components/message/message-view';
import { formatRelative } from '../../i18n/formatters';
import { currentLocale } from '../../i18n/i18n-runtime';
import { viewAttachments } from '../../lib/attachments';
import type { FeedEntry } from '../../lib/feed-entries';
import type { ReferenceIndex } from '../../lib/references';
import { richSkeleton } from '../../lib/rich-skeleton';
import { asElement, domKit, h } from './dom';

/**
 * A message and a conversation drawn with the DOM alone, from the templates the React components render
 * (components/message/*-template.ts, components/avatar-template.ts), so that the app's first render replaces
 * them without moving a pixel. What differs is filled in here: the time without its tooltip (the Intl formats
 * it needs cost milliseconds to build) and the rich body's inert skeleton. Text only ever becomes text nodes.
 */

export function earlyMessage(
  message: Message,
  refs: ReferenceIndex,
  posinset: number,
  setsize: number,
  now: number,
  around: { repliedTo?: Message | undefined; place?: CardPlace } = {},
): HTMLElement {
  const view = viewMessage(message, refs, false, around.repliedTo, around.place);
  const { domId, senderName, created } = view;
  return asElement(
    messageCard(domKit, {
      message,
      view,
      posinset,
      setsize,
      inThread: false,
      linksRepliedTo: true,
      avatar: avatar(domKit, {
        name: senderName,
        template: view.avatar.template,
        url: view.avatar.url,
        size: around.place?.shownAboveId === undefined ? css.AVATAR_SIZE : css.REPLY_AVATAR_SIZE,
      }),
      time:
        created !== null
          ? h(
              'time',
              { id: `${domId}-time`, dateTime: new Date(created).toISOString() },
              formatRelative(currentLocale(), created, now),
            )
          : h('span', { id: `${domId}-time` }, t`at an unknown time`),
      body: messageBody(domKit, {
        message,
        refs,
        rich: { content: message.body.rich ? richSkeleton(message.body.rich) : undefined },
      }),
      attachments: messageAttachments(domKit, { views: viewAttachments(message.attachments), senderName }),
      // As the app draws the row before the actions' code has come.
      actions: actionBar(domKit, { likes: view.likes, replies: view.replies, liked: false, waiting: true }),
    }),
  );
}

/** One entry of the feed list, threaded (the conversation around the starter) or flat (the message). */
export function earlyEntry(
  entry: FeedEntry,
  refs: ReferenceIndex,
  threaded: boolean,
  posinset: number,
  setsize: number,
  now: number,
): HTMLElement {
  const { message, replies } = entry;
  if (!threaded) return earlyMessage(message, refs, posinset, setsize, now, { repliedTo: entry.repliedTo });
  const { total, label } = viewThreadEntry(entry, refs);
  const all = 1 + replies.length;
  return asElement(
    threadEntry(domKit, {
      threadId: message.thread_id,
      posinset,
      setsize,
      label,
      total,
      starter: earlyMessage(message, refs, 1, all, now),
      replies: replies.map((reply, i) =>
        earlyMessage(reply, refs, i + 2, all, now, { place: { shownAboveId: message.id } }),
      ),
    }),
  );
}
