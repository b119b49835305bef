import { beforeEach, describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../contract/messages';
import type { SearchResults } from '../../contract/social';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });
let corpId: number;
beforeEach(() => {
  corpId = t.repo.networkByPermalink('example.com')?.id ?? 0;
});

const search = async (query: string, as = tokens.alice) => {
  const response = await t.api(`/api/v1/search.json?${query}`, as);
  expect(response.status).toBe(200);
  return json<SearchResults>(response);
};
const form = (body: string) => ({
  method: 'POST',
  body,
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});
const post = async (text: string, as = tokens.alice) => {
  const response = await t.api('/api/v1/messages.json', as, form(`body=${encodeURIComponent(text)}`));
  expect(response.status).toBe(201);
  return (await json<FeedEnvelope>(response)).messages[0]?.id ?? 0;
};

describe('GET /search', () => {
  it('has the shape of api-shapes 8: counts, a nested feed envelope, users, groups, topics', async () => {
    const body = await search('search=thanks');
    expect(Object.keys(body).sort()).toEqual(['count', 'groups', 'messages', 'topics', 'users']);
    expect(Object.keys(body.count).sort()).toEqual(['groups', 'messages', 'topics', 'users']);
    expect(body.messages).toMatchObject({ meta: { feed_name: 'Search' }, threaded_extended: {} });
    expect(body.messages.messages.length).toBe(20);
    expect(body.count.messages).toBeGreaterThan(20);
    expect(body.messages.meta.older_available).toBe(true);
    const refs = new Set(body.messages.references.map((r) => `${r.type}:${r.id}`));
    for (const m of body.messages.messages) {
      expect(m.body.plain.toLowerCase()).toMatch(/\bthanks/);
      expect(refs).toContain(`user:${m.sender_id}`);
      expect(refs).toContain(`thread:${m.thread_id}`);
    }
    const ids = body.messages.messages.map((m) => m.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('pages 20 per type; num_per_page is capped at 20; counts are totals across pages', async () => {
    const first = await search('search=thanks');
    const total = first.count.messages;
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 20) + 1; page += 1) {
      const body = await search(`search=thanks&page=${page}`);
      expect(body.count.messages).toBe(total);
      seen.push(...body.messages.messages.map((m) => m.id));
      expect(body.messages.meta.older_available).toBe(page * 20 < total);
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total);
    expect((await search('search=thanks&num_per_page=5')).messages.messages).toHaveLength(5);
    expect((await search('search=thanks&num_per_page=100')).messages.messages).toHaveLength(20);
    const a = await search('search=a&num_per_page=100');
    expect(a.users.length).toBe(Math.min(20, a.count.users));
    expect(a.count.users).toBeGreaterThan(10);
    const secondPage = await search('search=a&num_per_page=5&page=2');
    expect(secondPage.users.map((u) => u.id)).toEqual(
      (await search('search=a&num_per_page=10')).users.slice(5).map((u) => u.id),
    );
  });

  it('finds users (names, username, email, job title), groups and topics with their full shapes', async () => {
    const people = await search('search=andersen');
    expect(people.users.map((u) => u.full_name)).toEqual(['Alice Andersen']);
    expect(people.users[0]).toMatchObject({
      type: 'user',
      admin: 'false',
      stats: expect.any(Object) as unknown,
    });
    const engineers = await search('search=engineer');
    expect(engineers.count.users).toBeGreaterThan(0);
    for (const u of engineers.users) expect((u.job_title ?? '').toLowerCase()).toContain('engineer');

    const groups = await search('search=guild');
    expect(groups.groups.map((g) => g.name)).toContain('design-guild');
    expect(groups.groups[0]).toMatchObject({
      type: 'group',
      show_in_directory: 'true',
      stats: expect.any(Object) as unknown,
    });
    const topics = await search('search=kudos');
    expect(topics.topics).toEqual([
      expect.objectContaining({
        type: 'topic',
        name: 'kudos',
        followers_count: 1,
        description: null,
      }) as unknown,
    ]);
    expect(topics.count.topics).toBe(1);
  });

  it('matches word prefixes and finds a new message at once', async () => {
    const id = await post('Quarterly zeppelin launch plans');
    expect((await search('search=zeppel')).messages.messages.map((m) => m.id)).toEqual([id]);
    expect((await search(`search=${encodeURIComponent('zepp launch')}`)).count.messages).toBe(1);
    expect((await search('search=zeppelins')).count.messages).toBe(0);
    expect((await search(`search=${encodeURIComponent('!!!')}`)).count).toEqual({
      messages: 0,
      groups: 0,
      topics: 0,
      users: 0,
    });
  });

  it('shows only what the caller may read: no private group they are not in, no one else’s conversation', async () => {
    const leadership = t.repo.groupsOfNetwork(corpId).find((g) => g.name === 'leadership-team');
    await t.api(
      '/api/v1/messages.json',
      tokens.alice,
      form(`body=Zanzibar+offsite&group_id=${leadership?.id ?? 0}`),
    );
    const carol = t.db
      .prepare("SELECT id FROM users WHERE email NOT IN ('alice@example.com', 'bob@example.com') LIMIT 1")
      .get() as { id: number };
    await t.api('/api/v1/messages.json', tokens.alice, form(`body=Zanzibar+secret&direct_to_id=${carol.id}`));
    const bob = t.tokenFor('bob@example.com');
    expect((await search('search=zanzibar', bob)).count.messages).toBe(0);
    expect((await search('search=zanzibar', tokens.alice)).count.messages).toBeGreaterThanOrEqual(2);
    expect((await search('search=leadership', bob)).groups).toEqual([]);
    expect((await search('search=leadership', tokens.alice)).groups.map((g) => g.name)).toEqual([
      'leadership-team',
    ]);

    const gone = await post('Ephemeral quokka');
    t.db.prepare('UPDATE messages SET deleted_at = 1 WHERE id = ?').run(gone);
    expect((await search('search=quokka')).count.messages).toBe(0);
  });

  it('searches the token’s network only', async () => {
    const partners = t.tokenFor('alice@example.com', 'partners');
    const body = await search('search=a', partners);
    const partnersId = t.repo.networkByPermalink('partners')?.id;
    for (const m of body.messages.messages) expect(m.network_id).toBe(partnersId);
    expect(body.users.every((u) => u.network_id === partnersId)).toBe(true);
    expect(body.count.users).toBeLessThanOrEqual(5);
  });

  it('model_types limits the types searched', async () => {
    const body = await search('search=a&model_types=USER,topic');
    expect(body.count.messages).toBe(0);
    expect(body.count.groups).toBe(0);
    expect(body.count.users).toBeGreaterThan(0);
    const bad = await t.api('/api/v1/search.json?search=a&model_types=PLANETS', tokens.alice);
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ error: { model_types: expect.any(Array) as unknown } });
  });

  it('400 names a missing search, a bad page or num_per_page', async () => {
    for (const [query, field] of [
      ['', 'search'],
      ['search=%20', 'search'],
      ['search=a&page=0', 'page'],
      ['search=a&page=two', 'page'],
      ['search=a&num_per_page=0', 'num_per_page'],
    ] as const) {
      const response = await t.api(`/api/v1/search.json?${query}`, tokens.alice);
      expect(response.status, query).toBe(400);
      expect(await json(response)).toMatchObject({ error: { [field]: expect.any(Array) as unknown } });
    }
    const far = await search('search=thanks&page=40');
    expect(far.messages.messages).toEqual([]);
    expect(far.messages.meta.older_available).toBe(false);
  });
});
