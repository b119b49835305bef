import type { AttachmentRow } from './attachments-repo';
import type { Db } from './open-db';
import { prepare } from './statements';

/** What `threads/ID` shows besides the thread row (api-shapes 2). */
export function threadDetailsRepo(db: Db) {
  return {
    /** The uploaded files of the thread's messages (not deleted), in message order. */
    filesOfThread: (threadId: number) =>
      prepare<[number], AttachmentRow>(
        db,
        `SELECT a.id, a.network_id, a.owner_id, a.message_id, a.position, a.kind, a.name, a.content_type,
                a.size, a.access_key, a.created_at
         FROM attachments a JOIN messages m ON m.id = a.message_id
         WHERE m.thread_id = ? AND m.deleted_at IS NULL ORDER BY m.id, a.position`,
      ).all(threadId),
    /** Everyone who has posted in the thread (messages not deleted), first poster first. */
    sendersOfThread: (threadId: number) =>
      prepare<[number], { sender_id: number }>(
        db,
        `SELECT sender_id FROM messages WHERE thread_id = ? AND deleted_at IS NULL
         GROUP BY sender_id ORDER BY MIN(id)`,
      )
        .all(threadId)
        .map((row) => row.sender_id),
  };
}
