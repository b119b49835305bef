import { randomBytes } from 'node:crypto';
import type { Db } from './open-db';
import { groupedByKey, placeholders, prepare } from './statements';

/** An uploaded file as stored, without its bytes (see messages-extra-schema.ts). */
export interface AttachmentRow {
  id: number;
  network_id: number;
  owner_id: number;
  /** Null while pending. */
  message_id: number | null;
  position: number;
  kind: 'image' | 'file';
  name: string;
  content_type: string;
  size: number;
  access_key: string;
  created_at: number;
}

export interface OpenGraphRow {
  id: number;
  network_id: number;
  message_id: number;
  url: string;
  title: string | null;
  description: string | null;
  image: string | null;
  object_type: string | null;
  site_name: string | null;
  meta: string | null;
  fetched: number;
  created_at: number;
  /** The page (open-graph-repo.ts) this message joined; null only before the database was migrated. */
  page_id: number | null;
}

export interface OutboxRow {
  id: number;
  user_id: number;
  network_id: number;
  message_id: number;
  to_address: string;
  subject: string;
  body: string;
  created_at: number;
}

export interface NewUpload {
  networkId: number;
  ownerId: number;
  name: string;
  contentType: string;
  data: Uint8Array;
  createdAt: number;
}

export type NewOpenGraph = Omit<OpenGraphRow, 'id' | 'message_id'>;

/** Ids in the magnitudes of the real service's attachment and Open Graph ids. */
const ATTACHMENT_ID_BASE = 880_000_000;
const OPEN_GRAPH_ID_BASE = 3_489_814_542_000_000;
const COLUMNS = `id, network_id, owner_id, message_id, position, kind, name, content_type, size, access_key,
  created_at`;

