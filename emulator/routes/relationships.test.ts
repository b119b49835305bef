import { describe, expect, it } from 'vitest';
import type { Network } from '../../contract/networks';
import { json, useTestApp } from '../test/test-app';
import { NEW_STARTERS } from '../seed/new-starters';

const { t, tokens } = useTestApp(
  { rateLimits: false },
  { alice: 'alice@example.com', admin: 'admin@example.com' },
);

interface ShortUser {
  id: number;
  type: string;
  name: string;
  full_name: string;
  job_title: string;
  email: string;
}
interface Relationships {
  superiors: ShortUser[];
  subordinates: ShortUser[];
  colleagues: ShortUser[];
}

const corpId = () => t.repo.networkByPermalink('example.com')?.id ?? 0;
const idOf = (email: string) => t.repo.userByEmail(email)?.id ?? 0;
const rows = () =>
  (t.db.prepare('SELECT COUNT(*) AS n FROM org_reports').get() as { n: number }).n +
  (t.db.prepare('SELECT COUNT(*) AS n FROM org_colleagues').get() as { n: number }).n;
const relationships = async (token: string, query = '') =>
  json<Relationships>(await t.api(`/api/v1/relationships.json${query}`, token));
const post = (token: string, body: string) =>
  t.api('/api/v1/relationships.json', token, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
/** Active Example Corp people outside alice's current org chart. */
const strangers = async (n: number, exclude: number[] = []) => {
  const mine = await relationships(tokens.alice);
  const taken = new Set([...mine.superiors, ...mine.subordinates, ...mine.colleagues].map((u) => u.id));
  for (const id of [idOf('alice@example.com'), ...exclude]) taken.add(id);
  return t.db
    .prepare<[number], { id: number; email: string }>(
      `SELECT u.id, u.email FROM users u JOIN network_members nm ON nm.user_id = u.id
       WHERE nm.network_id = ? AND nm.state = 'active' ORDER BY u.id`,
    )
    .all(corpId())
    .filter((u) => !taken.has(u.id))
    .slice(0, n);
};

describe('the seeded org chart of Example Corp', () => {
  it('has a CEO, department heads reporting to them, and everyone else but the new starters with one superior', () => {
    const members = t.db
      .prepare<[number], { id: number; job_title: string }>(
        `SELECT u.id, u.job_title FROM users u JOIN network_members nm ON nm.user_id = u.id
         WHERE nm.network_id = ? AND nm.state = 'active'`,
      )
      .all(corpId());
    const ceo = members.filter((m) => m.job_title === 'Chief Executive Officer');
    expect(ceo).toHaveLength(1);
    const starters = new Set(NEW_STARTERS.map((p) => t.repo.userByEmail(p.email)?.id));
    for (const member of members) {
      const superiors = t.repo.relationshipsOf(corpId(), member.id).superiors;
      const expected = member.id === ceo[0]?.id || starters.has(member.id) ? 0 : 1;
      expect(superiors, String(member.id)).toHaveLength(expected);
    }
  });

  it('the network says the org chart is enabled', async () => {
    const networks = await json<Network[]>(await t.api('/api/v1/networks/current.json', tokens.alice));
    expect(networks[0]).toMatchObject({ name: 'Example Corp', is_org_chart_enabled: true });
  });
});

describe('GET /relationships', () => {
  it('is {superiors, subordinates, colleagues} of short users, the current user by default', async () => {
    const mine = await relationships(tokens.alice);
    expect(Object.keys(mine).sort()).toEqual(['colleagues', 'subordinates', 'superiors']);
    expect(mine.superiors).toHaveLength(1);
    expect(mine.superiors[0]).toMatchObject({ type: 'user', job_title: 'Chief Executive Officer' });
    expect(mine.subordinates.length).toBeGreaterThan(0);
    expect(mine.colleagues.length).toBeGreaterThan(0);
    for (const key of [
      'id',
      'type',
      'name',
      'full_name',
      'job_title',
      'state',
      'url',
      'web_url',
      'mugshot_url',
      'mugshot_url_template',
      'stats',
      'activated_at',
    ]) {
      expect(mine.subordinates[0], key).toHaveProperty(key);
    }
  });

  it('user_id shows another person’s; each side sees the other; unknown user_id is 404', async () => {
    const bob = idOf('bob@example.com');
    const bobs = await relationships(tokens.alice, `?user_id=${String(bob)}`);
    expect(bobs.subordinates).toHaveLength(2);
    const report = bobs.subordinates[0];
    const theirs = await relationships(tokens.alice, `?user_id=${String(report?.id)}`);
    expect(theirs.superiors.map((u) => u.id)).toEqual([bob]);
    const missing = await t.api('/api/v1/relationships.json?user_id=12345', tokens.alice);
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ error: { user_id: [expect.any(String)] } });
  });
});

