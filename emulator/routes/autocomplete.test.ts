import { describe, expect, it } from 'vitest';
import { RATE_LIMITED } from '../../contract/errors';
import type { AutocompleteResults } from '../../contract/social';
import { json, makeTestApp, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });

const JSON_ACCEPT = { Accept: 'application/json' };
const ranked = (query: string, as = tokens.alice, headers: Record<string, string> = JSON_ACCEPT) =>
  t.api(`/api/v1/autocomplete/ranked?${query}`, as, { headers });
const results = async (query: string, as = tokens.alice) => {
  const response = await ranked(query, as);
  expect(response.status).toBe(200);
  return json<AutocompleteResults>(response);
};
const names = (items: { full_name?: string; name: string }[] | undefined) =>
  (items ?? []).map((i) => i.full_name ?? i.name);

describe('GET /autocomplete/ranked: the rules of spec 4.11', () => {
  it('ranked.json is JSON by its suffix, whatever Accept says (the official Python client sends a wildcard)', async () => {
    for (const headers of [{}, { Accept: '*/*' }, { Accept: 'text/html' }] as Record<string, string>[]) {
      const response = await t.api('/api/v1/autocomplete/ranked.json?prefix=al&models=user:5', tokens.alice, {
        headers,
      });
      expect(response.status).toBe(200);
      expect(names((await json<{ user?: { name: string }[] }>(response)).user)).toContain('Alice Andersen');
    }
  });

  it('without the suffix, needs Accept: application/json (406 JSON otherwise)', async () => {
    for (const headers of [{}, { Accept: '*/*' }, { Accept: 'text/html' }] as Record<string, string>[]) {
      const response = await ranked('prefix=al&models=user:5', tokens.alice, headers);
      expect(response.status).toBe(406);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await json(response)).toMatchObject({ error: { code: 'not_acceptable' } });
    }
    const ok = await ranked('prefix=al&models=user:5', tokens.alice, {
      Accept: 'application/json, text/plain, */*',
    });
    expect(ok.status).toBe(200);
  });

  it('400 names a missing prefix or models', async () => {
    const noPrefix = await ranked('models=user:5');
    expect(noPrefix.status).toBe(400);
    expect(await json(noPrefix)).toMatchObject({ error: { prefix: ['is required'] } });
    const noModels = await ranked('prefix=al');
    expect(noModels.status).toBe(400);
    expect(await json(noModels)).toMatchObject({ error: { models: expect.any(Array) as unknown } });
    const neither = await ranked('');
    expect(neither.status).toBe(400);
    expect(await json(neither)).toMatchObject({
      error: { prefix: ['is required'], models: ['is required'] },
    });
    expect((await ranked('prefix=%20%20&models=user:5')).status).toBe(400);
  });

  it('400 names an unknown model or a bad count', async () => {
    for (const models of ['person:5', 'user:x', 'user:0', 'user', 'user:5:1', 'user:5,topic:-1']) {
      const response = await ranked(`prefix=al&models=${encodeURIComponent(models)}`);
      expect(response.status, models).toBe(400);
      const body = await json<{ error: { models: string[] } }>(response);
      expect(body.error.models[0]).toBeTruthy();
    }
    const unknown = await json<{ error: { message: string } }>(await ranked('prefix=al&models=person:5'));
    expect(unknown.error.message).toContain('person');
  });

  it('accepts at most 5 words', async () => {
    expect((await ranked(`prefix=${encodeURIComponent('a b c d e')}&models=user:5`)).status).toBe(200);
    const six = await ranked(`prefix=${encodeURIComponent('a b c d e f')}&models=user:5`);
    expect(six.status).toBe(400);
    expect(await json(six)).toMatchObject({
      error: { prefix: expect.any(Array) as unknown, code: 'too_many_words' },
    });
  });

  it('answers only the requested models, honouring each count; other allowed models are empty', async () => {
    const one = await results('prefix=a&models=user:2');
    expect(Object.keys(one)).toEqual(['user']);
    expect(one.user).toHaveLength(2);
    const many = await results('prefix=a&models=user:99999');
    expect((many.user ?? []).length).toBeLessThanOrEqual(50);
    expect((many.user ?? []).length).toBeGreaterThan(2);
    const mixed = await results('prefix=e&models=user:1,group:1,topic:3,file:4,department:2');
    expect(Object.keys(mixed).sort()).toEqual(['department', 'file', 'group', 'topic', 'user']);
    expect(mixed.user).toHaveLength(1);
    expect(mixed.group).toHaveLength(1);
    expect(mixed.file).toEqual([]);
    expect(mixed.department).toEqual([]);
  });
});

