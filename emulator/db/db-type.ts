import type Database from 'better-sqlite3';

/**
 * The emulator's database handle. Apart from open-db.ts, which imports the modules that migrate the data:
 * those modules name the handle from here, so no import goes back to open-db.ts.
 */
export type Db = Database.Database;
