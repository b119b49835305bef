import type { Db } from './open-db';
import type { AppRow, GroupRow, NetworkRow, UserRow } from './rows';
import { prepare } from './statements';

/** Bulk inserts used by the seed (and by admin writes later); plain prepared statements, no checks. */
export function seedRepo(db: Db) {
  return {
    insertNetwork: (row: NetworkRow) =>
      prepare(
        db,
        `INSERT INTO networks VALUES (@id, @name, @permalink, @domain, @community, @paid, @header_background_color,
          @header_text_color, @navigation_background_color, @navigation_text_color, @created_at)`,
      ).run(row),
    insertUser: (row: UserRow) =>
      prepare(
        db,
        `INSERT INTO users VALUES (@id, @email, @password_hash, @name, @full_name, @first_name, @last_name, @job_title,
          @department, @location, @summary, @expertise, @interests, @timezone, @work_phone, @mobile_phone, @admin,
          @verified_admin, @hire_date, @created_at)`,
      ).run(row),
    insertMembership: (networkId: number, userId: number, isPrimary: boolean, joinedAt: number) =>
      prepare(db, "INSERT INTO network_members VALUES (?, ?, 'active', ?, 0, ?)").run(
        networkId,
        userId,
        isPrimary ? 1 : 0,
        joinedAt,
      ),
    insertGroup: (row: GroupRow) =>
      prepare(
        db,
        `INSERT INTO groups VALUES (@id, @network_id, @name, @full_name, @description, @privacy, @show_in_directory,
          @creator_id, @created_at)`,
      ).run(row),
    insertTopic: (id: number, networkId: number, name: string, createdAt: number) =>
      prepare(db, 'INSERT INTO topics VALUES (?, ?, ?, ?, ?)').run(
        id,
        networkId,
        name,
        name.toLowerCase(),
        createdAt,
      ),
    insertApp: (row: AppRow) =>
      prepare(
        db,
        'INSERT INTO apps VALUES (@id, @client_id, @client_secret, @name, @redirect_uri, @site_url, @created_at)',
      ).run(row),
    setMeta: (key: string, value: string) =>
      prepare(db, 'INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(key, value),
    getMeta: (key: string) =>
      prepare<[string], { value: string }>(db, 'SELECT value FROM meta WHERE key = ?').get(key)?.value,
    setLastSeen: (networkId: number, userId: number, messageId: number) =>
      prepare(
        db,
        'UPDATE network_members SET last_seen_message_id = ? WHERE network_id = ? AND user_id = ?',
      ).run(messageId, networkId, userId),
  };
}
