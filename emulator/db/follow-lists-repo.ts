import type { Db } from './open-db';
import type { UserRow } from './rows';
import { prepare } from './statements';

/**
 * Both lists read the same follows, from opposite ends: `listed` is the column of the people shown, `of` the
 * column that holds `userId`.
 */
const ENDS = {
  following: { listed: 'target_id', of: 'follower_id' },
  followers: { listed: 'follower_id', of: 'target_id' },
} as const;

/** `users/following/ID` and `users/followed_by/ID`: people active in the network, by username. */
export function followListsRepo(db: Db) {
  const list =
    ({ listed, of }: (typeof ENDS)[keyof typeof ENDS]) =>
    (userId: number, networkId: number, offset: number, limit: number) =>
      prepare<[number, number, number, number], UserRow>(
        db,
        `SELECT u.* FROM follows f JOIN users u ON u.id = f.${listed}
         JOIN network_members nm ON nm.user_id = u.id AND nm.network_id = ? AND nm.state = 'active'
         WHERE f.${of} = ? AND f.target_type = 'user'
         ORDER BY u.name COLLATE NOCASE, u.id LIMIT ? OFFSET ?`,
      ).all(networkId, userId, limit, offset);
  return {
    /** The people `userId` follows. */
    followingOf: list(ENDS.following),
    /** The people who follow `userId`. */
    followersOf: list(ENDS.followers),
  };
}

export type FollowListsRepo = ReturnType<typeof followListsRepo>;
