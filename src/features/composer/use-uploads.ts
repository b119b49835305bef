import { useCallback, useEffect, useRef, useState } from 'react';
import type { Id } from '../../../contract/common';
import { describeError } from '../../api/http/describe-error';
import { deletePendingAttachment, uploadPendingAttachment } from '../../api/messages/attachments-api';
import type { DraftAttachment } from '../../lib/drafts';

/** Spec 4.2: pending_attachment1 to pending_attachment20. */
export const MAX_ATTACHMENTS = 20;

export interface Upload {
  key: string;
  name: string;
  size: number;
  contentType: string;
  status: 'uploading' | 'done' | 'failed';
  loaded: number;
  /** The pending attachment's id once the service has the file. */
  id?: Id;
  error?: string;
  /** An object URL of a picked image, for its thumbnail (revoked when it goes). */
  preview?: string;
}

/** A thumbnail of a picked image, read from the file itself (nothing is fetched). */
function previewOf(file: File): string | undefined {
  if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return undefined;
  return URL.createObjectURL(file);
}

function revoke(upload: Upload | undefined) {
  if (upload?.preview) URL.revokeObjectURL(upload.preview);
}

let keySeq = 0;
const nextKey = () => `upload-${String((keySeq += 1))}`;

const fromDraft = (a: DraftAttachment): Upload => ({
  key: nextKey(),
  name: a.name,
  size: a.size,
  contentType: a.contentType ?? '',
  status: 'done',
  loaded: a.size,
  id: a.id,
});

/**
 * Files of the composer: each is uploaded at once as a pending attachment, with its progress; Cancel aborts
 * an upload still running, or deletes the pending attachment from the service. The finished ones (id, name,
 * size) are reported to the draft, so they survive a reload or a sign-in.
 */
export function useUploads(initial: readonly DraftAttachment[], onDone: (done: DraftAttachment[]) => void) {
  const [uploads, setUploads] = useState<Upload[]>(() => initial.map(fromDraft));
  const controllers = useRef(new Map<string, AbortController>());
  const shown = useRef(uploads);
  useEffect(() => {
    shown.current = uploads;
  });
  const report = useRef(onDone);
  useEffect(() => {
    report.current = onDone;
  });

  const change = useCallback((fn: (list: Upload[]) => Upload[]) => {
    setUploads((prev) => {
      const next = fn(prev);
      const done = (list: Upload[]) =>
        list
          .filter((u) => u.status === 'done')
          .map((u) => u.key)
          .join();
      if (done(next) !== done(prev)) {
        const attachments = next
          .filter((u) => u.status === 'done' && u.id !== undefined)
          .map((u) => ({ id: u.id ?? 0, name: u.name, size: u.size, contentType: u.contentType }));
        queueMicrotask(() => {
          report.current(attachments);
        });
      }
      return next;
    });
  }, []);

  const patch = useCallback(
    (key: string, values: Partial<Upload>) => {
      change((list) => list.map((u) => (u.key === key ? { ...u, ...values } : u)));
    },
    [change],
  );

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      uploadPendingAttachment(file, {
        signal: controller.signal,
        onProgress: (loaded) => {
          patch(key, { loaded });
        },
      }).then(
        (attachment) => {
          controllers.current.delete(key);
          patch(key, { status: 'done', loaded: file.size, id: attachment.id });
        },
        (error: unknown) => {
          controllers.current.delete(key);
          if (controller.signal.aborted) return;
          // A refusal keeps the service's own words inside a sentence in the reader's language.
          patch(key, { status: 'failed', error: describeError(error) });
        },
      );
    },
    [patch],
  );

  /** Returns how many files were refused because the limit was reached. */
  const add = useCallback(
    (files: readonly File[]): number => {
      const room = Math.max(0, MAX_ATTACHMENTS - uploads.length);
      const taken = files.slice(0, room);
      const added = taken.map((file) => {
        const preview = previewOf(file);
        const upload: Upload = {
          key: nextKey(),
          name: file.name,
          size: file.size,
          contentType: file.type,
          status: 'uploading',
          loaded: 0,
          ...(preview ? { preview } : {}),
        };
        return { file, upload };
      });
      change((list) => [...list, ...added.map((a) => a.upload)]);
      for (const { file, upload } of added) start(upload.key, file);
      return files.length - taken.length;
    },
    [uploads.length, change, start],
  );

  const cancel = useCallback(
    (key: string) => {
      const upload = uploads.find((u) => u.key === key);
      controllers.current.get(key)?.abort();
      controllers.current.delete(key);
      revoke(upload);
      change((list) => list.filter((u) => u.key !== key));
      // Already on the service: withdraw it. A failure leaves an orphan the service expires; nothing to show.
      if (upload?.status === 'done' && upload.id !== undefined)
        deletePendingAttachment(upload.id).catch(() => undefined);
    },
    [uploads, change],
  );

  /** After the post: the files belong to the message now. */
  const clear = useCallback(() => {
    for (const u of shown.current) revoke(u);
    change(() => []);
  }, [change]);

  useEffect(() => {
    const running = controllers.current;
    const uploadsNow = shown;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const u of uploadsNow.current) revoke(u);
    };
  }, []);

  return { uploads, add, cancel, clear, busy: uploads.some((u) => u.status === 'uploading') };
}
