import type { TestApp } from '../test/test-app';

/** Every row of every table (SQLite's own and the search index's shadow tables left out), as JSON. */
export type Snapshot = Map<string, Map<string, number>>;

export function snapshot(t: TestApp): Snapshot {
  const tables = t.db
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%fts%'
       ORDER BY name`,
    )
    .all() as { name: string }[];
  const result: Snapshot = new Map();
  for (const { name } of tables) {
    const rows = new Map<string, number>();
    for (const row of t.db.prepare(`SELECT * FROM "${name}"`).all()) {
      const key = JSON.stringify(row);
      rows.set(key, (rows.get(key) ?? 0) + 1);
    }
    result.set(name, rows);
  }
  return result;
}

/** Rows added and removed per table between two snapshots (an update is one of each). */
export type Delta = Record<string, { added: string[]; removed: string[] }>;

export function delta(before: Snapshot, after: Snapshot): Delta {
  const result: Delta = {};
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(table) ?? new Map<string, number>();
    const now = after.get(table) ?? new Map<string, number>();
    const added: string[] = [];
    const removed: string[] = [];
    for (const [row, n] of now) for (let i = was.get(row) ?? 0; i < n; i += 1) added.push(row);
    for (const [row, n] of was) for (let i = now.get(row) ?? 0; i < n; i += 1) removed.push(row);
    if (added.length || removed.length) result[table] = { added: added.sort(), removed: removed.sort() };
  }
  return result;
}

/** Rows added to a table, parsed. */
export function added<T = Record<string, unknown>>(d: Delta, table: string): T[] {
  return (d[table]?.added ?? []).map((row) => JSON.parse(row) as T);
}

export function removed<T = Record<string, unknown>>(d: Delta, table: string): T[] {
  return (d[table]?.removed ?? []).map((row) => JSON.parse(row) as T);
}
