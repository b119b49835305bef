import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../contract/messages';
import { cleanupTestFiles, makeTestApp, type TestApp } from '../test/test-app';
import { routeTable } from './route-catalog';

/**
 * Issue 3: "Paging never answers older_available: true with an empty page, and older_than always makes
 * progress." A property over every feed of `app.routes`, for several readers in both networks, in every
 * threaded mode: walking with `older_than=<last message id>` ends, never repeats a message, never shows an
 * empty page that claims more, and sees the same threads whatever the mode and the page size.
 */
afterAll(cleanupTestFiles);

let t: TestApp;
beforeAll(() => {
  t = makeTestApp({ rateLimits: false });
  attachPagesToSeed();
});

const PAGE_URL = 'https://intranet.example.com/conformance';

/**
 * The seed talks about no web page, so every seventh message of each network (starters and replies, public,
 * private-group and direct alike) is attached to one page, the way a post with `og_url` attaches it: the
 * page's feed then has threads of every kind for the readers to walk.
 */
function attachPagesToSeed(): void {
  const messages = t.db
    .prepare<[], { id: number; network_id: number; created_at: number }>(
      'SELECT id, network_id, created_at FROM messages WHERE deleted_at IS NULL ORDER BY id',
    )
    .all()
    .filter((_, index) => index % 7 === 0);
  t.repo.transaction(() => {
    for (const m of messages) {
      const none = { title: null, description: null, image: null, object_type: null, site_name: null };
      const page = t.repo.findOrCreateOpenGraphPage(m.network_id, PAGE_URL, none, m.created_at);
      t.repo.insertOpenGraph(
        {
          ...none,
          url: PAGE_URL,
          meta: null,
          fetched: 0,
          network_id: m.network_id,
          created_at: m.created_at,
          page_id: page.id,
        },
        m.id,
      );
    }
  });
}
afterAll(() => {
  t.close();
});

const FEEDS = [
  ...new Set(
    routeTable()
      .filter((r) => r.method === 'GET' && r.pattern.startsWith('/api/v1/messages'))
      .filter((r) => r.pattern !== '/api/v1/messages/:id{[0-9]+}')
      .map((r) => r.pattern),
  ),
];

const READERS: [email: string, network: string][] = [
  ['alice@example.com', 'example.com'],
  ['bob@example.com', 'example.com'],
  ['admin@example.com', 'example.com'],
  ['alice@example.com', 'partners'],
];

const scalar = (sql: string, ...args: unknown[]) =>
  Number(Object.values(t.db.prepare(sql).get(...args) as Record<string, unknown>)[0]);

/** The id a feed pattern needs, in the reader's network: the busiest group, thread, topic, poster, liker. */
function feedPath(pattern: string, networkId: number, userId: number): string {
  const segment = /\/messages\/(\w+)\/:/.exec(pattern)?.[1];
  const id = (() => {
    switch (segment) {
      case undefined:
        return undefined;
      case 'in_group':
        return scalar(
          `SELECT m.group_id FROM messages m JOIN groups g ON g.id = m.group_id
           WHERE m.network_id = ? AND g.privacy = 'public' GROUP BY m.group_id ORDER BY COUNT(*) DESC LIMIT 1`,
          networkId,
        );
      case 'in_thread':
        return scalar(
          `SELECT thread_id FROM messages WHERE network_id = ? AND privacy = 'public'
           GROUP BY thread_id ORDER BY COUNT(*) DESC LIMIT 1`,
          networkId,
        );
      case 'from_user':
        return scalar(
          'SELECT sender_id FROM messages WHERE network_id = ? GROUP BY sender_id ORDER BY COUNT(*) DESC LIMIT 1',
          networkId,
        );
      case 'about_topic':
        return scalar(
          `SELECT mt.topic_id FROM message_topics mt JOIN topics tp ON tp.id = mt.topic_id
           WHERE tp.network_id = ? GROUP BY mt.topic_id ORDER BY COUNT(*) DESC LIMIT 1`,
          networkId,
        );
      case 'liked_by':
        return scalar(
          `SELECT l.user_id FROM likes l JOIN messages m ON m.id = l.message_id WHERE m.network_id = ?
           GROUP BY l.user_id ORDER BY COUNT(*) DESC LIMIT 1`,
          networkId,
        );
      case 'open_graph_objects':
        return t.repo.openGraphPageByUrl(networkId, PAGE_URL)?.id;
      default:
        return userId;
    }
  })();
  return pattern.replace(/:\w+(\{[^}]*\})?/, String(id));
}

interface Walk {
  ids: number[];
  pages: number;
}

