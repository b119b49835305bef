import type { Db } from './open-db';
import type { UserRow } from './rows';
import { prepare } from './statements';

export type RelationshipType = 'superior' | 'subordinate' | 'colleague';

/** Only people active in the network appear in an org chart. */
const ACTIVE = `JOIN network_members nm ON nm.user_id = u.id AND nm.network_id = @networkId AND nm.state = 'active'`;

/**
 * The org chart (spec 4.7). `org_reports` holds "superior manages subordinate" once, so each side sees the
 * other (X is my subordinate ⇔ I am X's superior); colleagues are stored in both directions.
 */
export function orgRepo(db: Db) {
  const related = (sql: string) => (networkId: number, userId: number) =>
    prepare<[{ networkId: number; userId: number }], UserRow>(db, sql).all({ networkId, userId });
  const superiors = related(
    `SELECT u.* FROM org_reports r JOIN users u ON u.id = r.superior_id ${ACTIVE}
     WHERE r.network_id = @networkId AND r.subordinate_id = @userId ORDER BY u.name COLLATE NOCASE, u.id`,
  );
  const subordinates = related(
    `SELECT u.* FROM org_reports r JOIN users u ON u.id = r.subordinate_id ${ACTIVE}
     WHERE r.network_id = @networkId AND r.superior_id = @userId ORDER BY u.name COLLATE NOCASE, u.id`,
  );
  const colleagues = related(
    `SELECT u.* FROM org_colleagues r JOIN users u ON u.id = r.colleague_id ${ACTIVE}
     WHERE r.network_id = @networkId AND r.user_id = @userId ORDER BY u.name COLLATE NOCASE, u.id`,
  );

  return {
    relationshipsOf: (networkId: number, userId: number) => ({
      superiors: superiors(networkId, userId),
      subordinates: subordinates(networkId, userId),
      colleagues: colleagues(networkId, userId),
    }),
    hasRelationship: (networkId: number, userId: number, otherId: number, type: RelationshipType) => {
      if (type === 'colleague')
        return (
          prepare(
            db,
            'SELECT 1 FROM org_colleagues WHERE network_id = ? AND user_id = ? AND colleague_id = ?',
          ).get(networkId, userId, otherId) !== undefined
        );
      const [superior, subordinate] = type === 'superior' ? [otherId, userId] : [userId, otherId];
      return (
        prepare(
          db,
          'SELECT 1 FROM org_reports WHERE network_id = ? AND superior_id = ? AND subordinate_id = ?',
        ).get(networkId, superior, subordinate) !== undefined
      );
    },
    /** Adds `otherId` as the user's superior, subordinate or colleague; true when it was new. */
    addRelationship: (
      networkId: number,
      userId: number,
      otherId: number,
      type: RelationshipType,
      now: number,
    ): boolean => {
      if (type === 'colleague') {
        const insert = prepare(db, 'INSERT OR IGNORE INTO org_colleagues VALUES (?, ?, ?, ?)');
        const added = insert.run(networkId, userId, otherId, now).changes > 0;
        insert.run(networkId, otherId, userId, now);
        return added;
      }
      const [superior, subordinate] = type === 'superior' ? [otherId, userId] : [userId, otherId];
      return (
        prepare(db, 'INSERT OR IGNORE INTO org_reports VALUES (?, ?, ?, ?)').run(
          networkId,
          superior,
          subordinate,
          now,
        ).changes > 0
      );
    },
    /** Removes that one relationship; false when there was none. */
    removeRelationship: (networkId: number, userId: number, otherId: number, type: RelationshipType) => {
      if (type === 'colleague') {
        const remove = prepare(
          db,
          'DELETE FROM org_colleagues WHERE network_id = ? AND user_id = ? AND colleague_id = ?',
        );
        const removed = remove.run(networkId, userId, otherId).changes > 0;
        remove.run(networkId, otherId, userId);
        return removed;
      }
      const [superior, subordinate] = type === 'superior' ? [otherId, userId] : [userId, otherId];
      return (
        prepare(
          db,
          'DELETE FROM org_reports WHERE network_id = ? AND superior_id = ? AND subordinate_id = ?',
        ).run(networkId, superior, subordinate).changes > 0
      );
    },
  };
}

export type OrgRepo = ReturnType<typeof orgRepo>;
