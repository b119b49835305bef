import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { Attachment } from '../../../contract/messages';
import { formatFileSize, viewAttachments } from '../../lib/attachments';
import { imageAlt } from '../../lib/image-alt';
import { imageListClass, imagePreview } from './image-preview';
import * as css from './message-classes';

/** The lightbox is code only a reader who opens an image needs: loaded then, not with the first feed. */
const ImageLightbox = lazy(async () => ({ default: (await import('./image-lightbox')).ImageLightbox }));

/**
 * A message's attachments: image thumbnails that open the lightbox, files with name, size and a download
 * link, and Open Graph objects as link cards. Every outside link opens in a new tab without opener or referrer.
 */
export function MessageAttachments({
  attachments,
  senderName,
}: {
  attachments: readonly Attachment[];
  /** Who sent them: an image whose file name says nothing is "Image from NAME". */
  senderName?: string;
}) {
  const { images, files, links } = useMemo(() => viewAttachments(attachments), [attachments]);
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef(new Map<number, HTMLButtonElement>());
  if (images.length + files.length + links.length === 0) return null;

  const closeLightbox = () => {
    const id = open === null ? undefined : images[open]?.id;
    setOpen(null);
    // Back to the thumbnail of the image shown last, so the reader keeps their place.
    if (id !== undefined) requestAnimationFrame(() => openers.current.get(id)?.focus());
  };

  return (
    <div className={css.ATTACHMENTS}>
      {images.length > 0 ? (
        <ul aria-label="Images" className={imageListClass(images.length)}>
          {images.map((image, i) => (
            <li key={image.id} className={images.length === 1 ? css.IMAGE_ONE : undefined}>
              <button
                type="button"
                aria-haspopup="dialog"
                ref={(el) => {
                  if (el) openers.current.set(image.id, el);
                  else openers.current.delete(image.id);
                }}
                onClick={() => {
                  setOpen(i);
                }}
                className={css.IMAGE_BUTTON}
              >
                <img
                  {...imagePreview(image, images.length)}
                  alt={imageAlt(image.name, senderName)}
                  loading="lazy"
                  decoding="async"
                  referrerPolicy="no-referrer"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label="Files" className={css.FILES}>
          {files.map((file) => (
            <li key={file.id} className={css.FILE}>
              <span className={css.FILE_NAME}>{file.name}</span>
              {file.size !== undefined ? (
                <span className={css.FILE_SIZE}>{formatFileSize(file.size)}</span>
              ) : null}
              {file.href ? (
                <a
                  href={file.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  download={file.name}
                  className={css.FILE_LINK}
                >
                  Download <span className="sr-only">{file.name}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {links.map((card) => {
        const content = (
          <>
            {card.thumbnail ? (
              <img
                src={card.thumbnail}
                alt=""
                loading="lazy"
                referrerPolicy="no-referrer"
                className={css.CARD_IMAGE}
              />
            ) : null}
            <span className={css.CARD_TEXT}>
              <span className={css.CARD_TITLE}>{card.title}</span>
              {card.description ? <span className={css.CARD_DESCRIPTION}>{card.description}</span> : null}
              {card.host ? <span className={css.CARD_HOST}>{card.host}</span> : null}
            </span>
          </>
        );
        return card.href ? (
          <a
            key={card.id}
            href={card.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={css.CARD_LINK}
          >
            {content}
          </a>
        ) : (
          <div key={card.id} className={css.CARD}>
            {content}
          </div>
        );
      })}
      {open !== null ? (
        <Suspense fallback={null}>
          <ImageLightbox
            images={images}
            senderName={senderName}
            index={open}
            onIndexChange={setOpen}
            onClose={closeLightbox}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
