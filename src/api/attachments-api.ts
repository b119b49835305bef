import type { Id } from '../../contract/common';
import { WireShapeError } from '../../contract/guards';
import type { Attachment } from '../../contract/messages';
import { httpClient } from './http-client';

function readAttachment(json: unknown): Attachment {
  const a = json as Partial<Attachment> | null;
  if (typeof a !== 'object' || a === null || typeof a.id !== 'number')
    throw new WireShapeError('attachment', 'an attachment with an id');
  return a as Attachment;
}

/**
 * `POST /pending_attachments` (multipart field `attachment`): the file is stored on the service before the
 * message exists and is attached later by id (`pending_attachmentN`). Progress is reported as it is sent.
 */
export function uploadPendingAttachment(
  file: File,
  options: { onProgress?: (loaded: number, total: number) => void; signal?: AbortSignal } = {},
) {
  const body = new FormData();
  body.append('attachment', file, file.name);
  return httpClient().upload('/pending_attachments.json', { body, ...options, read: readAttachment });
}

/** `DELETE /pending_attachments/ID`: the uploader withdraws a file that was not sent. */
export function deletePendingAttachment(id: Id, signal?: AbortSignal) {
  return httpClient().request(`/pending_attachments/${String(id)}.json`, {
    method: 'DELETE',
    signal,
    read: () => undefined,
  });
}
