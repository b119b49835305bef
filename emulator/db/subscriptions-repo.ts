import type { Db } from './open-db';
import { prepare } from './statements';

/** What a user can follow; the legacy `tag` is stored as `topic`. */
export type FollowTargetType = 'user' | 'topic' | 'thread';

/** A row of `follows` with its rowid as the subscription's id. */
export interface SubscriptionRow {
  id: number;
  follower_id: number;
  target_type: FollowTargetType;
  target_id: number;
  created_at: number;
}

/** Subscriptions (spec 4.10) over the `follows` table, and the per-network follow-everyone switch. */
export function subscriptionsRepo(db: Db) {
  const find = (followerId: number, targetType: FollowTargetType, targetId: number) =>
    prepare<[number, string, number], SubscriptionRow>(
      db,
      `SELECT rowid AS id, follower_id, target_type, target_id, created_at FROM follows
       WHERE follower_id = ? AND target_type = ? AND target_id = ?`,
    ).get(followerId, targetType, targetId);

  return {
    subscription: find,

    /** Idempotent: `created` is false when the user already followed the target. */
    subscribe: (
      followerId: number,
      targetType: FollowTargetType,
      targetId: number,
      now: number,
    ): { row: SubscriptionRow; created: boolean } =>
      db
        .transaction(() => {
          const created =
            prepare(db, 'INSERT OR IGNORE INTO follows VALUES (?, ?, ?, ?)').run(
              followerId,
              targetType,
              targetId,
              now,
            ).changes > 0;
          const row = find(followerId, targetType, targetId);
          if (!row) throw new Error('follow row missing right after its insert');
          return { row, created };
        })
        .immediate(),

    unsubscribe: (followerId: number, targetType: FollowTargetType, targetId: number): boolean =>
      prepare(db, 'DELETE FROM follows WHERE follower_id = ? AND target_type = ? AND target_id = ?').run(
        followerId,
        targetType,
        targetId,
      ).changes > 0,

    /** What a user follows of one kind, oldest follow first. */
    followedIds: (followerId: number, targetType: FollowTargetType): number[] =>
      prepare<[number, string], { target_id: number }>(
        db,
        'SELECT target_id FROM follows WHERE follower_id = ? AND target_type = ? ORDER BY created_at, target_id',
      )
        .all(followerId, targetType)
        .map((r) => r.target_id),

    followerCount: (targetType: FollowTargetType, targetId: number): number =>
      prepare<[string, number], { n: number }>(
        db,
        'SELECT COUNT(*) AS n FROM follows WHERE target_type = ? AND target_id = ?',
      ).get(targetType, targetId)?.n ?? 0,

    /** A community set to follow everyone (spec 4.10): to_user and to_thread checks always answer 404. */
    followsEveryone: (networkId: number): boolean =>
      prepare<[number], { follow_everyone: number }>(
        db,
        'SELECT follow_everyone FROM network_settings WHERE network_id = ?',
      ).get(networkId)?.follow_everyone === 1,
    setFollowsEveryone: (networkId: number, on: boolean) =>
      prepare(
        db,
        `INSERT INTO network_settings (network_id, follow_everyone) VALUES (?, ?)
         ON CONFLICT (network_id) DO UPDATE SET follow_everyone = excluded.follow_everyone`,
      ).run(networkId, on ? 1 : 0),

    /** The newest public threads a person started (the seed makes alice follow some of bob's). */
    threadsStartedBy: (networkId: number, userId: number, count: number): number[] =>
      prepare<[number, number, number], { id: number }>(
        db,
        `SELECT id FROM messages WHERE sender_id = ? AND network_id = ? AND deleted_at IS NULL AND id = thread_id
         AND privacy = 'public' ORDER BY id DESC LIMIT ?`,
      )
        .all(userId, networkId, count)
        .map((r) => r.id),
  };
}

export type SubscriptionsRepo = ReturnType<typeof subscriptionsRepo>;
