import { detectLanguage } from '../text/language-detection';
import type { Db } from './db-type';

/**
 * Brings a database written before messages carried a language up to date: the column (SQLite has no ADD
 * COLUMN IF NOT EXISTS) and a language for every row without one, decided as a new message's is. Runs on
 * every open (open-db.ts) and does nothing once done, so `language` is never null in what the service sends.
 */
export function migrateMessageLanguage(db: Db): void {
  const columns = db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('messages')").all();
  if (!columns.some((column) => column.name === 'language')) {
    db.exec('ALTER TABLE messages ADD COLUMN language TEXT');
  }
  const rows = db
    .prepare<[], { id: number; body_plain: string }>(
      'SELECT id, body_plain FROM messages WHERE language IS NULL',
    )
    .all();
  if (rows.length === 0) return;
  const set = db.prepare('UPDATE messages SET language = ? WHERE id = ?');
  db.transaction(() => {
    for (const row of rows) set.run(detectLanguage(row.body_plain), row.id);
  }).immediate();
}
