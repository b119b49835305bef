import type Database from 'better-sqlite3';
import type { Db } from './open-db';

/** Prepared statements are compiled once per database and SQL text; hot paths reuse them. */
const cache = new WeakMap<Db, Map<string, Database.Statement>>();

export function prepare<P extends unknown[] | object = unknown[], R = unknown>(
  db: Db,
  sql: string,
): Database.Statement<P, R> {
  let map = cache.get(db);
  if (!map) {
    map = new Map();
    cache.set(db, map);
  }
  let statement = map.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    map.set(sql, statement);
  }
  return statement as unknown as Database.Statement<P, R>;
}

/** `?, ?, ?` for an IN list; callers never pass an empty list to SQLite. */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}
