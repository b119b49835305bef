import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/users';
import { json, outsiderToken, useTestApp } from '../test/test-app';
import { usersHelpers, WIRE_DATE } from './users-test-support';

const FIXTURES = '/work/shared/reference/fixtures';

const { t, tokens } = useTestApp(
  { rateLimits: false },
  { alice: 'alice@example.com', admin: 'admin@example.com' },
);
const { corpId, idOf, count } = usersHelpers(t);

describe('GET /users (spec 4.6)', () => {
  it('is a bare array of full users, 50 a page, alphabetical by username', async () => {
    const page1 = await json<User[]>(await t.api('/api/v1/users.json', tokens.alice));
    const page2 = await json<User[]>(await t.api('/api/v1/users?page=2', tokens.alice));
    const page3 = await json<User[]>(await t.api('/api/v1/users?page=3', tokens.alice));
    expect(Array.isArray(page1)).toBe(true);
    expect(page1).toHaveLength(50);
    const members = count(
      "SELECT COUNT(*) AS n FROM network_members WHERE network_id = ? AND state = 'active'",
      corpId(),
    );
    expect(page1.length + page2.length + page3.length).toBe(members);
    const names = [...page1, ...page2, ...page3].map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(new Set(names).size).toBe(names.length);
    expect(page1[0]).toMatchObject({ type: 'user', state: 'active', network_name: 'Example Corp' });
    expect(page1[0]?.activated_at).toMatch(WIRE_DATE);
    expect(await json(await t.api('/api/v1/users.json?page=9', tokens.alice))).toEqual([]);
  });

  it('letter keeps usernames starting with it; reverse flips the order', async () => {
    const a = await json<User[]>(await t.api('/api/v1/users.json?letter=A', tokens.alice));
    expect(a.length).toBeGreaterThan(1);
    for (const u of a) expect(u.name.startsWith('a')).toBe(true);
    const reversed = await json<User[]>(
      await t.api('/api/v1/users.json?letter=a&reverse=TRUE', tokens.alice),
    );
    expect(reversed.map((u) => u.id)).toEqual(a.map((u) => u.id).reverse());
  });

  it('sort_by=messages and followers put the most first', async () => {
    const byMessages = await json<User[]>(await t.api('/api/v1/users.json?sort_by=messages', tokens.alice));
    const updates = byMessages.map((u) => u.stats.updates);
    expect(updates).toEqual([...updates].sort((x, y) => y - x));
    const top = byMessages[0];
    expect(top?.stats.updates).toBe(
      count(
        'SELECT COUNT(*) AS n FROM messages WHERE sender_id = ? AND network_id = ? AND deleted_at IS NULL',
        top?.id,
        corpId(),
      ),
    );
    const byFollowers = await json<User[]>(
      await t.api('/api/v1/users.json?sort_by=followers&reverse=true', tokens.alice),
    );
    const followers = byFollowers.map((u) => u.stats.followers);
    expect(followers).toEqual([...followers].sort((x, y) => x - y));
  });

  it('rejects a malformed letter, sort_by or page with 400 naming the field', async () => {
    for (const [query, field] of [
      ['letter=ab', 'letter'],
      ['sort_by=age', 'sort_by'],
      ['page=x', 'page'],
    ] as const) {
      const response = await t.api(`/api/v1/users.json?${query}`, tokens.alice);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: { [field]: [expect.any(String)] } });
    }
  });
});

