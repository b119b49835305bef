import type { Message } from '../../../contract/messages';
import * as css from '../../components/message/message-classes';
import { imageListClass, imagePreview } from '../../components/message/image-preview';
import { actionBar, messageCard, threadEntry } from '../../components/message/message-card-template';
import {
  entityHref,
  viewMessage,
  viewThreadEntry,
  type CardPlace,
} from '../../components/message/message-view';
import { viewAttachments, formatFileSize } from '../../lib/attachments';
import { avatarSrc, initialsOf } from '../../lib/avatar-url';
import type { FeedEntry } from '../../lib/feed-entries';
import { resolveParsedBody } from '../../lib/message-body';
import type { ReferenceIndex } from '../../lib/references';
import { formatRelativeTime } from '../../lib/relative-time';
import { imageAlt } from '../../lib/image-alt';
import { richSkeleton } from '../../lib/rich-skeleton';
import { asElement, domKit, h } from './dom';

/**
 * A message and a conversation drawn with the DOM alone, from the templates the React components render
 * (components/message/message-card-template.ts), so that the app's first render replaces them without moving
 * a pixel. What differs is filled in here: the avatar without its error state, the time without its tooltip
 * (the Intl formats it needs cost milliseconds to build), the rich body's inert skeleton, the attachments.
 * Text only ever becomes text nodes.
 */

export function earlyAvatar(name: string, template: string | undefined, url: string | undefined, size = 40) {
  const src = avatarSrc(template, url, size * 2);
  const el = src
    ? h('img', {
        src,
        alt: '',
        width: size,
        height: size,
        loading: 'lazy',
        decoding: 'async',
        referrerpolicy: 'no-referrer',
        className: css.AVATAR_IMAGE,
      })
    : h('span', { 'aria-hidden': 'true', className: css.AVATAR_INITIALS }, initialsOf(name));
  // Through the CSSOM, which the Content-Security-Policy allows (a style attribute in markup it would not).
  el.style.width = `${String(size)}px`;
  el.style.height = `${String(size)}px`;
  return el;
}

function earlyBody(message: Message, refs: ReferenceIndex): HTMLElement {
  const { rich, parsed, plain } = message.body;
  if (rich) return h('div', { className: css.BODY_RICH }, richSkeleton(rich));
  if (parsed) {
    const parts = resolveParsedBody(parsed, refs, plain).map((s) => {
      if (s.kind === 'text') return s.text;
      const href = entityHref(s.kind, s.id);
      return href ? h('a', { href, className: css.BODY_LINK, 'data-kind': s.kind }, s.text) : s.text;
    });
    return h('p', { className: css.BODY_TEXT }, ...parts);
  }
  return h('p', { className: css.BODY_TEXT }, plain);
}

function earlyAttachments(message: Message, senderName: string): HTMLElement | null {
  const { images, files, links } = viewAttachments(message.attachments);
  if (images.length + files.length + links.length === 0) return null;
  const imageList =
    images.length > 0 &&
    h(
      'ul',
      { 'aria-label': 'Images', className: imageListClass(images.length) },
      ...images.map((image) => {
        const { style, ...preview } = imagePreview(image, images.length);
        const img = h('img', {
          ...preview,
          alt: imageAlt(image.name, senderName),
          loading: 'lazy',
          decoding: 'async',
          referrerpolicy: 'no-referrer',
        });
        // Through the CSSOM, which the Content-Security-Policy allows (a style attribute in markup it would not).
        if (style) img.style.width = style.width;
        return h(
          'li',
          { className: images.length === 1 ? css.IMAGE_ONE : undefined },
          h('button', { type: 'button', 'aria-haspopup': 'dialog', className: css.IMAGE_BUTTON }, img),
        );
      }),
    );
  const fileList =
    files.length > 0 &&
    h(
      'ul',
      { 'aria-label': 'Files', className: css.FILES },
      ...files.map((file) =>
        h(
          'li',
          { className: css.FILE },
          h('span', { className: css.FILE_NAME }, file.name),
          file.size !== undefined && h('span', { className: css.FILE_SIZE }, formatFileSize(file.size)),
          file.href &&
            h(
              'a',
              {
                href: file.href,
                target: '_blank',
                rel: 'noopener noreferrer',
                download: file.name,
                className: css.FILE_LINK,
              },
              'Download ',
              h('span', { className: 'sr-only' }, file.name),
            ),
        ),
      ),
    );
  const cards = links.map((card) => {
    const content = [
      card.thumbnail &&
        h('img', {
          src: card.thumbnail,
          alt: '',
          loading: 'lazy',
          referrerpolicy: 'no-referrer',
          className: css.CARD_IMAGE,
        }),
      h(
        'span',
        { className: css.CARD_TEXT },
        h('span', { className: css.CARD_TITLE }, card.title),
        card.description && h('span', { className: css.CARD_DESCRIPTION }, card.description),
        card.host && h('span', { className: css.CARD_HOST }, card.host),
      ),
    ];
    return card.href
      ? h(
          'a',
          {
            href: card.href,
            target: '_blank',
            rel: 'noopener noreferrer nofollow',
            className: css.CARD_LINK,
          },
          ...content,
        )
      : h('div', { className: css.CARD }, ...content);
  });
  return h('div', { className: css.ATTACHMENTS }, imageList, fileList, ...cards);
}

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
      avatar: earlyAvatar(
        senderName,
        view.avatar.template,
        view.avatar.url,
        around.place?.shownAboveId === undefined ? css.AVATAR_SIZE : css.REPLY_AVATAR_SIZE,
      ),
      time:
        created !== null
          ? h(
              'time',
              { id: `${domId}-time`, dateTime: new Date(created).toISOString() },
              formatRelativeTime(created, now),
            )
          : h('span', { id: `${domId}-time` }, 'at an unknown time'),
      body: earlyBody(message, refs),
      attachments: earlyAttachments(message, senderName),
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
