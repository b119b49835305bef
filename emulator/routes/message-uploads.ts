import type { AttachmentRow, NewUpload } from '../db/attachments-repo';
import type { Repository, UserRow } from '../db/repository';
import { invalidField } from '../http/errors';
import type { Params } from '../http/params';

/** topicN, attachmentN and pending_attachmentN: N from 1 to 20 (spec 8); higher N are ignored. */
export const MAX_NUMBERED = 20;

/** A file of the request, or the id of one uploaded before (POST /pending_attachments). */
export type Upload =
  | { kind: 'pending'; id: number; field: string }
  | { kind: 'file'; file: File; field: string; data?: Uint8Array };

/** attachmentN (multipart files) and pending_attachmentN (ids), N = 1..20, plus pending_attachment_ids. */
export function readUploads(params: Params): Upload[] {
  const uploads: Upload[] = [];
  const seen = new Set<number>();
  const addPending = (id: number, field: string) => {
    if (!seen.has(id)) uploads.push({ kind: 'pending', id, field });
    seen.add(id);
  };
  for (let n = 1; n <= MAX_NUMBERED; n += 1) {
    const pending = params.id(`pending_attachment${n}`);
    if (pending !== undefined) {
      addPending(pending, `pending_attachment${n}`);
      continue;
    }
    const field = `attachment${n}`;
    const file = params.file(field);
    if (file) uploads.push({ kind: 'file', file, field });
    else if (params.text(field) !== undefined)
      throw invalidField(field, 'must be a file (send multipart/form-data)');
  }
  const listed = params
    .getAll('pending_attachment_ids')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  for (const value of listed) {
    if (!/^\d{1,16}$/.test(value)) throw invalidField('pending_attachment_ids', 'must be attachment ids');
    addPending(Number(value), 'pending_attachment_ids');
  }
  if (uploads.length > MAX_NUMBERED) {
    throw invalidField('attachments', `at most ${MAX_NUMBERED} attachments per message`, 'too_many');
  }
  return uploads;
}

/** A pending attachment the caller may use: theirs, in this network, not yet on a message. */
export function pendingOf(
  repo: Repository,
  upload: { id: number; field: string },
  user: UserRow,
  networkId: number,
): AttachmentRow {
  const row = repo.attachmentById(upload.id);
  if (!row || row.network_id !== networkId) {
    throw invalidField(upload.field, `no pending attachment ${upload.id}`, 'not_found', 404);
  }
  if (row.owner_id !== user.id) {
    throw invalidField(
      upload.field,
      `pending attachment ${upload.id} belongs to someone else`,
      'forbidden',
      403,
    );
  }
  if (row.message_id !== null) {
    throw invalidField(
      upload.field,
      `attachment ${upload.id} is already attached to message ${row.message_id}`,
      'already_attached',
    );
  }
  return row;
}

const EXTENSION_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The stored form of an uploaded file (also used by POST /pending_attachments). */
export async function uploadFrom(file: File, field: string, networkId: number, ownerId: number, now: number) {
  return uploadOf(file, field, new Uint8Array(await file.arrayBuffer()), networkId, ownerId, now);
}

/** A safe base name, and a content type from the part (or else from the name). */
export function uploadOf(
  file: File,
  field: string,
  data: Uint8Array,
  networkId: number,
  ownerId: number,
  now: number,
): NewUpload {
  const base = Array.from(file.name.split(/[/\\]/).pop() ?? '', (ch) =>
    ch < ' ' || ch === '\u007f' ? '' : ch,
  )
    .join('')
    .trim()
    .slice(0, 255);
  const name = base === '' ? field : base;
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const contentType =
    declared !== '' && declared !== 'application/octet-stream'
      ? declared
      : (EXTENSION_TYPES[extension] ?? 'application/octet-stream');
  return { networkId, ownerId, name, contentType, data, createdAt: now };
}
