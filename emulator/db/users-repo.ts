import type { Db } from './open-db';
import type { UserRow } from './rows';
import { prepare } from './statements';

/** Profile fields of spec 4.6 beyond the users table (JSON arrays stored as text). */
export interface UserProfileRow {
  user_id: number;
  im_provider: string;
  im_username: string;
  work_extension: string | null;
  significant_other: string | null;
  kids_names: string | null;
  external_urls: string;
  schools: string;
  previous_companies: string;
}

export type UserSort = 'name' | 'messages' | 'followers';

export interface UserListQuery {
  networkId: number;
  /** One lower-case character: usernames starting with it. */
  letter?: string | undefined;
  sortBy: UserSort;
  reverse: boolean;
  /** Which members: the active ones (the service's list), or the suspended ones (an emulator-only filter). */
  state?: 'active' | 'suspended';
  offset: number;
  limit: number;
}

/** The columns a create or update may set (users table). */
export type UserUpdate = Partial<
  Pick<
    UserRow,
    | 'email'
    | 'full_name'
    | 'first_name'
    | 'last_name'
    | 'job_title'
    | 'department'
    | 'location'
    | 'summary'
    | 'expertise'
    | 'interests'
    | 'work_phone'
    | 'mobile_phone'
  >
>;

const USER_COLUMNS = new Set<keyof UserUpdate>([
  'email',
  'full_name',
  'first_name',
  'last_name',
  'job_title',
  'department',
  'location',
  'summary',
  'expertise',
  'interests',
  'work_phone',
  'mobile_phone',
]);
export type ProfileUpdate = Partial<Omit<UserProfileRow, 'user_id'>>;

const PROFILE_COLUMNS = new Set<keyof ProfileUpdate>([
  'im_provider',
  'im_username',
  'work_extension',
  'significant_other',
  'kids_names',
  'external_urls',
  'schools',
  'previous_companies',
]);

/** Counts that the users list sorts by; followers only count people active in the same network. */
const MESSAGE_COUNT = `(SELECT COUNT(*) FROM messages m
  WHERE m.sender_id = u.id AND m.network_id = @networkId AND m.deleted_at IS NULL)`;
const FOLLOWER_COUNT = `(SELECT COUNT(*) FROM follows f JOIN network_members fm
  ON fm.user_id = f.follower_id AND fm.network_id = @networkId AND fm.state = 'active'
  WHERE f.target_type = 'user' AND f.target_id = u.id)`;

function orderBy(sortBy: UserSort, reverse: boolean): string {
  const [asc, desc] = reverse ? ['DESC', 'ASC'] : ['ASC', 'DESC'];
  const byName = `u.name COLLATE NOCASE ${asc}, u.id ${asc}`;
  if (sortBy === 'messages') return `message_count ${desc}, ${byName}`;
  if (sortBy === 'followers') return `follower_count ${desc}, ${byName}`;
  return byName;
}

/** Users administration and lists: the users routes (spec 4.6). */
export function usersRepo(db: Db) {
  return {
    /** Active members of a network, 50 a page in the routes; suspended and deleted people are left out. */
    networkUsers: (query: UserListQuery) =>
      prepare<[Record<string, unknown>], UserRow>(
        db,
        `SELECT u.*, ${query.sortBy === 'messages' ? MESSAGE_COUNT : '0'} AS message_count,
           ${query.sortBy === 'followers' ? FOLLOWER_COUNT : '0'} AS follower_count
         FROM users u JOIN network_members nm ON nm.user_id = u.id
         WHERE nm.network_id = @networkId AND nm.state = @state
           AND (@letter = '' OR substr(lower(u.name), 1, 1) = @letter)
         ORDER BY ${orderBy(query.sortBy, query.reverse)} LIMIT @limit OFFSET @offset`,
      ).all({
        networkId: query.networkId,
        letter: query.letter ?? '',
        state: query.state ?? 'active',
        limit: query.limit,
        offset: query.offset,
      }),

    /** Active members of a group who are active in the group's network, by name. */
    groupUsers: (groupId: number, networkId: number, offset: number, limit: number) =>
      prepare<[number, number, number, number], UserRow>(
        db,
        `SELECT u.* FROM group_members gm JOIN users u ON u.id = gm.user_id
         JOIN network_members nm ON nm.user_id = u.id AND nm.network_id = ? AND nm.state = 'active'
         WHERE gm.group_id = ? ORDER BY u.name COLLATE NOCASE, u.id LIMIT ? OFFSET ?`,
      ).all(networkId, groupId, limit, offset),

    /** The user with that address if they belong to the network (any state). */
    memberByEmail: (networkId: number, email: string) =>
      prepare<[string, number], UserRow & { state: string }>(
        db,
        `SELECT u.*, nm.state AS state FROM users u JOIN network_members nm ON nm.user_id = u.id
         WHERE u.email = ? COLLATE NOCASE AND nm.network_id = ?`,
      ).get(email, networkId),

    userNameTaken: (name: string) =>
      prepare<[string], { n: number }>(db, 'SELECT 1 AS n FROM users WHERE name = ? COLLATE NOCASE').get(
        name,
      ) !== undefined,
    nextUserId: (floor: number) =>
      Math.max(
        floor,
        (prepare<[], { id: number | null }>(db, 'SELECT MAX(id) AS id FROM users').get()?.id ?? 0) + 1,
      ),

    updateUser: (id: number, fields: UserUpdate) => {
      const names = (Object.keys(fields) as (keyof UserUpdate)[]).filter(
        (k) => USER_COLUMNS.has(k) && fields[k] !== undefined,
      );
      if (names.length === 0) return;
      prepare(db, `UPDATE users SET ${names.map((n) => `${n} = @${n}`).join(', ')} WHERE id = @id`).run({
        ...Object.fromEntries(names.map((n) => [n, fields[n]])),
        id,
      });
    },

    profileOf: (userId: number) =>
      prepare<[number], UserProfileRow>(db, 'SELECT * FROM user_profiles WHERE user_id = ?').get(userId),
    updateProfile: (userId: number, fields: ProfileUpdate) => {
      prepare(db, 'INSERT OR IGNORE INTO user_profiles (user_id) VALUES (?)').run(userId);
      const names = (Object.keys(fields) as (keyof ProfileUpdate)[]).filter(
        (k) => PROFILE_COLUMNS.has(k) && fields[k] !== undefined,
      );
      if (names.length === 0) return;
      prepare(
        db,
        `UPDATE user_profiles SET ${names.map((n) => `${n} = @${n}`).join(', ')} WHERE user_id = @user_id`,
      ).run({ ...Object.fromEntries(names.map((n) => [n, fields[n]])), user_id: userId });
    },

    setMembershipState: (networkId: number, userId: number, state: 'active' | 'suspended' | 'deleted') =>
      prepare(db, 'UPDATE network_members SET state = ? WHERE network_id = ? AND user_id = ?').run(
        state,
        networkId,
        userId,
      ).changes > 0,
    /** Every live token of the user in that network stops working (suspend and delete). */
    revokeTokensOf: (userId: number, networkId: number, now: number) =>
      prepare(
        db,
        'UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND network_id = ? AND revoked_at IS NULL',
      ).run(now, userId, networkId).changes,
  };
}

export type UsersRepo = ReturnType<typeof usersRepo>;
