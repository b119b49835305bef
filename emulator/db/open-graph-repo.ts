import { normalizeOpenGraphUrl } from '../../contract/open-graph';
import { VISIBLE_SQL } from './feed-streams';
import type { Db } from './db-type';
import { prepare } from './statements';

/**
 * Open Graph objects as the real service kept them: one per page address and network (`open_graph_pages`),
 * which every message posted with that `og_url` joins. Each message keeps its own attachment row in
 * `open_graph_objects` (what its poster sent, shown as a `ymodule`), pointing at its page by `page_id`.
 */
export interface OpenGraphPageRow {
  id: number;
  network_id: number;
  /** Normalised (contract/open-graph.ts), unique per network. */
  url: string;
  title: string | null;
  description: string | null;
  image: string | null;
  object_type: string | null;
  site_name: string | null;
  created_at: number;
}

export type OpenGraphPageFields = Pick<
  OpenGraphPageRow,
  'title' | 'description' | 'image' | 'object_type' | 'site_name'
>;

/** In the magnitude of the recorded `record_id` of a ymodule attachment (messages-in-thread.json). */
const PAGE_ID_BASE = 348_981_453_000_000;

const PAGES_SQL = `
CREATE TABLE IF NOT EXISTS open_graph_pages (
  id INTEGER PRIMARY KEY,
  network_id INTEGER NOT NULL,
  url TEXT NOT NULL,
  title TEXT,
  description TEXT,
  image TEXT,
  object_type TEXT,
  site_name TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (network_id, url)
);`;

/**
 * Brings a database of any age to the page model: the pages table, the `page_id` column of the per-message
 * rows (added when missing, since SQLite has no ADD COLUMN IF NOT EXISTS) and a page for every row that has
 * none yet. Runs on every open (open-db.ts) and does nothing once done.
 */
export function migrateOpenGraphPages(db: Db): void {
  db.exec(PAGES_SQL);
  const columns = db
    .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('open_graph_objects')")
    .all();
  if (!columns.some((column) => column.name === 'page_id')) {
    db.exec('ALTER TABLE open_graph_objects ADD COLUMN page_id INTEGER');
  }
  db.exec('CREATE INDEX IF NOT EXISTS open_graph_objects_page ON open_graph_objects(page_id, message_id)');
  const orphans = db
    .prepare<[], { id: number; network_id: number; url: string; created_at: number } & OpenGraphPageFields>(
      `SELECT id, network_id, url, title, description, image, object_type, site_name, created_at
       FROM open_graph_objects WHERE page_id IS NULL ORDER BY id`,
    )
    .all();
  if (orphans.length === 0) return;
  const pages = openGraphRepo(db);
  const link = db.prepare('UPDATE open_graph_objects SET page_id = ? WHERE id = ?');
  db.transaction(() => {
    for (const row of orphans) {
      const page = pages.findOrCreateOpenGraphPage(row.network_id, row.url, row, row.created_at);
      link.run(page.id, row.id);
    }
  }).immediate();
}

export function openGraphRepo(db: Db) {
  const byUrl = (networkId: number, url: string) =>
    prepare<[number, string], OpenGraphPageRow>(
      db,
      'SELECT * FROM open_graph_pages WHERE network_id = ? AND url = ?',
    ).get(networkId, url);

  return {
    /** The page of `url` (any spelling of it) in the network, or undefined. */
    openGraphPageByUrl: (networkId: number, url: string): OpenGraphPageRow | undefined => {
      const normal = normalizeOpenGraphUrl(url);
      return normal === undefined ? undefined : byUrl(networkId, normal);
    },
    openGraphPageById: (id: number): OpenGraphPageRow | undefined =>
      prepare<[number], OpenGraphPageRow>(db, 'SELECT * FROM open_graph_pages WHERE id = ?').get(id),
    /**
     * The page of `url`, created with `fields` when there is none. An existing page only gains the fields it
     * lacks: the first description of a page stays, so a later poster cannot rename it for everyone.
     */
    findOrCreateOpenGraphPage: (
      networkId: number,
      url: string,
      fields: OpenGraphPageFields,
      now: number,
    ): OpenGraphPageRow => {
      // A stored row that predates normalisation (credentials, over-long) keeps its own spelling as its key.
      const key = normalizeOpenGraphUrl(url) ?? url;
      const existing = byUrl(networkId, key);
      if (existing) {
        prepare(
          db,
          `UPDATE open_graph_pages SET title = COALESCE(title, @title),
             description = COALESCE(description, @description), image = COALESCE(image, @image),
             object_type = COALESCE(object_type, @object_type), site_name = COALESCE(site_name, @site_name)
           WHERE id = @id`,
        ).run({ ...pick(fields), id: existing.id });
        return byUrl(networkId, key) ?? existing;
      }
      const max =
        prepare<[], { id: number | null }>(db, 'SELECT MAX(id) AS id FROM open_graph_pages').get()?.id ?? 0;
      const row: OpenGraphPageRow = {
        id: Math.max(max, PAGE_ID_BASE) + 1,
        network_id: networkId,
        url: key,
        ...pick(fields),
        created_at: now,
      };
      prepare(
        db,
        `INSERT INTO open_graph_pages (id, network_id, url, title, description, image, object_type, site_name,
           created_at)
         VALUES (@id, @network_id, @url, @title, @description, @image, @object_type, @site_name, @created_at)`,
      ).run(row);
      return row;
    },
    /**
     * Whether the viewer may know of the page: some live message attached to it is one they may read. A page
     * talked about only in a private group or conversation does not exist for anyone else (as on the real
     * service, whose objects are "only public to users who have access to the conversations").
     */
    canSeeOpenGraphPage: (pageId: number, networkId: number, viewerId: number): boolean =>
      prepare<[Record<string, number>], { one: number }>(
        db,
        `SELECT 1 AS one FROM open_graph_objects o JOIN messages m ON m.id = o.message_id
         WHERE o.page_id = @pageId AND ${VISIBLE_SQL} LIMIT 1`,
      ).get({ pageId, networkId, viewerId }) !== undefined,
  };
}

function pick(fields: OpenGraphPageFields): OpenGraphPageFields {
  return {
    title: fields.title,
    description: fields.description,
    image: fields.image,
    object_type: fields.object_type,
    site_name: fields.site_name,
  };
}

export type OpenGraphRepo = ReturnType<typeof openGraphRepo>;