/** Uploads (pending or attached), Open Graph objects, the e-mail outbox, and message deletion. */
export function attachmentsRepo(db: Db) {
  const insertUpload = (input: NewUpload, messageId: number | null, position: number): AttachmentRow => {
    const max =
      prepare<[], { id: number | null }>(db, 'SELECT MAX(id) AS id FROM attachments').get()?.id ?? 0;
    const row: AttachmentRow = {
      id: Math.max(max, ATTACHMENT_ID_BASE) + 1,
      network_id: input.networkId,
      owner_id: input.ownerId,
      message_id: messageId,
      position,
      kind: input.contentType.toLowerCase().startsWith('image/') ? 'image' : 'file',
      name: input.name,
      content_type: input.contentType,
      size: input.data.byteLength,
      access_key: randomBytes(12).toString('hex'),
      created_at: input.createdAt,
    };
    prepare(
      db,
      `INSERT INTO attachments (${COLUMNS}, data) VALUES (@id, @network_id, @owner_id, @message_id, @position,
        @kind, @name, @content_type, @size, @access_key, @created_at, @data)`,
    ).run({ ...row, data: Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength) });
    return row;
  };

  return {
    /** A pending attachment (spec 4.3): belongs to its uploader until a message takes it. */
    createPendingAttachment: (input: NewUpload) => insertUpload(input, null, 0),
    /** A file sent inline with a message (attachmentN). */
    createMessageAttachment: (input: NewUpload, messageId: number, position: number) =>
      insertUpload(input, messageId, position),
    attachmentById: (id: number) =>
      prepare<[number], AttachmentRow>(db, `SELECT ${COLUMNS} FROM attachments WHERE id = ?`).get(id),
    /** The bytes, only for the right access key (the file URLs carry it). */
    attachmentFile: (id: number, accessKey: string) =>
      prepare<[number, string], AttachmentRow & { data: Buffer }>(
        db,
        `SELECT ${COLUMNS}, data FROM attachments WHERE id = ? AND access_key = ?`,
      ).get(id, accessKey),
    /** Deletes a pending attachment; an attached one stays with its message. */
    deletePendingAttachment: (id: number) =>
      prepare(db, 'DELETE FROM attachments WHERE id = ? AND message_id IS NULL').run(id).changes > 0,
    /** Attaches pending uploads to a new message; they are no longer pending afterwards. */
    attachPending: (ids: readonly number[], messageId: number, firstPosition: number) => {
      const update = prepare(
        db,
        'UPDATE attachments SET message_id = ?, position = ? WHERE id = ? AND message_id IS NULL',
      );
      ids.forEach((id, index) => update.run(messageId, firstPosition + index, id));
    },
    attachmentsOfMessages: (messageIds: readonly number[]): Map<number, AttachmentRow[]> =>
      groupedByKey(
        db,
        (inList) =>
          `SELECT ${COLUMNS} FROM attachments WHERE message_id IN ${inList} ORDER BY message_id, position, id`,
        messageIds,
        (row: AttachmentRow) => row.message_id ?? 0,
        (row) => row,
      ),
    /** Thread ids (of those given) in which some live message carries a file or an Open Graph object. */
    threadsWithAttachments: (threadIds: readonly number[]): Set<number> => {
      const unique = [...new Set(threadIds)];
      if (unique.length === 0) return new Set();
      const list = placeholders(unique.length);
      const rows = prepare<number[], { id: number }>(
        db,
        `SELECT DISTINCT m.thread_id AS id FROM attachments a JOIN messages m ON m.id = a.message_id
           WHERE m.thread_id IN (${list}) AND m.deleted_at IS NULL
         UNION SELECT DISTINCT m.thread_id FROM open_graph_objects o JOIN messages m ON m.id = o.message_id
           WHERE m.thread_id IN (${list}) AND m.deleted_at IS NULL`,
      ).all(...unique, ...unique);
      return new Set(rows.map((r) => r.id));
    },

    insertOpenGraph: (input: NewOpenGraph, messageId: number): OpenGraphRow => {
      const max =
        prepare<[], { id: number | null }>(db, 'SELECT MAX(id) AS id FROM open_graph_objects').get()?.id ?? 0;
      const row: OpenGraphRow = {
        ...input,
        id: Math.max(max, OPEN_GRAPH_ID_BASE) + 1,
        message_id: messageId,
      };
      prepare(
        db,
        `INSERT INTO open_graph_objects (id, network_id, message_id, url, title, description, image, object_type,
          site_name, meta, fetched, created_at, page_id)
         VALUES (@id, @network_id, @message_id, @url, @title, @description, @image, @object_type, @site_name,
          @meta, @fetched, @created_at, @page_id)`,
      ).run(row);
      return row;
    },
    openGraphOfMessages: (messageIds: readonly number[]): Map<number, OpenGraphRow[]> =>
      groupedByKey(
        db,
        (inList) => `SELECT * FROM open_graph_objects WHERE message_id IN ${inList} ORDER BY id`,
        messageIds,
        (row: OpenGraphRow) => row.message_id,
        (row) => row,
      ),

    recordEmail: (row: Omit<OutboxRow, 'id'>) =>
      Number(
        prepare(
          db,
          `INSERT INTO email_outbox (user_id, network_id, message_id, to_address, subject, body, created_at)
           VALUES (@user_id, @network_id, @message_id, @to_address, @subject, @body, @created_at)`,
        ).run(row).lastInsertRowid,
      ),
    outboxOf: (userId: number) =>
      prepare<[number], OutboxRow>(db, 'SELECT * FROM email_outbox WHERE user_id = ? ORDER BY id').all(
        userId,
      ),

    /**
     * Soft-deletes a message (it disappears from every feed, count and reference) and repairs its thread's
     * stats. Replies of a deleted thread starter stay (as on the real service). Its files and Open Graph
     * objects are removed. Returns false when the message was already gone.
     */
    deleteMessage: (id: number, now: number): boolean =>
      db
        .transaction(() => {
          const changed = prepare(
            db,
            'UPDATE messages SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL',
          ).run(now, id).changes;
          if (changed === 0) return false;
          prepare(db, 'DELETE FROM attachments WHERE message_id = ?').run(id);
          prepare(db, 'DELETE FROM open_graph_objects WHERE message_id = ?').run(id);
          const thread = prepare<[number], { thread_id: number }>(
            db,
            'SELECT thread_id FROM messages WHERE id = ?',
          ).get(id);
          if (thread) repairThread(db, thread.thread_id);
          return true;
        })
        .immediate(),
  };
}

/** Recomputes a thread's stats from its live messages (after a delete). */
function repairThread(db: Db, threadId: number): void {
  prepare(
    db,
    `UPDATE threads SET
      updates = (SELECT COUNT(*) FROM messages WHERE thread_id = @t AND deleted_at IS NULL),
      first_reply_id = (SELECT id FROM messages WHERE thread_id = @t AND id <> @t AND deleted_at IS NULL
        ORDER BY id LIMIT 1),
      first_reply_at = (SELECT created_at FROM messages WHERE thread_id = @t AND id <> @t AND deleted_at IS NULL
        ORDER BY id LIMIT 1),
      latest_reply_id = (SELECT id FROM messages WHERE thread_id = @t AND id <> @t AND deleted_at IS NULL
        ORDER BY id DESC LIMIT 1),
      latest_reply_at = (SELECT created_at FROM messages WHERE thread_id = @t AND id <> @t
        AND deleted_at IS NULL ORDER BY id DESC LIMIT 1),
      last_message_id = COALESCE((SELECT id FROM messages WHERE thread_id = @t AND deleted_at IS NULL
        ORDER BY id DESC LIMIT 1), @t)
     WHERE id = @t`,
  ).run({ t: threadId });
}

export type AttachmentsRepo = ReturnType<typeof attachmentsRepo>;
