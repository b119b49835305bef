import type { Db } from './open-db';
import type { GroupRow } from './rows';
import { prepare } from './statements';

export interface NewGroup {
  networkId: number;
  /** The slug (`name` on the wire). */
  name: string;
  fullName: string;
  description: string | null;
  privacy: 'public' | 'private';
  showInDirectory: boolean;
  creatorId: number;
  createdAt: number;
}

/** Group writes (spec 4.5): create, join and leave. Reads of groups live in people-repo. */
export function groupsRepo(db: Db) {
  /** One membership row (the seed's, a creator's, a joiner's); a second one for the same person is ignored. */
  const addGroupMember = (groupId: number, userId: number, admin: boolean, now: number) =>
    prepare(db, 'INSERT OR IGNORE INTO group_members VALUES (?, ?, ?, ?)').run(
      groupId,
      userId,
      admin ? 1 : 0,
      now,
    );
  return {
    addGroupMember,
    /** A group of the network whose slug or display name equals `name` (case-insensitive). */
    groupByNameInNetwork: (networkId: number, slug: string, fullName: string) =>
      prepare<[number, string, string], GroupRow>(
        db,
        `SELECT * FROM groups WHERE network_id = ?
         AND (name = ? COLLATE NOCASE OR full_name = ? COLLATE NOCASE) LIMIT 1`,
      ).get(networkId, slug, fullName),

    /** Inserts the group and makes its creator a member and admin, in one transaction. */
    createGroup: (input: NewGroup): GroupRow =>
      db
        .transaction(() => {
          const result = prepare(
            db,
            `INSERT INTO groups (network_id, name, full_name, description, privacy, show_in_directory, creator_id,
            created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          ).run(
            input.networkId,
            input.name,
            input.fullName,
            input.description,
            input.privacy,
            input.showInDirectory ? 1 : 0,
            input.creatorId,
            input.createdAt,
          );
          const id = Number(result.lastInsertRowid);
          addGroupMember(id, input.creatorId, true, input.createdAt);
          const row = prepare<[number], GroupRow>(db, 'SELECT * FROM groups WHERE id = ?').get(id);
          if (!row) throw new Error('group missing right after its insert');
          return row;
        })
        .immediate(),

    /** Joins a group; false when the user already was a member. */
    joinGroup: (groupId: number, userId: number, now: number): boolean =>
      addGroupMember(groupId, userId, false, now).changes > 0,
    /** Leaves a group; false when the user was not a member. */
    leaveGroup: (groupId: number, userId: number): boolean =>
      prepare(db, 'DELETE FROM group_members WHERE group_id = ? AND user_id = ?').run(groupId, userId)
        .changes > 0,
    groupMembership: (groupId: number, userId: number) =>
      prepare<[number, number], { group_id: number; user_id: number; admin: number; joined_at: number }>(
        db,
        'SELECT * FROM group_members WHERE group_id = ? AND user_id = ?',
      ).get(groupId, userId),
    /**
     * Deletes a group for good, in one transaction: its messages are soft-deleted (they leave every feed, count,
     * search and notification, as a deleted message does), their files and Open Graph objects go, and so do its
     * memberships, the suggestions of it and notifications naming it; invitations into it become plain ones.
     */
    deleteGroup: (groupId: number, now: number): void => {
      db.transaction(() => {
        const ofGroup = 'SELECT id FROM messages WHERE group_id = ? AND deleted_at IS NULL';
        prepare(db, `DELETE FROM attachments WHERE message_id IN (${ofGroup})`).run(groupId);
        prepare(db, `DELETE FROM open_graph_objects WHERE message_id IN (${ofGroup})`).run(groupId);
        prepare(db, 'UPDATE messages SET deleted_at = ? WHERE group_id = ? AND deleted_at IS NULL').run(
          now,
          groupId,
        );
        prepare(db, "DELETE FROM suggestions WHERE suggested_type = 'group' AND suggested_id = ?").run(
          groupId,
        );
        prepare(db, 'DELETE FROM notifications WHERE group_id = ? AND message_id IS NULL').run(groupId);
        prepare(db, 'UPDATE invitations SET group_id = NULL WHERE group_id = ?').run(groupId);
        prepare(db, 'DELETE FROM group_members WHERE group_id = ?').run(groupId);
        prepare(db, 'DELETE FROM groups WHERE id = ?').run(groupId);
      }).immediate();
    },
    groupAdminIds: (groupId: number): number[] =>
      prepare<[number], { user_id: number }>(
        db,
        'SELECT user_id FROM group_members WHERE group_id = ? AND admin = 1 ORDER BY user_id',
      )
        .all(groupId)
        .map((r) => r.user_id),
  };
}

export type GroupsRepo = ReturnType<typeof groupsRepo>;
