import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrateMessageLanguage } from './message-language';
import { migrateOpenGraphPages } from './open-graph-repo';
import type { Db } from './db-type';
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema';

export type { Db } from './db-type';

/**
 * Opens (and creates) the emulator's database file.
 * WAL with synchronous=NORMAL: a committed transaction is in the WAL file before the response is sent, so it
 * survives the process being killed (kill -9); only an OS crash or power loss could drop the last commits,
 * which is acceptable for a local emulator and keeps writes fast for load tests.
 */
export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // The CLI's token/revoke commands write while a server holds the file open.
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA_SQL);
  migrateOpenGraphPages(db);
  migrateMessageLanguage(db);
  const row = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'schema_version'").get();
  if (!row) {
    db.prepare("INSERT INTO meta (key, value) VALUES ('schema_version', ?)").run(String(SCHEMA_VERSION));
  }
  return db;
}

/** True when the demo network has been seeded into this database. */
export function isSeeded(db: Db): boolean {
  return db.prepare("SELECT 1 FROM meta WHERE key = 'seeded_at'").get() !== undefined;
}

/** Removes every row (keeps the schema), for `--reset`. */
export function clearDb(db: Db): void {
  const tables = db
    .prepare<[], { name: string }>(
      // Plain tables only: an FTS index (virtual, its shadow tables read-only) follows its table's triggers.
      "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite%' AND name <> 'meta'",
    )
    .all();
  // Tables come back in creation order, not dependency order; foreign keys are checked again afterwards.
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const { name } of tables) db.exec(`DELETE FROM "${name}"`);
      db.exec("DELETE FROM meta WHERE key <> 'schema_version'");
    }).immediate();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}
