import { describe, expect, it } from 'vitest';
import type { FeedEnvelope, Message } from '../../contract/messages';
import { readOpenGraphLookup, type OpenGraphLookup } from '../../contract/open-graph';
import { readFeedEnvelope } from '../../contract/guards';
import { migrateOpenGraphPages } from '../db/open-graph-repo';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp(
  { rateLimits: false },
  { alice: 'alice@example.com', bob: 'bob@example.com' },
);

const PAGE = 'https://intranet.example.com/news/launch';

const corpId = () => t.repo.networkByPermalink('example.com')?.id ?? 0;

async function post(token: string, fields: Record<string, string>): Promise<Message> {
  const response = await t.api('/api/v1/messages.json', token, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(response.status).toBe(201);
  const message = (await json<FeedEnvelope>(response)).messages[0];
  if (!message) throw new Error('no message in the answer');
  return message;
}

const lookupPath = (url: string, suffix = '.json') =>
  `/api/v1/open_graph_objects${suffix}?url=${encodeURIComponent(url)}`;

async function lookup(url: string, token: string): Promise<OpenGraphLookup> {
  const response = await t.api(lookupPath(url), token);
  expect(response.status).toBe(200);
  return readOpenGraphLookup(await response.json());
}

async function feed(id: number, token: string, query = ''): Promise<FeedEnvelope> {
  const response = await t.api(`/api/v1/messages/open_graph_objects/${String(id)}.json${query}`, token);
  expect(response.status).toBe(200);
  return readFeedEnvelope(await response.json());
}

describe('GET open_graph_objects?url=', () => {
  it('is a 404 JSON error for a page nobody has talked about, with or without .json', async () => {
    for (const suffix of ['.json', '']) {
      const response = await t.api(lookupPath(PAGE, suffix), tokens.alice);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('is a 400 naming url when it is missing, relative, not http(s) or too long', async () => {
    const bad = [
      '/api/v1/open_graph_objects.json',
      lookupPath('/news/launch'),
      lookupPath('ftp://intranet.example.com/file'),
      lookupPath('https://user:secret@intranet.example.com/'),
      lookupPath(`https://intranet.example.com/${'a'.repeat(2100)}`),
    ];
    for (const path of bad) {
      const response = await t.api(path, tokens.alice);
      expect(response.status, path).toBe(400);
      expect(await json(response)).toMatchObject({ error: { url: [expect.any(String)] } });
    }
  });

  it('finds the object a message with og_url created, by any spelling of its address', async () => {
    const message = await post(tokens.alice, {
      body: 'What do you think of the launch?',
      og_url: PAGE,
      og_title: 'The launch',
      og_description: 'All about it',
      og_image: 'https://intranet.example.com/launch.png',
      og_site_name: 'Intranet',
    });
    const found = await lookup('HTTPS://Intranet.Example.com:443/news/launch#comments', tokens.bob);
    expect(found).toMatchObject({
      type: 'open_graph_object',
      url: PAGE,
      title: 'The launch',
      description: 'All about it',
      image: 'https://intranet.example.com/launch.png',
      site_name: 'Intranet',
      object_type: 'page',
      network_id: corpId(),
    });
    expect(found.ogos.map((o) => o.id)).toEqual([found.id]);
    // The message's ymodule attachment points at the object by record_id.
    const ymodule = message.attachments.find((a) => a.type === 'ymodule') as { record_id?: number };
    expect(ymodule.record_id).toBe(found.id);
    // The suffix-less path answers the same.
    const bare = await t.api(lookupPath(PAGE, ''), tokens.bob);
    expect(((await bare.json()) as { id: number }).id).toBe(found.id);
  });

  it('keeps the first description of a page; a later post only fills what was missing', async () => {
    await post(tokens.alice, { body: 'First', og_url: PAGE, og_title: 'The launch' });
    await post(tokens.bob, {
      body: 'Second',
      og_url: `${PAGE}#top`,
      og_title: 'Renamed by bob',
      og_description: 'Added by bob',
    });
    const found = await lookup(PAGE, tokens.alice);
    expect(found.title).toBe('The launch');
    expect(found.description).toBe('Added by bob');
    const pages = t.db.prepare('SELECT COUNT(*) AS n FROM open_graph_pages').get() as { n: number };
    expect(pages.n).toBe(1);
  });

  it('keeps objects of different pages and different networks apart', async () => {
    await post(tokens.alice, { body: 'One', og_url: PAGE });
    await post(tokens.alice, { body: 'Two', og_url: `${PAGE}?page=2` });
    const one = await lookup(PAGE, tokens.alice);
    const two = await lookup(`${PAGE}?page=2`, tokens.alice);
    expect(two.id).not.toBe(one.id);
    // alice in Partners: the Example Corp object does not exist there, nor its feed.
    const partners = t.tokenFor('alice@example.com', 'partners');
    expect((await t.api(lookupPath(PAGE), partners)).status).toBe(404);
    expect((await t.api(`/api/v1/messages/open_graph_objects/${String(one.id)}.json`, partners)).status).toBe(
      404,
    );
  });
});

describe('GET messages/open_graph_objects/ID', () => {
  it('is a 404 JSON error for an unknown id, a 400 for one that is not a number', async () => {
    const unknown = await t.api('/api/v1/messages/open_graph_objects/348981453999999.json', tokens.alice);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await t.api('/api/v1/messages/open_graph_objects/abc', tokens.alice)).status).toBe(404);
  });

  it('is the conversation about the page: its threads, newest first, paged like every feed', async () => {
    const first = await post(tokens.alice, { body: 'First about the page', og_url: PAGE });
    t.clock.advance(1000);
    const reply = await post(tokens.bob, { body: 'A reply without og_url', replied_to_id: String(first.id) });
    t.clock.advance(1000);
    const second = await post(tokens.bob, { body: 'Second about the page', og_url: `${PAGE}#x` });
    t.clock.advance(1000);
    await post(tokens.alice, { body: 'About something else', og_url: 'https://intranet.example.com/other' });
    await post(tokens.alice, { body: 'No page at all' });
    const { id } = await lookup(PAGE, tokens.alice);

    const all = await feed(id, tokens.alice);
    expect(all.messages.map((m) => m.id)).toEqual([second.id, reply.id, first.id]);
    expect(all.meta.older_available).toBe(false);
    expect(all.meta.current_user_id).toBe(t.repo.userByEmail('alice@example.com')?.id);
    expect(all.meta.feed_name).toBe(PAGE);
    const bob = t.repo.userByEmail('bob@example.com')?.id;
    expect(all.references.some((r) => r.type === 'user' && r.id === bob)).toBe(true);
    expect(all.references.some((r) => r.type === 'thread' && r.id === first.thread_id)).toBe(true);

    const page1 = await feed(id, tokens.alice, '?limit=2');
    expect(page1.messages.map((m) => m.id)).toEqual([second.id, reply.id]);
    expect(page1.meta.older_available).toBe(true);
    const page2 = await feed(id, tokens.alice, `?limit=2&older_than=${String(reply.id)}`);
    expect(page2.messages.map((m) => m.id)).toEqual([first.id]);
    expect(page2.meta.older_available).toBe(false);
    const newer = await feed(id, tokens.alice, `?newer_than=${String(reply.id)}`);
    expect(newer.messages.map((m) => m.id)).toEqual([second.id]);

    const threaded = await feed(id, tokens.alice, '?threaded=true');
    expect(threaded.messages.map((m) => m.id)).toEqual([second.id, first.id]);
    const extended = await feed(id, tokens.alice, '?threaded=extended');
    expect(extended.messages.map((m) => m.id)).toEqual([second.id, first.id]);
    expect(extended.threaded_extended[String(first.id)]?.map((m) => m.id)).toEqual([reply.id]);
    expect(
      (await t.api(`/api/v1/messages/open_graph_objects/${String(id)}?threaded=sideways`, tokens.alice))
        .status,
    ).toBe(400);
  });

  it('a deleted message leaves the conversation; when none is left the object is a 404', async () => {
    const only = await post(tokens.alice, { body: 'Soon gone', og_url: PAGE });
    const { id } = await lookup(PAGE, tokens.alice);
    expect(
      (await t.api(`/api/v1/messages/${String(only.id)}`, tokens.alice, { method: 'DELETE' })).status,
    ).toBe(200);
    expect((await t.api(lookupPath(PAGE), tokens.alice)).status).toBe(404);
    expect((await t.api(`/api/v1/messages/open_graph_objects/${String(id)}`, tokens.alice)).status).toBe(404);
  });
});

describe('Open Graph objects and privacy', () => {
  const privateGroup = () => {
    const group = t.repo.groupsOfNetwork(corpId()).find((g) => g.privacy === 'private');
    if (!group) throw new Error('the seed has no private group');
    const member = t.db
      .prepare<[number], { email: string }>(
        'SELECT u.email FROM group_members gm JOIN users u ON u.id = gm.user_id WHERE gm.group_id = ? LIMIT 1',
      )
      .get(group.id);
    if (!member) throw new Error('the private group has no member');
    // Someone outside the group who is neither alice nor bob (the direct message's two people).
    const outsider = t.db
      .prepare<[number, number], { email: string }>(
        `SELECT u.email FROM users u JOIN network_members nm ON nm.user_id = u.id AND nm.network_id = ?
         WHERE u.id NOT IN (SELECT user_id FROM group_members WHERE group_id = ?)
           AND u.email NOT IN ('alice@example.com', 'bob@example.com') ORDER BY u.id LIMIT 1`,
      )
      .get(corpId(), group.id);
    if (!outsider) throw new Error('everyone is in the private group');
    return { group, member: t.tokenFor(member.email), outsider: t.tokenFor(outsider.email) };
  };

  it('a page talked about only in a private group does not exist for anyone outside it', async () => {
    const { group, member, outsider } = privateGroup();
    const secret = await post(member, { body: 'Secret plans', og_url: PAGE, group_id: String(group.id) });
    const { id } = await lookup(PAGE, member);
    expect((await feed(id, member)).messages.map((m) => m.id)).toEqual([secret.id]);
    expect((await t.api(lookupPath(PAGE), outsider)).status).toBe(404);
    expect((await t.api(`/api/v1/messages/open_graph_objects/${String(id)}`, outsider)).status).toBe(404);
  });

  it('the feed shows each reader only the messages they may read', async () => {
    const { group, member, outsider } = privateGroup();
    const open = await post(tokens.alice, { body: 'Public take', og_url: PAGE });
    t.clock.advance(1000);
    const secret = await post(member, { body: 'Private take', og_url: PAGE, group_id: String(group.id) });
    t.clock.advance(1000);
    const direct = await post(tokens.alice, {
      body: 'Just between us',
      og_url: PAGE,
      direct_to_id: String(t.repo.userByEmail('bob@example.com')?.id),
    });
    const { id } = await lookup(PAGE, outsider);
    const seen = (await feed(id, outsider)).messages.map((m) => m.id);
    expect(seen).toContain(open.id);
    expect(seen).not.toContain(secret.id);
    expect(seen).not.toContain(direct.id);
    expect((await feed(id, tokens.bob)).messages.map((m) => m.id)).toContain(direct.id);
  });
});

describe('databases from before Open Graph objects', () => {
  it('gain a page for every attached Open Graph row, one per address and network', async () => {
    await post(tokens.alice, { body: 'One', og_url: PAGE });
    await post(tokens.bob, { body: 'Two', og_url: 'https://INTRANET.example.com/news/launch' });
    // Back to the old schema: no pages, no page_id column.
    t.db.exec(`DROP INDEX open_graph_objects_page; ALTER TABLE open_graph_objects DROP COLUMN page_id;
      DROP TABLE open_graph_pages;`);
    migrateOpenGraphPages(t.db);
    const rows = t.db.prepare('SELECT page_id FROM open_graph_objects').all() as { page_id: number | null }[];
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.page_id)).size).toBe(1);
    expect(rows[0]?.page_id).not.toBeNull();
    const { id } = await lookup(PAGE, tokens.alice);
    expect((await feed(id, tokens.alice)).messages).toHaveLength(2);
    migrateOpenGraphPages(t.db);
    expect((t.db.prepare('SELECT COUNT(*) AS n FROM open_graph_pages').get() as { n: number }).n).toBe(1);
  });
});