describe('GET /users/current and /users/ID', () => {
  it('current has every key of the recorded users/current.json', async () => {
    const ours = await json(await t.api('/api/v1/users/current.json', tokens.alice));
    const recorded = JSON.parse(readFileSync(`${FIXTURES}/user-current.json`, 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
    for (const key of Object.keys(recorded)) expect(ours, key).toHaveProperty(key);
    const prefs = ours.web_preferences as Record<string, unknown>;
    for (const key of Object.keys(recorded.web_preferences ?? {})) expect(prefs, key).toHaveProperty(key);
    expect(ours).toMatchObject({
      name: 'alice',
      state: 'active',
      verified_admin: 'false',
      can_broadcast: 'false',
      contact: { im: { provider: '', username: '' }, email_addresses: [{ type: 'primary' }] },
    });
    expect(prefs.dismissed_invite_tooltip_at).toMatch(WIRE_DATE);
  });

  it('include_followed_tags and include_followed_users list what the caller follows in subscriptions', async () => {
    const alice = t.repo.userByEmail('alice@example.com');
    if (!alice) throw new Error('no alice');
    const topicIds = t.repo.followedIds(alice.id, 'topic');
    expect(topicIds.length).toBeGreaterThan(0);
    const plain = await json(await t.api('/api/v1/users/current.json', tokens.alice));
    expect(plain).not.toHaveProperty('subscriptions');

    const tags = await json(
      await t.api('/api/v1/users/current.json?include_followed_tags=true', tokens.alice),
    );
    const subs = tags.subscriptions as { type: string; id: number; name: string }[];
    expect(subs.map((s) => s.id)).toEqual(topicIds);
    expect(subs.every((s) => s.type === 'topic' && s.name.length > 0)).toBe(true);

    const both = await json(
      await t.api(
        '/api/v1/users/current.json?include_followed_tags=1&include_followed_users=1',
        tokens.alice,
      ),
    );
    const types = new Set((both.subscriptions as { type: string }[]).map((s) => s.type));
    expect(types).toEqual(new Set(['user', 'topic']));
  });

  it('stats count the user’s messages and followers/following active in the network', async () => {
    const bob = idOf('bob@example.com');
    const user = await json<User>(await t.api(`/api/v1/users/${String(bob)}.json`, tokens.alice));
    const followers = count(
      "SELECT COUNT(*) AS n FROM follows WHERE target_type = 'user' AND target_id = ?",
      bob,
    );
    expect(user.stats.followers).toBe(followers);
    expect(user.stats.following).toBe(
      count("SELECT COUNT(*) AS n FROM follows WHERE target_type = 'user' AND follower_id = ?", bob),
    );
    // A suspended follower no longer counts.
    const follower = t.db
      .prepare<[number, number], { follower_id: number }>(
        "SELECT follower_id FROM follows WHERE target_type = 'user' AND target_id = ? AND follower_id <> ? LIMIT 1",
      )
      .get(bob, idOf('admin@example.com'));
    expect(
      (await t.api(`/api/v1/users/${String(follower?.follower_id)}`, tokens.admin, { method: 'DELETE' }))
        .status,
    ).toBe(200);
    const after = await json<User>(await t.api(`/api/v1/users/${String(bob)}.json`, tokens.alice));
    expect(after.stats.followers).toBe(followers - 1);
  });

  it('answers 404 for an unknown id, someone of another network or a non-numeric id', async () => {
    expect((await t.api('/api/v1/users/123.json', tokens.alice)).status).toBe(404);
    const partner = idOf('priya@northwind.example');
    const stranger = partner || (t.db.prepare('SELECT MAX(id) AS n FROM users').get() as { n: number }).n;
    expect((await t.api(`/api/v1/users/${String(stranger)}.json`, tokens.alice)).status).toBe(404);
    expect((await t.api('/api/v1/users/abc.json', tokens.alice)).status).toBe(404);
  });
});

describe('GET /users/by_email', () => {
  it('is an array with that member, whatever the case of the address', async () => {
    const found = await json<User[]>(
      await t.api('/api/v1/users/by_email.json?email=BOB@example.com', tokens.alice),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'bob', type: 'user' });
  });

  it('404 when nobody in the network has it; 400 without email', async () => {
    const missing = await t.api('/api/v1/users/by_email.json?email=nobody@example.com', tokens.alice);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
    const outsider = t.db
      .prepare<[], { email: string }>(
        "SELECT u.email FROM users u JOIN network_members nm ON nm.user_id = u.id JOIN networks n ON n.id = nm.network_id WHERE n.permalink = 'partners' AND nm.is_primary = 1 LIMIT 1",
      )
      .get();
    expect(
      (await t.api(`/api/v1/users/by_email.json?email=${outsider?.email ?? ''}`, tokens.alice)).status,
    ).toBe(404);
    const none = await t.api('/api/v1/users/by_email.json', tokens.alice);
    expect(none.status).toBe(400);
    expect(await json(none)).toMatchObject({ error: { email: [expect.any(String)] } });
  });
});

describe('GET /users/in_group/ID', () => {
  const groupOf = (privacy: string) =>
    t.db
      .prepare<[number, string], { id: number }>(
        'SELECT id FROM groups WHERE network_id = ? AND privacy = ? ORDER BY id LIMIT 1',
      )
      .get(corpId(), privacy)?.id ?? 0;

  it('lists the members as {users, more_available}', async () => {
    const group = groupOf('public');
    const body = await json<{ users: User[]; more_available: boolean }>(
      await t.api(`/api/v1/users/in_group/${String(group)}.json`, tokens.alice),
    );
    const members = t.db
      .prepare<[number], { user_id: number }>('SELECT user_id FROM group_members WHERE group_id = ?')
      .all(group)
      .map((r) => r.user_id);
    expect(body.more_available).toBe(members.length > 50);
    expect(body.users.map((u) => u.id).sort()).toEqual(members.sort().slice(0, 50));
    const page2 = await json<{ users: User[] }>(
      await t.api(`/api/v1/users/in_group/${String(group)}?page=2`, tokens.alice),
    );
    expect(page2.users).toEqual([]);
  });

  it('a private group’s members are visible to its members only; unknown group 404', async () => {
    const group = groupOf('private');
    const member = t.db
      .prepare<[number], { email: string }>(
        'SELECT u.email FROM group_members gm JOIN users u ON u.id = gm.user_id WHERE gm.group_id = ? LIMIT 1',
      )
      .get(group);
    const ok = await t.api(`/api/v1/users/in_group/${String(group)}.json`, t.tokenFor(member?.email ?? ''));
    expect(ok.status).toBe(200);
    const denied = await t.api(
      `/api/v1/users/in_group/${String(group)}.json`,
      outsiderToken(t, corpId(), group),
    );
    expect(denied.status).toBe(403);
    expect(await json(denied)).toMatchObject({ error: { code: 'forbidden' } });
    expect((await t.api('/api/v1/users/in_group/42.json', tokens.alice)).status).toBe(404);
  });
});
