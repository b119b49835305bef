import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { ImageView } from '../../lib/attachments';
import { imageAlt } from '../../lib/image-alt';

export interface ImageLightboxProps {
  images: readonly ImageView[];
  /** Who sent them, for the alt text of an image whose file name says nothing. */
  senderName?: string | undefined;
  index: number;
  onIndexChange: (index: number) => void;
  /** Called by Close, Escape and a click on the backdrop; the opener takes focus back. */
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';
const CONTROL =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md bg-white/10 px-3 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * A modal view of one image of a message: role=dialog with aria-modal, everything behind it inert, focus
 * kept inside (Tab wraps), Escape closes, Left and Right move between the message's images.
 */
export function ImageLightbox({ images, senderName, index, onIndexChange, onClose }: ImageLightboxProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  const titleId = useId();
  const image = images[index];
  const count = images.length;
  const position = index + 1;

  useEffect(() => {
    close.current?.focus();
    const self = dialog.current;
    const others = [...document.body.children].filter((el) => el !== self && !el.hasAttribute('inert'));
    for (const el of others) el.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const el of others) el.removeAttribute('inert');
      document.body.style.overflow = overflow;
    };
  }, []);

  if (!image) return null;
  const go = (step: number) => {
    onIndexChange((index + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && count > 1) {
      event.preventDefault();
      // The next image lies toward the line's end: to the left in a right-to-left language.
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      go((event.key === 'ArrowRight') !== rtl ? 1 : -1);
    } else if (event.key === 'Tab') {
      const items = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (
        event.shiftKey &&
        (document.activeElement === first || !dialog.current?.contains(document.activeElement))
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return createPortal(
    // Keys are handled on the dialog so they work wherever focus is inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-slate-950/90 text-white"
    >
      <div className="flex items-center gap-2 p-2 sm:p-4">
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-sm font-medium sm:text-base">
          {image.name}
          {count > 1 ? (
            <span className="ms-2 font-normal text-slate-300">
              <Trans>
                ({position} of {count})
              </Trans>
            </span>
          ) : null}
        </h2>
        {image.original ? (
          <a href={image.original} target="_blank" rel="noopener noreferrer" className={CONTROL}>
            <Trans>Open original</Trans>
          </a>
        ) : null}
        <button ref={close} type="button" onClick={onClose} className={CONTROL} aria-label={t`Close`}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center gap-2 p-2 sm:p-4">
        {count > 1 ? (
          <button
            type="button"
            onClick={() => {
              go(-1);
            }}
            className={CONTROL}
            aria-label={t`Previous image`}
          >
            <span aria-hidden="true">‹</span>
          </button>
        ) : null}
        {/* Its own size at most: scaled down to fit the screen, never blown up past its pixels. */}
        <img
          key={image.id}
          src={image.full}
          alt={imageAlt(image.name, senderName)}
          referrerPolicy="no-referrer"
          className="h-auto max-h-full min-h-0 w-auto max-w-full min-w-0 object-contain"
        />
        {count > 1 ? (
          <button
            type="button"
            onClick={() => {
              go(1);
            }}
            className={CONTROL}
            aria-label={t`Next image`}
          >
            <span aria-hidden="true">›</span>
          </button>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
