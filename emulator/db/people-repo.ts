import type { Db } from './open-db';
import type {
  GroupRow,
  GroupStatsRow,
  MembershipRow,
  NetworkRow,
  TopicRow,
  UserRow,
  UserStatsRow,
} from './rows';
import { generationCache } from './generation-cache';
import { placeholders, prepare } from './statements';

/** Networks, people, groups and topics: everything a message points at. */
export function peopleRepo(db: Db) {
  // Every user reference of every feed page carries these counts; they only change when the data does.
  const memo = generationCache(db);
  const cachedStats = memo((userId: number, networkId: number): UserStatsRow => {
    // Followers and followed people count only when active in the same network (suspended or deleted
    // people drop out of both counts, as they drop out of the network).
    const row = prepare<[{ userId: number; networkId: number }], UserStatsRow>(
      db,
      `SELECT
        -- Kept by triggers (messages-extra-schema.ts): counting on every reference was O(messages).
        COALESCE((SELECT updates FROM user_message_counts WHERE network_id = @networkId
          AND user_id = @userId), 0) AS updates,
        (SELECT COUNT(*) FROM follows f JOIN network_members nm ON nm.user_id = f.follower_id
          AND nm.network_id = @networkId AND nm.state = 'active'
          WHERE f.target_type = 'user' AND f.target_id = @userId) AS followers,
        (SELECT COUNT(*) FROM follows f JOIN network_members nm ON nm.user_id = f.target_id
          AND nm.network_id = @networkId AND nm.state = 'active'
          WHERE f.follower_id = @userId AND f.target_type = 'user') AS following`,
    ).get({ userId, networkId });
    return row ?? { updates: 0, followers: 0, following: 0 };
  });
  const byIds = <R>(table: string, ids: readonly number[]): R[] => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    return prepare<number[], R>(
      db,
      `SELECT * FROM ${table} WHERE id IN (${placeholders(unique.length)})`,
    ).all(...unique);
  };

  return {
    networkById: (id: number) =>
      prepare<[number], NetworkRow>(db, 'SELECT * FROM networks WHERE id = ?').get(id),
    networkByPermalink: (permalink: string) =>
      prepare<[string], NetworkRow>(db, 'SELECT * FROM networks WHERE permalink = ? COLLATE NOCASE').get(
        permalink,
      ),

    /** The networks a user belongs to, primary first. */
    membershipsOf: (userId: number, includeSuspended = false) =>
      prepare<[number, number], MembershipRow & { network: string }>(
        db,
        `SELECT nm.* FROM network_members nm WHERE nm.user_id = ? AND (? = 1 OR nm.state = 'active')
         ORDER BY nm.is_primary DESC, nm.joined_at ASC`,
      ).all(userId, includeSuspended ? 1 : 0),
    membership: (networkId: number, userId: number) =>
      prepare<[number, number], MembershipRow>(
        db,
        'SELECT * FROM network_members WHERE network_id = ? AND user_id = ?',
      ).get(networkId, userId),
    markSeen: (networkId: number, userId: number, messageId: number) =>
      prepare(
        db,
        // No write when nothing changes: a write would empty the generation caches (generation-cache.ts).
        `UPDATE network_members SET last_seen_message_id = ?
         WHERE network_id = ? AND user_id = ? AND last_seen_message_id < ?`,
      ).run(messageId, networkId, userId, messageId),
    /** Public messages newer than what the user last saw in that network. */
    unseenCount: (networkId: number, userId: number, afterId: number, excludeOwn: boolean) =>
      prepare<[number, number, number, number], { n: number }>(
        db,
        `SELECT COUNT(*) AS n FROM messages WHERE network_id = ? AND privacy = 'public' AND id > ?
         AND deleted_at IS NULL AND (? = 0 OR sender_id <> ?)`,
      ).get(networkId, afterId, excludeOwn ? 1 : 0, userId)?.n ?? 0,
    networkUserCount: (networkId: number) =>
      prepare<[number], { n: number }>(
        db,
        "SELECT COUNT(*) AS n FROM network_members WHERE network_id = ? AND state = 'active'",
      ).get(networkId)?.n ?? 0,

    userById: (id: number) => prepare<[number], UserRow>(db, 'SELECT * FROM users WHERE id = ?').get(id),
    userByEmail: (email: string) =>
      prepare<[string], UserRow>(db, 'SELECT * FROM users WHERE email = ? COLLATE NOCASE').get(email),
    usersByIds: (ids: readonly number[]) => byIds<UserRow>('users', ids),
    /** Resolves an @mention: the user of that name who is a member of the network. */
    userByNameInNetwork: (networkId: number, name: string) =>
      prepare<[number, string], UserRow>(
        db,
        `SELECT u.* FROM users u JOIN network_members nm ON nm.user_id = u.id
         WHERE nm.network_id = ? AND u.name = ? COLLATE NOCASE`,
      ).get(networkId, name),
    userStats: (userId: number, networkId: number): UserStatsRow => ({ ...cachedStats(userId, networkId) }),
    followedUserIds: (userId: number) =>
      prepare<[number], { target_id: number }>(
        db,
        "SELECT target_id FROM follows WHERE follower_id = ? AND target_type = 'user' ORDER BY target_id",
      )
        .all(userId)
        .map((r) => r.target_id),
    follow: (followerId: number, targetType: string, targetId: number, now: number) =>
      prepare(db, 'INSERT OR IGNORE INTO follows VALUES (?, ?, ?, ?)').run(
        followerId,
        targetType,
        targetId,
        now,
      ),

    groupById: (id: number) => prepare<[number], GroupRow>(db, 'SELECT * FROM groups WHERE id = ?').get(id),
    groupsByIds: (ids: readonly number[]) => byIds<GroupRow>('groups', ids),
    groupsOfNetwork: (networkId: number) =>
      prepare<[number], GroupRow>(
        db,
        'SELECT * FROM groups WHERE network_id = ? ORDER BY full_name COLLATE NOCASE',
      ).all(networkId),
    groupIdsOfUser: (userId: number) =>
      prepare<[number], { group_id: number }>(db, 'SELECT group_id FROM group_members WHERE user_id = ?')
        .all(userId)
        .map((r) => r.group_id),
    isGroupMember: (groupId: number, userId: number) =>
      prepare(db, 'SELECT 1 FROM group_members WHERE group_id = ? AND user_id = ?').get(groupId, userId) !==
      undefined,
    groupStats: (groupId: number): GroupStatsRow => {
      const row = prepare<[number, number, number], GroupStatsRow>(
        db,
        `SELECT
          (SELECT COUNT(*) FROM group_members WHERE group_id = ?) AS members,
          (SELECT COUNT(*) FROM messages WHERE group_id = ? AND deleted_at IS NULL) AS updates,
          m.id AS last_message_id, m.created_at AS last_message_at
         FROM (SELECT 1) LEFT JOIN (SELECT id, created_at FROM messages WHERE group_id = ? AND deleted_at IS NULL
           ORDER BY id DESC LIMIT 1) m`,
      ).get(groupId, groupId, groupId);
      return row ?? { members: 0, updates: 0, last_message_id: null, last_message_at: null };
    },

    topicsByIds: (ids: readonly number[]) => byIds<TopicRow>('topics', ids),
    topicByName: (networkId: number, name: string) =>
      prepare<[number, string], TopicRow>(
        db,
        'SELECT * FROM topics WHERE network_id = ? AND normalized_name = ?',
      ).get(networkId, normalizeTopicName(name)),
    /** Topics are created the first time someone uses them (hashtag or topicN). */
    findOrCreateTopic: (networkId: number, name: string, now: number): number => {
      const normalized = normalizeTopicName(name);
      const existing = prepare<[number, string], { id: number }>(
        db,
        'SELECT id FROM topics WHERE network_id = ? AND normalized_name = ?',
      ).get(networkId, normalized);
      if (existing) return existing.id;
      const result = prepare(
        db,
        'INSERT INTO topics (network_id, name, normalized_name, created_at) VALUES (?, ?, ?, ?)',
      ).run(networkId, name, normalized, now);
      return Number(result.lastInsertRowid);
    },
  };
}

export function normalizeTopicName(name: string): string {
  return name.trim().replace(/^#/, '').toLowerCase();
}

export type PeopleRepo = ReturnType<typeof peopleRepo>;
