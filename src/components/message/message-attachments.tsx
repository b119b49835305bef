import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { Attachment } from '../../../contract/messages';
import { viewAttachments } from '../../lib/attachments';
import { withLaterMessages } from '../../i18n/later-messages';
import { reactKit } from '../react-kit';
import { messageAttachments } from './attachments-template';

/** The lightbox is code only a reader who opens an image needs: loaded then, not with the first feed. */
const loadImageLightbox = withLaterMessages(() => import('./image-lightbox'));
const ImageLightbox = lazy(async () => ({ default: (await loadImageLightbox()).ImageLightbox }));

/**
 * A message's attachments (components/message/attachments-template.ts), whose thumbnails open the lightbox
 * and get the focus back when it closes.
 */
export function MessageAttachments({
  attachments,
  senderName,
}: {
  attachments: readonly Attachment[];
  /** Who sent them: an image whose file name says nothing is "Image from NAME". */
  senderName?: string;
}) {
  const views = useMemo(() => viewAttachments(attachments), [attachments]);
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef(new Map<number, HTMLButtonElement>());
  const { images } = views;

  const closeLightbox = () => {
    const id = open === null ? undefined : images[open]?.id;
    setOpen(null);
    // Back to the thumbnail of the image shown last, so the reader keeps their place.
    if (id !== undefined) requestAnimationFrame(() => openers.current.get(id)?.focus());
  };

  return messageAttachments(reactKit, {
    views,
    senderName,
    onOpen: (index) => () => {
      setOpen(index);
    },
    openerRef: (id) => (el) => {
      if (el) openers.current.set(id, el);
      else openers.current.delete(id);
    },
    lightbox:
      open !== null ? (
        <Suspense fallback={null}>
          <ImageLightbox
            images={images}
            senderName={senderName}
            index={open}
            onIndexChange={setOpen}
            onClose={closeLightbox}
          />
        </Suspense>
      ) : null,
  });
}