describe('POST /relationships', () => {
  it('adds several of each type by email in one request: 201, stored, seen from both sides', async () => {
    const [a, b, c, d] = await strangers(4);
    const response = await post(
      tokens.alice,
      `subordinate=${a?.email ?? ''}&subordinate=${b?.email ?? ''}&colleague=${c?.email ?? ''}&superior=${d?.email ?? ''}`,
    );
    expect(response.status).toBe(201);
    const body = await json<Relationships>(response);
    const me = idOf('alice@example.com');
    expect(body.subordinates.map((u) => u.id)).toEqual(expect.arrayContaining([a?.id, b?.id]));
    expect(body.colleagues.map((u) => u.id)).toContain(c?.id);
    expect(body.superiors.map((u) => u.id)).toContain(d?.id);
    expect(t.repo.hasRelationship(corpId(), me, a?.id ?? 0, 'subordinate')).toBe(true);
    expect(t.repo.hasRelationship(corpId(), a?.id ?? 0, me, 'superior')).toBe(true);
    expect(t.repo.hasRelationship(corpId(), c?.id ?? 0, me, 'colleague')).toBe(true);
    // Sending the same again adds nothing (200) and creates no duplicates.
    const before = rows();
    const again = await t.api('/api/v1/relationships', tokens.alice, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ subordinate: [a?.email, b?.email] }),
    });
    expect(again.status).toBe(200);
    expect(rows()).toBe(before);
  });

  it('an unknown or malformed address is a 400 naming it, and nothing is added', async () => {
    const [a] = await strangers(1);
    const before = rows();
    const unknown = await post(tokens.alice, `subordinate=${a?.email ?? ''}&colleague=ghost@example.com`);
    expect(unknown.status).toBe(400);
    const body = await json<{ error: { colleague: string[]; message: string } }>(unknown);
    expect(body.error.colleague[0]).toContain('ghost@example.com');
    expect(body.error.message).toContain('ghost@example.com');
    expect((await post(tokens.alice, 'superior=not-an-email')).status).toBe(400);
    expect(await json(await post(tokens.alice, ''))).toMatchObject({
      error: { subordinate: [expect.any(String)] },
    });
    expect((await post(tokens.alice, 'colleague=alice@example.com')).status).toBe(400);
    expect(rows()).toBe(before);
  });

  it('refuses one person both above and below the same user', async () => {
    const mine = await relationships(tokens.alice);
    const report = mine.subordinates[0];
    const response = await post(tokens.alice, `superior=${report?.email ?? ''}`);
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: { superior: [expect.any(String)] } });
  });

  it('user_id edits another user: 403 for others, allowed for a verified admin', async () => {
    const bob = idOf('bob@example.com');
    const [a, b] = await strangers(2, [bob]);
    const before = rows();
    const denied = await post(tokens.alice, `user_id=${String(bob)}&colleague=${a?.email ?? ''}`);
    expect(denied.status).toBe(403);
    expect(rows()).toBe(before);
    const ok = await post(tokens.admin, `user_id=${String(bob)}&colleague=${a?.email ?? ''}`);
    expect(ok.status).toBe(201);
    expect(t.repo.hasRelationship(corpId(), bob, a?.id ?? 0, 'colleague')).toBe(true);
    // Bob may edit his own with his own id.
    const own = await post(
      t.tokenFor('bob@example.com'),
      `user_id=${String(bob)}&colleague=${b?.email ?? ''}`,
    );
    expect(own.status).toBe(201);
  });
});

describe('DELETE /relationships/ID?type=', () => {
  it('removes user ID as that type of the current user: 200 with what is left; 404 the second time', async () => {
    const me = idOf('alice@example.com');
    const report = (await relationships(tokens.alice)).subordinates[0]?.id ?? 0;
    const response = await t.api(
      `/api/v1/relationships/${String(report)}.json?type=subordinate`,
      tokens.alice,
      {
        method: 'DELETE',
      },
    );
    expect(response.status).toBe(200);
    expect((await json<Relationships>(response)).subordinates.map((u) => u.id)).not.toContain(report);
    expect(t.repo.hasRelationship(corpId(), me, report, 'subordinate')).toBe(false);
    expect(
      (
        await t.api(`/api/v1/relationships/${String(report)}?type=subordinate`, tokens.alice, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(404);
  });

  it('works as POST with _method=DELETE, for colleagues in both directions', async () => {
    const me = idOf('alice@example.com');
    const colleague = (await relationships(tokens.alice)).colleagues[0]?.id ?? 0;
    const response = await t.api(`/api/v1/relationships/${String(colleague)}.json`, tokens.alice, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '_method=DELETE&type=colleague',
    });
    expect(response.status).toBe(200);
    expect(t.repo.hasRelationship(corpId(), me, colleague, 'colleague')).toBe(false);
    expect(t.repo.hasRelationship(corpId(), colleague, me, 'colleague')).toBe(false);
  });

  it('400 for a missing or invalid type, 404 for an unknown user, 403 for another’s chart', async () => {
    const superior = (await relationships(tokens.alice)).superiors[0]?.id ?? 0;
    for (const query of ['', '?type=boss']) {
      const response = await t.api(`/api/v1/relationships/${String(superior)}.json${query}`, tokens.alice, {
        method: 'DELETE',
      });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: { type: [expect.any(String)] } });
    }
    expect(
      (await t.api('/api/v1/relationships/999.json?type=superior', tokens.alice, { method: 'DELETE' }))
        .status,
    ).toBe(404);
    const bob = idOf('bob@example.com');
    const bobsBoss = (await relationships(tokens.alice, `?user_id=${String(bob)}`)).superiors[0]?.id ?? 0;
    const denied = await t.api(
      `/api/v1/relationships/${String(bobsBoss)}.json?type=superior&user_id=${String(bob)}`,
      tokens.alice,
      { method: 'DELETE' },
    );
    expect(denied.status).toBe(403);
    expect(t.repo.hasRelationship(corpId(), bob, bobsBoss, 'superior')).toBe(true);
  });
});