async function walk(
  token: string,
  path: string,
  threaded: string,
  limit: number,
  total: number,
): Promise<Walk> {
  const ids: number[] = [];
  let cursor: number | undefined;
  const maxPages = Math.ceil(total / limit) + 2;
  for (let page = 1; page <= maxPages; page += 1) {
    const query = new URLSearchParams({ limit: String(limit), threaded });
    if (cursor !== undefined) query.set('older_than', String(cursor));
    const response = await t.api(`${path}.json?${query.toString()}`, token);
    expect(response.status, `${path}?${query.toString()}`).toBe(200);
    const feed = (await response.json()) as FeedEnvelope;
    const pageIds = feed.messages.map((m) => m.id);
    const where = `${path}?${query.toString()} (page ${String(page)})`;
    if (pageIds.length === 0)
      expect(feed.meta.older_available, `${where}: empty page claims more`).toBe(false);
    expect(pageIds.length, where).toBeLessThanOrEqual(limit);
    if (threaded !== 'extended') {
      expect(pageIds, `${where}: newest first`).toEqual([...pageIds].sort((a, b) => b - a));
      if (cursor !== undefined) for (const id of pageIds) expect(id, where).toBeLessThan(cursor);
    }
    for (const id of pageIds) expect(ids, `${where}: ${String(id)} shown twice`).not.toContain(id);
    ids.push(...pageIds);
    if (!feed.meta.older_available) return { ids, pages: page };
    const last = pageIds[pageIds.length - 1];
    expect(last, where).toBeDefined();
    cursor = last;
  }
  throw new Error(`${path} ${threaded}: no end after ${String(maxPages)} pages`);
}

describe('every feed pages to its end for every reader', () => {
  it('the catalog holds every feed of spec 4.1 and issue 3', () => {
    for (const feed of [
      '/api/v1/messages',
      '/api/v1/messages/my_feed',
      '/api/v1/messages/algo',
      '/api/v1/messages/following',
      '/api/v1/messages/sent',
      '/api/v1/messages/private',
      '/api/v1/messages/received',
      '/api/v1/messages/in_group/:id',
      '/api/v1/messages/in_thread/:id',
      '/api/v1/messages/from_user/:id',
      '/api/v1/messages/about_topic/:id',
      '/api/v1/messages/liked_by/:id{[0-9]+}',
      '/api/v1/messages/open_graph_objects/:id{[0-9]+}',
    ]) {
      expect(FEEDS).toContain(feed);
    }
  });

  it.each(READERS)(
    '%s in %s',
    async (email, permalink) => {
      const token = t.tokenFor(email, permalink);
      const networkId = t.repo.networkByPermalink(permalink)?.id ?? 0;
      const userId = t.repo.userByEmail(email)?.id ?? 0;
      const total = scalar('SELECT COUNT(*) FROM messages WHERE network_id = ?', networkId);
      for (const pattern of FEEDS) {
        const path = feedPath(pattern, networkId, userId);
        const flat = await walk(token, path, 'false', 50, total);
        const starters = await walk(token, path, 'true', 50, total);
        const extended = await walk(token, path, 'extended', 50, total);
        // The same threads whatever the mode: threaded=true lists the starters the flat feed holds...
        const flatStarters = flat.ids.filter(
          (id) => scalar('SELECT thread_id FROM messages WHERE id = ?', id) === id,
        );
        for (const id of flatStarters) expect(starters.ids, `${path}: starter ${String(id)}`).toContain(id);
        // ...and extended shows the same starters, in activity order.
        expect([...extended.ids].sort(), path).toEqual([...starters.ids].sort());
        // A small page size walks the same sequence.
        if (flat.ids.length <= 120) {
          const small = await walk(token, path, 'false', 7, total);
          expect(small.ids, path).toEqual(flat.ids);
        }
      }
    },
    120_000,
  );

  it('cursors past either end give an empty page that claims nothing more', async () => {
    const token = t.tokenFor('alice@example.com');
    const oldest = scalar('SELECT MIN(id) FROM messages');
    for (const pattern of FEEDS) {
      const alice = t.repo.userByEmail('alice@example.com')?.id ?? 0;
      const path = feedPath(pattern, t.repo.networkByPermalink('example.com')?.id ?? 0, alice);
      for (const query of [
        'older_than=1',
        `older_than=${String(oldest)}`,
        `newer_than=${String(Number.MAX_SAFE_INTEGER)}`,
        `older_than=1&threaded=extended`,
        `newer_than=${String(Number.MAX_SAFE_INTEGER)}&threaded=true`,
      ]) {
        const response = await t.api(`${path}.json?${query}`, token);
        expect(response.status, `${path}?${query}`).toBe(200);
        const feed = (await response.json()) as FeedEnvelope;
        expect(feed.messages, `${path}?${query}`).toEqual([]);
        expect(feed.meta.older_available, `${path}?${query}`).toBe(false);
      }
    }
  });
});
