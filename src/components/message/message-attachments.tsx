import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { Attachment } from '../../../contract/messages';
import { formatFileSize, viewAttachments } from '../../lib/attachments';

/** The lightbox is code only a reader who opens an image needs: loaded then, not with the first feed. */
const ImageLightbox = lazy(async () => ({ default: (await import('./image-lightbox')).ImageLightbox }));

const LINK = 'text-blue-800 underline-offset-2 hover:underline dark:text-blue-300';

/**
 * A message's attachments: image thumbnails that open the lightbox, files with name, size and a download
 * link, and Open Graph objects as link cards. Every outside link opens in a new tab without opener or referrer.
 */
export function MessageAttachments({ attachments }: { attachments: readonly Attachment[] }) {
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
    <div className="mt-2 flex flex-col gap-2">
      {images.length > 0 ? (
        <ul aria-label="Images" className="flex flex-wrap gap-2">
          {images.map((image, i) => (
            <li key={image.id}>
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
                className="block overflow-hidden rounded-md border border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-700"
              >
                <img
                  src={image.thumbnail}
                  alt={image.name}
                  loading="lazy"
                  decoding="async"
                  referrerPolicy="no-referrer"
                  className="h-24 w-24 bg-slate-100 object-cover sm:h-32 sm:w-32 dark:bg-slate-800"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label="Files" className="flex flex-col gap-1 text-sm">
          {files.map((file) => (
            <li
              key={file.id}
              className="flex flex-wrap items-baseline gap-x-2 rounded-md border border-slate-300 px-3 py-2 dark:border-slate-700"
            >
              <span className="min-w-0 font-medium break-all">{file.name}</span>
              {file.size !== undefined ? (
                <span className="text-slate-600 dark:text-slate-300">{formatFileSize(file.size)}</span>
              ) : null}
              {file.href ? (
                <a
                  href={file.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  download={file.name}
                  className={`ml-auto ${LINK}`}
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
                className="h-20 w-20 shrink-0 rounded bg-slate-100 object-cover dark:bg-slate-800"
              />
            ) : null}
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="font-medium break-words text-blue-800 dark:text-blue-300">{card.title}</span>
              {card.description ? (
                <span className="line-clamp-2 text-slate-700 dark:text-slate-200">{card.description}</span>
              ) : null}
              {card.host ? (
                <span className="text-xs text-slate-600 dark:text-slate-300">{card.host}</span>
              ) : null}
            </span>
          </>
        );
        const box = 'flex gap-3 rounded-md border border-slate-300 p-3 text-sm dark:border-slate-700';
        return card.href ? (
          <a
            key={card.id}
            href={card.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={`${box} hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:hover:bg-slate-900`}
          >
            {content}
          </a>
        ) : (
          <div key={card.id} className={box}>
            {content}
          </div>
        );
      })}
      {open !== null ? (
        <Suspense fallback={null}>
          <ImageLightbox images={images} index={open} onIndexChange={setOpen} onClose={closeLightbox} />
        </Suspense>
      ) : null}
    </div>
  );
}
