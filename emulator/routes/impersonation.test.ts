import { describe, expect, it } from 'vitest';
import type { AccessToken } from '../../contract/oauth';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp(
  { rateLimits: false },
  { alice: 'alice@example.com', admin: 'admin@example.com' },
);

const WIRE_DATE = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \+0000$/;
const idOf = (email: string) => t.repo.userByEmail(email)?.id ?? 0;
const tokenCount = () => (t.db.prepare('SELECT COUNT(*) AS n FROM tokens').get() as { n: number }).n;
const TOKEN_KEYS = [
  'token',
  'user_id',
  'network_id',
  'network_name',
  'network_permalink',
  'expires_at',
  'authorized_at',
  'created_at',
  'view_subscriptions',
  'modify_subscriptions',
  'view_messages',
  'modify_messages',
  'view_members',
  'view_tags',
  'view_groups',
];

describe('GET /oauth/tokens (spec 5.4, api-shapes 15.3)', () => {
  it('a bare array of the caller’s tokens, one per network, generated when needed', async () => {
    const before = tokenCount();
    const listed = await json<AccessToken[]>(await t.api('/api/v1/oauth/tokens.json', tokens.alice));
    expect(listed.map((x) => x.network_permalink)).toEqual(['example.com', 'partners']);
    for (const token of listed) {
      for (const key of TOKEN_KEYS) expect(token, key).toHaveProperty(key);
      expect(token.user_id).toBe(idOf('alice@example.com'));
      expect(token.authorized_at).toMatch(WIRE_DATE);
      expect(token.expires_at).toBeNull();
    }
    expect(listed[0]?.token).toBe(tokens.alice);
    expect(listed[0]).toMatchObject({ network_primary: true });
    // The Partners token was created now (one new row) and works there.
    expect(tokenCount()).toBe(before + 1);
    const partners = await t.api('/api/v1/users/current.json', listed[1]?.token ?? '');
    expect(await json(partners)).toMatchObject({ network_name: 'Partners' });
    // Asking again creates nothing.
    await t.api('/api/v1/oauth/tokens.json', tokens.alice);
    expect(tokenCount()).toBe(before + 1);
  });

  it('a verified admin passes user_id and consumer_key to get another user’s tokens', async () => {
    const bob = idOf('bob@example.com');
    const response = await t.api(
      `/api/v1/oauth/tokens.json?user_id=${String(bob)}&consumer_key=commons-demo`,
      tokens.admin,
    );
    expect(response.status).toBe(200);
    const listed = await json<AccessToken[]>(response);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ user_id: bob, network_permalink: 'example.com' });
    const me = await json(await t.api('/api/v1/users/current.json', listed[0]?.token ?? ''));
    expect(me).toMatchObject({ id: bob });
    // alice also belongs to Partners, where the admin is not: only the Example Corp token comes back.
    const aliceTokens = await json<AccessToken[]>(
      await t.api(
        `/api/v1/oauth/tokens?user_id=${String(idOf('alice@example.com'))}&consumer_key=commons-demo`,
        tokens.admin,
      ),
    );
    expect(aliceTokens.map((x) => x.network_permalink)).toEqual(['example.com']);
  });

  it('a non-admin passing them gets 403; an admin missing one gets 400 naming it', async () => {
    const bob = idOf('bob@example.com');
    const before = tokenCount();
    for (const query of [`user_id=${String(bob)}&consumer_key=commons-demo`, `user_id=${String(bob)}`]) {
      const denied = await t.api(`/api/v1/oauth/tokens.json?${query}`, tokens.alice);
      expect(denied.status).toBe(403);
      expect(await json(denied)).toMatchObject({ error: { code: 'forbidden' } });
    }
    const noKey = await t.api(`/api/v1/oauth/tokens.json?user_id=${String(bob)}`, tokens.admin);
    expect(noKey.status).toBe(400);
    expect(await json(noKey)).toMatchObject({ error: { consumer_key: [expect.any(String)] } });
    const noUser = await t.api('/api/v1/oauth/tokens.json?consumer_key=commons-demo', tokens.admin);
    expect(noUser.status).toBe(400);
    expect(await json(noUser)).toMatchObject({ error: { user_id: [expect.any(String)] } });
    const unknownApp = await t.api(
      `/api/v1/oauth/tokens.json?user_id=${String(bob)}&consumer_key=nope`,
      tokens.admin,
    );
    expect(unknownApp.status).toBe(404);
    expect(tokenCount()).toBe(before);
  });
});

describe('POST /oauth (spec 5.4)', () => {
  it('gives a verified admin one preauthorized token for user_id and consumer_key', async () => {
    const bob = idOf('bob@example.com');
    const before = tokenCount();
    const response = await t.api('/api/v1/oauth.json', tokens.admin, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_id: String(bob), consumer_key: 'commons-demo' }),
    });
    expect(response.status).toBe(201);
    const token = await json<AccessToken>(response);
    for (const key of TOKEN_KEYS) expect(token, key).toHaveProperty(key);
    expect(token).toMatchObject({
      user_id: bob,
      network_permalink: 'example.com',
      network_name: 'Example Corp',
    });
    expect(tokenCount()).toBe(before + 1);
    expect(await json(await t.api('/api/v1/users/current.json', token.token))).toMatchObject({ id: bob });
    // The grant exists now: the same token again, 200, nothing created.
    const again = await t.api(
      `/api/v1/oauth?user_id=${String(bob)}&consumer_key=commons-demo`,
      tokens.admin,
      {
        method: 'POST',
      },
    );
    expect(again.status).toBe(200);
    expect((await json<AccessToken>(again)).token).toBe(token.token);
    expect(tokenCount()).toBe(before + 1);
  });

  it('403 for anyone else; 400 naming a missing parameter; 404 for an unknown user', async () => {
    const bob = idOf('bob@example.com');
    const post = (token: string, body: string) =>
      t.api('/api/v1/oauth.json', token, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
    expect((await post(tokens.alice, `user_id=${String(bob)}&consumer_key=commons-demo`)).status).toBe(403);
    const noUser = await post(tokens.admin, 'consumer_key=commons-demo');
    expect(noUser.status).toBe(400);
    expect(await json(noUser)).toMatchObject({ error: { user_id: [expect.any(String)] } });
    const noKey = await post(tokens.admin, `user_id=${String(bob)}`);
    expect(noKey.status).toBe(400);
    expect(await json(noKey)).toMatchObject({ error: { consumer_key: [expect.any(String)] } });
    expect((await post(tokens.admin, 'user_id=77&consumer_key=commons-demo')).status).toBe(404);
    expect((await t.api('/api/v1/oauth.json', tokens.admin)).status).toBe(405);
  });
});
