import type { Db } from './open-db';
import type { GroupRow, UserRow } from './rows';
import { prepare } from './statements';

export type SuggestedType = 'user' | 'group';

export interface SuggestionRow {
  id: number;
  network_id: number;
  user_id: number;
  suggested_type: SuggestedType;
  suggested_id: number;
  created_at: number;
  declined_at: number | null;
}

/** Ids in the real service's magnitude; stable once given, so a client can decline what it was shown. */
const SUGGESTION_ID_BASE = 7_340_000_000;

const NOT_DECLINED = (type: SuggestedType, column: string) => `NOT EXISTS (SELECT 1 FROM suggestions s
  WHERE s.network_id = @networkId AND s.user_id = @userId AND s.suggested_type = '${type}'
    AND s.suggested_id = ${column} AND s.declined_at IS NOT NULL)`;

/** Suggestions (spec 4.9): public groups to join and people to follow, never what was declined. */
export function suggestionsRepo(db: Db) {
  return {
    /** Public groups the user is not in, the most joined first. */
    groupCandidates: (networkId: number, userId: number, limit: number) =>
      prepare<[Record<string, number>], GroupRow>(
        db,
        `SELECT g.* FROM groups g
         WHERE g.network_id = @networkId AND g.privacy = 'public'
           AND NOT EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_id = g.id AND gm.user_id = @userId)
           AND ${NOT_DECLINED('group', 'g.id')}
         ORDER BY (SELECT COUNT(*) FROM group_members gm WHERE gm.group_id = g.id) DESC, g.id
         LIMIT @limit`,
      ).all({ networkId, userId, limit }),
    /** Active people the user does not follow: those sharing the most groups first, then the most followed. */
    userCandidates: (networkId: number, userId: number, limit: number) =>
      prepare<[Record<string, number>], UserRow>(
        db,
        `SELECT u.* FROM users u JOIN network_members nm ON nm.user_id = u.id
         WHERE nm.network_id = @networkId AND nm.state = 'active' AND u.id <> @userId
           AND NOT EXISTS (SELECT 1 FROM follows f
             WHERE f.follower_id = @userId AND f.target_type = 'user' AND f.target_id = u.id)
           AND ${NOT_DECLINED('user', 'u.id')}
         ORDER BY (SELECT COUNT(*) FROM group_members a JOIN group_members b ON a.group_id = b.group_id
                   JOIN groups g ON g.id = a.group_id AND g.network_id = @networkId
                   WHERE a.user_id = @userId AND b.user_id = u.id) DESC,
                  (SELECT COUNT(*) FROM follows f WHERE f.target_type = 'user' AND f.target_id = u.id) DESC,
                  u.name COLLATE NOCASE, u.id
         LIMIT @limit`,
      ).all({ networkId, userId, limit }),

    /** The suggestion's stable row (created the first time it is shown). */
    ensureSuggestion: (
      networkId: number,
      userId: number,
      type: SuggestedType,
      suggestedId: number,
      now: number,
    ): SuggestionRow => {
      const find = () =>
        prepare<[number, number, string, number], SuggestionRow>(
          db,
          `SELECT * FROM suggestions WHERE network_id = ? AND user_id = ? AND suggested_type = ?
           AND suggested_id = ?`,
        ).get(networkId, userId, type, suggestedId);
      const existing = find();
      if (existing) return existing;
      prepare(
        db,
        `INSERT INTO suggestions (id, network_id, user_id, suggested_type, suggested_id, created_at)
         VALUES (MAX(?, (SELECT COALESCE(MAX(id), 0) + 1 FROM suggestions)), ?, ?, ?, ?, ?)`,
      ).run(SUGGESTION_ID_BASE + 1, networkId, userId, type, suggestedId, now);
      const row = find();
      if (!row) throw new Error('suggestion was not stored');
      return row;
    },
    suggestionById: (id: number) =>
      prepare<[number], SuggestionRow>(db, 'SELECT * FROM suggestions WHERE id = ?').get(id),
    declineSuggestion: (id: number, now: number) =>
      prepare(db, 'UPDATE suggestions SET declined_at = COALESCE(declined_at, ?) WHERE id = ?').run(now, id),
  };
}

export type SuggestionsRepo = ReturnType<typeof suggestionsRepo>;
