import type { Db } from './open-db';
import type { UserRow } from './rows';
import { prepare } from './statements';

/** `users/following/ID` and `users/followed_by/ID`: people active in the network, by username. */
export function followListsRepo(db: Db) {
  return {
    /** The people `userId` follows. */
    followingOf: (userId: number, networkId: number, offset: number, limit: number) =>
      prepare<[number, number, number, number], UserRow>(
        db,
        `SELECT u.* FROM follows f JOIN users u ON u.id = f.target_id
         JOIN network_members nm ON nm.user_id = u.id AND nm.network_id = ? AND nm.state = 'active'
         WHERE f.follower_id = ? AND f.target_type = 'user'
         ORDER BY u.name COLLATE NOCASE, u.id LIMIT ? OFFSET ?`,
      ).all(networkId, userId, limit, offset),
    /** The people who follow `userId`. */
    followersOf: (userId: number, networkId: number, offset: number, limit: number) =>
      prepare<[number, number, number, number], UserRow>(
        db,
        `SELECT u.* FROM follows f JOIN users u ON u.id = f.follower_id
         JOIN network_members nm ON nm.user_id = u.id AND nm.network_id = ? AND nm.state = 'active'
         WHERE f.target_id = ? AND f.target_type = 'user'
         ORDER BY u.name COLLATE NOCASE, u.id LIMIT ? OFFSET ?`,
      ).all(networkId, userId, limit, offset),
  };
}

export type FollowListsRepo = ReturnType<typeof followListsRepo>;
