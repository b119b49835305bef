import { t } from '@lingui/core/macro';
import { formatFileSize } from '../../i18n/formatters';
import { currentLocale } from '../../i18n/i18n-runtime';
import type { AttachmentViews, LinkCardView } from '../../lib/attachments';
import { imageAlt } from '../../lib/image-alt';
import type { Child, Kit } from '../markup-kit';
import { withName } from '../named-template';
import { imageListClass, imagePreview } from './image-preview';
import * as css from './message-classes';

export interface AttachmentsInput<N> {
  views: AttachmentViews;
  /** Who sent them: an image whose file name says nothing is "Image from NAME". */
  senderName?: string | undefined;
  /** The lightbox opening on image `index` (React's; the early page's thumbnails open nothing yet). */
  onOpen?: ((index: number) => () => void) | undefined;
  /** Where an image's thumbnail button is kept, to give it the focus back when the lightbox closes. */
  openerRef?: ((id: number) => (el: HTMLButtonElement | null) => void) | undefined;
  /** After the attachments: the lightbox, while open. */
  lightbox?: Child<N>;
}

/** "Download", the file's name said to screen readers only, where the language puts it in the sentence. */
function downloadName<N>(k: Kit<N>, name: string): Child<N>[] {
  return withName(k, t`Download ${name}`, name, (text) => k.h('span', { className: 'sr-only' }, text));
}

function linkCard<N>(k: Kit<N>, card: LinkCardView): N {
  const content = [
    card.thumbnail &&
      k.h('img', {
        src: card.thumbnail,
        alt: '',
        loading: 'lazy',
        referrerPolicy: 'no-referrer',
        className: css.CARD_IMAGE,
      }),
    k.h(
      'span',
      { className: css.CARD_TEXT },
      k.h('span', { className: css.CARD_TITLE }, card.title),
      card.description && k.h('span', { className: css.CARD_DESCRIPTION }, card.description),
      card.host && k.h('span', { className: css.CARD_HOST }, card.host),
    ),
  ];
  return card.href
    ? k.h(
        'a',
        { href: card.href, target: '_blank', rel: 'noopener noreferrer nofollow', className: css.CARD_LINK },
        ...content,
      )
    : k.h('div', { className: css.CARD }, ...content);
}

/**
 * A message's attachments, written once for both builders (components/markup-kit.ts): image thumbnails that
 * open the lightbox, files with name, size and a download link, and Open Graph objects as link cards. Every
 * outside link opens in a new tab without opener or referrer. Nothing when there are none.
 */
export function messageAttachments<N>(k: Kit<N>, a: AttachmentsInput<N>): N | null {
  const { images, files, links } = a.views;
  if (images.length + files.length + links.length === 0) return null;
  const imageList =
    images.length > 0 &&
    k.h(
      'ul',
      { 'aria-label': t`Images`, className: imageListClass(images.length) },
      ...images.map((image, i) =>
        k.h(
          'li',
          { className: images.length === 1 ? css.IMAGE_ONE : undefined },
          k.h(
            'button',
            {
              type: 'button',
              'aria-haspopup': 'dialog',
              ref: a.openerRef?.(image.id),
              onClick: a.onOpen?.(i),
              className: css.IMAGE_BUTTON,
            },
            k.h('img', {
              ...imagePreview(image, images.length),
              alt: imageAlt(image.name, a.senderName),
              loading: 'lazy',
              decoding: 'async',
              referrerPolicy: 'no-referrer',
            }),
          ),
        ),
      ),
    );
  const fileList =
    files.length > 0 &&
    k.h(
      'ul',
      { 'aria-label': t`Files`, className: css.FILES },
      ...files.map((file) =>
        k.h(
          'li',
          { className: css.FILE },
          k.h('span', { className: css.FILE_NAME }, file.name),
          file.size !== undefined &&
            k.h('span', { className: css.FILE_SIZE }, formatFileSize(currentLocale(), file.size)),
          file.href &&
            k.h(
              'a',
              {
                href: file.href,
                target: '_blank',
                rel: 'noopener noreferrer',
                download: file.name,
                className: css.FILE_LINK,
              },
              ...downloadName(k, file.name),
            ),
        ),
      ),
    );
  return k.h(
    'div',
    { className: css.ATTACHMENTS },
    imageList,
    fileList,
    ...links.map((card) => linkCard(k, card)),
    a.lightbox,
  );
}
