import type { Db } from './open-db';
import { prepare } from './statements';

/** The unseen counts of networks/current (spec 4.14) beyond the All-conversations count of people-repo. */
export function networksRepo(db: Db) {
  return {
    /** The newest private message the user has seen in that network (0 when never). */
    privateSeenMark: (networkId: number, userId: number) =>
      prepare<[number, number], { last_seen_message_id: number }>(
        db,
        'SELECT last_seen_message_id FROM private_seen WHERE network_id = ? AND user_id = ?',
      ).get(networkId, userId)?.last_seen_message_id ?? 0,
    markPrivateSeen: (networkId: number, userId: number, messageId: number) =>
      prepare(
        db,
        `INSERT INTO private_seen VALUES (?, ?, ?) ON CONFLICT (network_id, user_id)
         DO UPDATE SET last_seen_message_id = MAX(last_seen_message_id, excluded.last_seen_message_id)`,
      ).run(networkId, userId, messageId),
    /**
     * Private conversations the user is in whose newest message is someone else's and newer than the user's
     * private mark (own replies never make a conversation unseen).
     */
    privateUnseenThreadCount: (networkId: number, userId: number, afterId: number) =>
      prepare<[number, number, number, number], { n: number }>(
        db,
        // CROSS JOIN keeps the user's few conversations as the outer loop (never a walk over every thread).
        `SELECT COUNT(*) AS n FROM message_recipients r
         CROSS JOIN threads t ON t.id = r.message_id AND t.network_id = ? AND t.direct = 1
         CROSS JOIN messages lm ON lm.id = t.last_message_id
         WHERE r.user_id = ? AND t.last_message_id > ? AND lm.sender_id <> ? AND lm.deleted_at IS NULL`,
      ).get(networkId, userId, afterId, userId)?.n ?? 0,
  };
}

export type NetworksRepo = ReturnType<typeof networksRepo>;
