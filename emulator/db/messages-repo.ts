import { detectLanguage } from '../text/language-detection';
import { messageIdFor } from './ids';
import type { Db } from './open-db';
import type { LikerRow, MessageRow, ThreadRow } from './rows';
import { groupedByKey, placeholders, prepare } from './statements';

export interface NewMessage {
  networkId: number;
  senderId: number;
  bodyPlain: string;
  bodyParsed: string;
  groupId: number | null;
  /** A reply joins the thread of the message it replies to and inherits its group and privacy. */
  repliedTo: MessageRow | null;
  direct: boolean;
  privacy: 'public' | 'private';
  /** Participants of a new direct conversation (sender included). */
  recipientIds: readonly number[];
  mentionIds: readonly number[];
  topicIds: readonly number[];
  createdAt: number;
  clientType?: string;
  messageType?: string;
}

export function messagesRepo(db: Db) {
  const byIds = (ids: readonly number[]): MessageRow[] => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    return prepare<number[], MessageRow>(
      db,
      `SELECT * FROM messages WHERE id IN (${placeholders(unique.length)}) AND deleted_at IS NULL`,
    ).all(...unique);
  };

  const insert = (input: NewMessage): MessageRow => {
    const max = prepare<[], { id: number | null }>(db, 'SELECT MAX(id) AS id FROM messages').get()?.id ?? 0;
    const id = messageIdFor(input.createdAt, max);
    const parent = input.repliedTo;
    const row: MessageRow = {
      id,
      network_id: input.networkId,
      thread_id: parent ? parent.thread_id : id,
      replied_to_id: parent ? parent.id : null,
      sender_id: input.senderId,
      group_id: parent ? parent.group_id : input.groupId,
      direct: parent ? parent.direct : input.direct ? 1 : 0,
      privacy: parent ? parent.privacy : input.privacy,
      message_type: input.messageType ?? 'update',
      body_plain: input.bodyPlain,
      body_parsed: input.bodyParsed,
      client_type: input.clientType ?? 'Web',
      created_at: input.createdAt,
      deleted_at: null,
      language: detectLanguage(input.bodyPlain),
    };
    prepare(
      db,
      `INSERT INTO messages (id, network_id, thread_id, replied_to_id, sender_id, group_id, direct, privacy,
        message_type, body_plain, body_parsed, client_type, created_at, deleted_at, language)
       VALUES (@id, @network_id, @thread_id, @replied_to_id, @sender_id, @group_id, @direct, @privacy,
        @message_type, @body_plain, @body_parsed, @client_type, @created_at, @deleted_at, @language)`,
    ).run(row);
    if (parent) {
      prepare(
        db,
        `UPDATE threads SET updates = updates + 1,
          first_reply_id = COALESCE(first_reply_id, @id), first_reply_at = COALESCE(first_reply_at, @at),
          latest_reply_id = @id, latest_reply_at = @at, last_message_id = @id
         WHERE id = @thread`,
      ).run({ id, at: input.createdAt, thread: row.thread_id });
    } else {
      prepare(
        db,
        `INSERT INTO threads (id, network_id, group_id, direct, privacy, updates, last_message_id)
         VALUES (?, ?, ?, ?, ?, 1, ?)`,
      ).run(id, row.network_id, row.group_id, row.direct, row.privacy, id);
      const addRecipient = prepare(db, 'INSERT OR IGNORE INTO message_recipients VALUES (?, ?)');
      if (row.direct) for (const userId of input.recipientIds) addRecipient.run(id, userId);
    }
    const addMention = prepare(db, 'INSERT OR IGNORE INTO message_mentions VALUES (?, ?)');
    for (const userId of input.mentionIds) addMention.run(id, userId);
    const addTopic = prepare(db, 'INSERT OR IGNORE INTO message_topics VALUES (?, ?, ?)');
    for (const topicId of input.topicIds) addTopic.run(id, topicId, row.thread_id);
    return row;
  };

  return {
    messageById: (id: number) =>
      prepare<[number], MessageRow>(db, 'SELECT * FROM messages WHERE id = ? AND deleted_at IS NULL').get(id),
    messagesByIds: byIds,
    /** When the newest message was written (0 without any): the seed's later steps write after it. */
    newestMessageAt: (): number =>
      prepare<[], { at: number | null }>(db, 'SELECT MAX(created_at) AS at FROM messages').get()?.at ?? 0,
    /** Inserts a message and updates its thread in one transaction (callers may nest it in theirs). */
    createMessage: (input: NewMessage): MessageRow => db.transaction(insert).immediate(input),
    threadsByIds: (ids: readonly number[]): ThreadRow[] => {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      return prepare<number[], ThreadRow>(
        db,
        `SELECT * FROM threads WHERE id IN (${placeholders(unique.length)})`,
      ).all(...unique);
    },
    /** The `count` newest replies of each thread, oldest first (threaded=extended). */
    latestReplies: (threadIds: readonly number[], count: number): Map<number, MessageRow[]> => {
      // One statement for the whole page (a thread has few replies; the window keeps the newest `count`).
      const result = new Map<number, MessageRow[]>(threadIds.map((id) => [id, []]));
      const unique = [...new Set(threadIds)];
      if (unique.length === 0) return result;
      const rows = prepare<number[], MessageRow & { rn: number }>(
        db,
        `SELECT * FROM (SELECT m.*, ROW_NUMBER() OVER (PARTITION BY m.thread_id ORDER BY m.id DESC) AS rn
           FROM messages m WHERE m.thread_id IN (${placeholders(unique.length)}) AND m.id <> m.thread_id
           AND m.deleted_at IS NULL)
         WHERE rn <= ? ORDER BY thread_id, id`,
      ).all(...unique, count);
      for (const { rn: _rn, ...row } of rows) result.get(row.thread_id)?.push(row);
      return result;
    },
    /** Who liked each message: a few names (newest first) and the total. */
    likersOf: (messageIds: readonly number[]): Map<number, LikerRow[]> =>
      groupedByKey(
        db,
        (
          inList,
        ) => `SELECT l.message_id, l.user_id, u.full_name, u.name FROM likes l JOIN users u ON u.id = l.user_id
         WHERE l.message_id IN ${inList} ORDER BY l.created_at DESC`,
        messageIds,
        (row: LikerRow) => row.message_id,
        (row) => row,
      ),
    like: (messageId: number, userId: number, now: number) =>
      prepare(db, 'INSERT OR IGNORE INTO likes VALUES (?, ?, ?)').run(messageId, userId, now).changes > 0,
    unlike: (messageId: number, userId: number) =>
      prepare(db, 'DELETE FROM likes WHERE message_id = ? AND user_id = ?').run(messageId, userId).changes >
      0,
    mentionsOf: (messageIds: readonly number[]): Map<number, number[]> =>
      groupPairs(
        db,
        'SELECT message_id AS k, user_id AS v FROM message_mentions WHERE message_id IN',
        messageIds,
      ),
    topicsOfMessages: (messageIds: readonly number[]): Map<number, number[]> =>
      groupPairs(
        db,
        'SELECT message_id AS k, topic_id AS v FROM message_topics WHERE message_id IN',
        messageIds,
      ),
    topicsOfThreads: (threadIds: readonly number[]): Map<number, number[]> =>
      groupPairs(
        db,
        'SELECT DISTINCT thread_id AS k, topic_id AS v FROM message_topics WHERE thread_id IN',
        threadIds,
      ),
    participantsOf: (threadIds: readonly number[]): Map<number, number[]> =>
      groupPairs(
        db,
        'SELECT message_id AS k, user_id AS v FROM message_recipients WHERE message_id IN',
        threadIds,
      ),
  };
}

function groupPairs(db: Db, sqlPrefix: string, keys: readonly number[]): Map<number, number[]> {
  return groupedByKey(
    db,
    (inList) => `${sqlPrefix} ${inList} ORDER BY v`,
    keys,
    (row: { k: number; v: number }) => row.k,
    (row) => row.v,
  );
}

export type MessagesRepo = ReturnType<typeof messagesRepo>;
