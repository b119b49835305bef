import type { Db } from './open-db';
import { prepare } from './statements';

export type NotificationCategory = 'reply' | 'thread_reply' | 'mention' | 'like' | 'follow' | 'group_join';

export interface NotificationRow {
  id: number;
  user_id: number;
  network_id: number;
  category: NotificationCategory;
  actor_id: number;
  message_id: number | null;
  group_id: number | null;
  created_at: number;
  viewed: number;
}

export interface NewNotification {
  userId: number;
  networkId: number;
  category: NotificationCategory;
  actorId: number;
  messageId?: number | null;
  groupId?: number | null;
  createdAt: number;
}

/**
 * A notification counts only while what it points at is still there for its reader: a message not deleted
 * and still visible to them (they may have left its private group). Binds @userId and @networkId.
 */
const STILL_VALID = `n.user_id = @userId AND n.network_id = @networkId AND (n.message_id IS NULL OR EXISTS (
  SELECT 1 FROM messages m WHERE m.id = n.message_id AND m.deleted_at IS NULL AND (
    m.privacy = 'public'
    OR (m.direct = 0 AND m.group_id IN (SELECT group_id FROM group_members WHERE user_id = @userId))
    OR (m.direct = 1 AND EXISTS (SELECT 1 FROM message_recipients r WHERE r.message_id = m.thread_id AND r.user_id = @userId)))))`;

/**
 * The notifications feed (spec 4.8). Replies, mentions and likes are inserted by triggers (social-schema.ts);
 * follows and group joins through `addNotification` by the routes that know their network.
 */
export function notificationsRepo(db: Db) {
  return {
    addNotification: (input: NewNotification): void => {
      if (input.userId === input.actorId) return;
      prepare(
        db,
        `INSERT INTO notifications (user_id, network_id, category, actor_id, message_id, group_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        input.userId,
        input.networkId,
        input.category,
        input.actorId,
        input.messageId ?? null,
        input.groupId ?? null,
        input.createdAt,
      );
    },

    /** Newest first; `olderThan` is the id of the last notification shown. One extra row makes the flag exact. */
    notificationsPage: (query: {
      userId: number;
      networkId: number;
      limit: number;
      olderThan?: number | undefined;
    }): { rows: NotificationRow[]; olderAvailable: boolean } => {
      const cursor =
        query.olderThan === undefined
          ? undefined
          : prepare<[number], { created_at: number; id: number }>(
              db,
              'SELECT created_at, id FROM notifications WHERE id = ?',
            ).get(query.olderThan);
      const rows = prepare<[Record<string, number>], NotificationRow>(
        db,
        `SELECT n.* FROM notifications n
         WHERE ${STILL_VALID} AND (n.created_at < @beforeAt OR (n.created_at = @beforeAt AND n.id < @beforeId))
           AND (@unknown = 0 OR n.id < @beforeId)
         ORDER BY n.created_at DESC, n.id DESC LIMIT @take`,
      ).all({
        userId: query.userId,
        networkId: query.networkId,
        beforeAt: cursor ? cursor.created_at : Number.MAX_SAFE_INTEGER,
        beforeId: cursor ? cursor.id : (query.olderThan ?? Number.MAX_SAFE_INTEGER),
        // An unknown cursor still makes progress: everything with a smaller id.
        unknown: query.olderThan !== undefined && !cursor ? 1 : 0,
        take: query.limit + 1,
      });
      const olderAvailable = rows.length > query.limit;
      return { rows: olderAvailable ? rows.slice(0, query.limit) : rows, olderAvailable };
    },

    /** The badge of networks/current (`unseen_notification_count`): notifications not yet viewed. */
    unseenNotificationCount: (userId: number, networkId: number): number =>
      prepare<[Record<string, number>], { n: number }>(
        db,
        `SELECT COUNT(*) AS n FROM notifications n WHERE n.viewed = 0 AND ${STILL_VALID}`,
      ).get({ userId, networkId })?.n ?? 0,

    /** Reading the newest page of the feed marks every notification of that network viewed. */
    markNotificationsViewed: (userId: number, networkId: number): number =>
      prepare(
        db,
        'UPDATE notifications SET viewed = 1 WHERE user_id = ? AND network_id = ? AND viewed = 0',
      ).run(userId, networkId).changes,

    /** Seed: every follow of a person already in the database becomes a "followed you" notification. */
    notifyExistingFollows: (networkId: number) =>
      prepare(
        db,
        `INSERT INTO notifications (user_id, network_id, category, actor_id, created_at)
         SELECT f.target_id, ?, 'follow', f.follower_id, f.created_at FROM follows f
         WHERE f.target_type = 'user' AND f.target_id <> f.follower_id ORDER BY f.follower_id, f.target_id`,
      ).run(networkId),
    /** Seed: everyone has seen all but their `keep` newest notifications of each network. */
    markAllButNewestViewed: (keep: number) =>
      prepare(
        db,
        `UPDATE notifications SET viewed = 1 WHERE id NOT IN (
           SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY user_id, network_id
                                                          ORDER BY created_at DESC, id DESC) AS rn
                           FROM notifications) WHERE rn <= ?)`,
      ).run(keep),
  };
}

export type NotificationsRepo = ReturnType<typeof notificationsRepo>;