describe('GET /autocomplete/ranked: matching and shapes', () => {
  it('matches users by full name parts, username and email; items carry photo, not mugshot_url', async () => {
    const byFirst = await results('prefix=ali&models=user:5');
    expect(names(byFirst.user)).toContain('Alice Andersen');
    const both = await results(`prefix=${encodeURIComponent('alice and')}&models=user:5`);
    expect(names(both.user)).toEqual(['Alice Andersen']);
    expect(names((await results('prefix=barn&models=user:5')).user)).toContain('Bob Barnes');
    expect(names((await results('prefix=bob%40exa&models=user:5')).user)).toEqual(['Bob Barnes']);
    expect(names((await results('prefix=%40bob&models=user:5')).user)).toContain('Bob Barnes');
    const username = t.db
      .prepare("SELECT name, full_name FROM users WHERE name LIKE '%.%' LIMIT 1")
      .get() as {
      name: string;
      full_name: string;
    };
    const partial = username.name.slice(0, username.name.indexOf('.') + 2);
    expect(names((await results(`prefix=${partial}&models=user:5`)).user)).toContain(username.full_name);
    expect((await results('prefix=zzzz&models=user:5')).user).toEqual([]);

    const [alice] = (await results('prefix=alice&models=user:1')).user ?? [];
    expect(alice).toMatchObject({
      type: 'user',
      name: 'alice',
      full_name: 'Alice Andersen',
      email: 'alice@example.com',
      network_name: 'Example Corp',
      ranking: 1,
      photo: expect.stringContaining('/mugshot/images/48x48/') as unknown,
      mugshot_url_template: expect.stringContaining('{width}x{height}') as unknown,
      web_url: expect.stringContaining('/users/alice') as unknown,
    });
    expect(alice).not.toHaveProperty('mugshot_url');
  });

  it('matches groups (private ones only for members) and topics, with their shapes', async () => {
    const groups = (await results('prefix=eng&models=group:5')).group ?? [];
    expect(groups.map((g) => g.name)).toContain('engineering');
    expect(groups[0]).toMatchObject({
      type: 'group',
      photo: expect.any(String) as unknown,
      ranking: expect.any(Number) as unknown,
      ranking_index: '0',
      current_user_can_post: true,
      show_in_directory: true,
      private: false,
    });
    const forAlice = await results('prefix=leader&models=group:5');
    expect(forAlice.group?.map((g) => g.name)).toEqual(['leadership-team']);
    expect(forAlice.group?.[0]?.private).toBe(true);
    const forBob = await results('prefix=leader&models=group:5', t.tokenFor('bob@example.com'));
    expect(forBob.group).toEqual([]);

    const topics = (await results('prefix=%23kud&models=topic:5')).topic ?? [];
    expect(topics).toHaveLength(1);
    expect(topics[0]).toMatchObject({
      type: 'topic',
      name: 'kudos',
      ranking: 1,
      url: expect.any(String) as unknown,
    });
  });

  it('is its own rate-limit group: 10 requests in 10 s', async () => {
    const limited = makeTestApp();
    const token2 = limited.tokenFor('alice@example.com');
    const call = () =>
      limited.api('/api/v1/autocomplete/ranked?prefix=a&models=user:1', token2, { headers: JSON_ACCEPT });
    for (let i = 0; i < 10; i += 1) expect((await call()).status).toBe(200);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(RATE_LIMITED);
    expect((await limited.api('/api/v1/users/current.json', token2)).status).toBe(200);
    limited.clock.advance(10_001);
    expect((await call()).status).toBe(200);
    limited.close();
  });
});
