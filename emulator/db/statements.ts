import type Database from 'better-sqlite3';
import type { Db } from './db-type';

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

/**
 * A batch lookup by ids (the messages or threads of one page): the rows `sql` selects for the IN list it is
 * given, grouped under `keyOf` in the query's order. No query at all when there are no ids.
 */
export function groupedByKey<R, V>(
  db: Db,
  sql: (inList: string) => string,
  ids: readonly number[],
  keyOf: (row: R) => number,
  valueOf: (row: R) => V,
): Map<number, V[]> {
  const result = new Map<number, V[]>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return result;
  for (const row of prepare<number[], R>(db, sql(`(${placeholders(unique.length)})`)).all(...unique)) {
    const key = keyOf(row);
    const list = result.get(key) ?? [];
    list.push(valueOf(row));
    result.set(key, list);
  }
  return result;
}
