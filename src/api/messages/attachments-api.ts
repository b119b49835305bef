import type { Id } from '../../../contract/common';
import { WireShapeError } from '../../../contract/guards';
import type { Attachment } from '../../../contract/messages';
import { httpClient } from '../http/http-client';

function readAttachment(json: unknown): Attachment {
  const a = json as Partial<Attachment> | null;
  if (typeof a !== 'object' || a === null || typeof a.id !== 'number')
    throw new WireShapeError('attachment', 'an attachment with an id');
  return a as Attachment;
}

/* eslint-disable lingui/no-unlocalized-strings -- the multipart wire format's own words, never shown */

/** Quotes and line breaks in a file name, escaped the way browsers do in a multipart header. */
const headerSafe = (name: string) => name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/**
 * One file as a multipart/form-data body. Encoded here rather than by FormData: a browser's boundary has
 * upper-case letters, and parsers that lower-case the whole Content-Type then cannot find it (the emulator
 * did until 9f952a7); a boundary of lower-case letters and digits is read correctly by every parser.
 */
export function multipartOf(field: string, file: File): { body: Blob; contentType: string } {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const boundary = `----commons${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  const type = file.type || 'application/octet-stream';
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${field}"; filename="${headerSafe(file.name)}"\r\n` +
    `Content-Type: ${type}\r\n\r\n`;
  return {
    body: new Blob([head, file, `\r\n--${boundary}--\r\n`]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * `POST /pending_attachments` (multipart field `attachment`): the file is stored on the service before the
 * message exists and is attached later by id (`pending_attachmentN`). Progress is reported as it is sent.
 */
export function uploadPendingAttachment(
  file: File,
  options: { onProgress?: (loaded: number, total: number) => void; signal?: AbortSignal } = {},
) {
  const { body, contentType } = multipartOf('attachment', file);
  return httpClient().upload('/pending_attachments.json', {
    body,
    contentType,
    ...options,
    read: readAttachment,
  });
}

/** `DELETE /pending_attachments/ID`: the uploader withdraws a file that was not sent. */
export function deletePendingAttachment(id: Id, signal?: AbortSignal) {
  return httpClient().request(`/pending_attachments/${String(id)}.json`, {
    method: 'DELETE',
    signal,
    read: () => undefined,
  });
}
