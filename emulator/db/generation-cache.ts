import type { Db } from './open-db';
import { prepare } from './statements';

/**
 * Memoizes a read for as long as the database has not changed. The generation is SQLite's own count of
 * rows written by this connection (`total_changes()`, triggers included) plus `PRAGMA data_version` (which
 * moves when another connection, such as the CLI's token command, commits). Any write anywhere empties
 * the cache, so a cached value is never stale; between writes (most requests are reads) it saves
 * recomputing the same per-user counts for every reference of every feed page.
 */
export function generationCache(db: Db) {
  let generation = '';
  const caches: Map<string, unknown>[] = [];
  const current = (): string => {
    const row = prepare<[], { c: number; v: number }>(
      db,
      'SELECT total_changes() AS c, (SELECT data_version FROM pragma_data_version) AS v',
    ).get();
    return `${String(row?.c ?? 0)}:${String(row?.v ?? 0)}`;
  };
  return function memo<A extends (string | number)[], R>(read: (...args: A) => R): (...args: A) => R {
    const cache = new Map<string, unknown>();
    caches.push(cache);
    return (...args: A): R => {
      const now = current();
      if (now !== generation) {
        generation = now;
        for (const each of caches) each.clear();
      }
      const key = args.join(':');
      if (cache.has(key)) return cache.get(key) as R;
      const value = read(...args);
      cache.set(key, value);
      return value;
    };
  };
}
