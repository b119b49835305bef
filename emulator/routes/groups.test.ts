import { beforeEach, describe, expect, it } from 'vitest';
import type { Group } from '../../contract/groups';
import type { GroupRow } from '../db/repository';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });
let aliceId: number;
let corpId: number;
beforeEach(() => {
  aliceId = t.repo.userByEmail('alice@example.com')?.id ?? 0;
  corpId = t.repo.networkByPermalink('example.com')?.id ?? 0;
});

const WIRE_DATE = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \+0000$/;
const groups = () => t.repo.groupsOfNetwork(corpId);
const memberCount = (groupId: number) =>
  (t.db.prepare('SELECT COUNT(*) AS n FROM group_members WHERE group_id = ?').get(groupId) as { n: number })
    .n;
const groupCount = () => (t.db.prepare('SELECT COUNT(*) AS n FROM groups').get() as { n: number }).n;

/** A group of Example Corp with the given privacy that the user (alice) is, or is not, a member of. */
function seededGroup(privacy: 'public' | 'private', member: boolean, userId = aliceId): GroupRow {
  const group = groups().find((g) => g.privacy === privacy && t.repo.isGroupMember(g.id, userId) === member);
  if (!group) throw new Error(`the seed has no ${privacy} group with member=${String(member)}`);
  return group;
}
/** bob is in neither private group of the seed (alice is in both). */
const bobId = () => t.repo.userByEmail('bob@example.com')?.id ?? 0;

const post = (path: string, body: Record<string, string>, as = tokens.alice) =>
  t.api(path, as, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });

describe('GET /groups', () => {
  it('is a bare array of full groups with string show_in_directory; private ones only for members', async () => {
    const response = await t.api('/api/v1/groups.json', tokens.alice);
    expect(response.status).toBe(200);
    const list = await json<Group[]>(response);
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((g) => g.id)).toContain(seededGroup('private', true).id);
    const bobs = await json<Group[]>(await t.api('/api/v1/groups.json', t.tokenFor('bob@example.com')));
    expect(bobs.map((g) => g.id)).not.toContain(seededGroup('private', false, bobId()).id);
    for (const group of list) {
      expect(group).toMatchObject({ type: 'group', network_id: corpId, show_in_directory: 'true' });
      expect(group.created_at).toMatch(WIRE_DATE);
      expect(group.stats.members).toBe(memberCount(group.id));
    }
  });

  it('mine=1 lists only the caller’s groups; page 2 is empty (50 per page)', async () => {
    const mine = await json<Group[]>(await t.api('/api/v1/groups?mine=1', tokens.alice));
    expect(mine.map((g) => g.id).sort()).toEqual(
      t.repo
        .groupIdsOfUser(aliceId)
        .filter((id) => groups().some((g) => g.id === id))
        .sort(),
    );
    expect(await json<Group[]>(await t.api('/api/v1/groups.json?page=2', tokens.alice))).toEqual([]);
  });
});

describe('GET /groups/ID', () => {
  it('answers a full group; 403 for a private group to a non-member; 404 for an unknown id', async () => {
    const open = seededGroup('public', false);
    const one = await t.api(`/api/v1/groups/${open.id}.json`, tokens.alice);
    expect(one.status).toBe(200);
    expect(await json(one)).toMatchObject({ id: open.id, name: open.name, show_in_directory: 'true' });

    const closed = seededGroup('private', false, bobId());
    const denied = await t.api(`/api/v1/groups/${closed.id}`, t.tokenFor('bob@example.com'));
    expect(denied.status).toBe(403);
    expect(await json(denied)).toMatchObject({ error: { code: 'forbidden' } });
    expect((await t.api(`/api/v1/groups/${closed.id}`, tokens.alice)).status).toBe(200);

    const missing = await t.api('/api/v1/groups/999.json', tokens.alice);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('a group of another network is 404', async () => {
    const partners = t.repo.networkByPermalink('partners')?.id ?? 0;
    const other = t.repo.groupsOfNetwork(partners)[0];
    expect((await t.api(`/api/v1/groups/${other?.id ?? 0}.json`, tokens.alice)).status).toBe(404);
  });
});

describe('POST /groups', () => {
  it('creates a group (201) whose creator is a member and admin', async () => {
    const before = groupCount();
    const response = await post('/api/v1/groups.json', {
      name: 'Rust Guild',
      description: 'Ferris fans',
      private: 'false',
    });
    expect(response.status).toBe(201);
    const group = await json<Group>(response);
    expect(group).toMatchObject({
      type: 'group',
      name: 'rust-guild',
      full_name: 'Rust Guild',
      description: 'Ferris fans',
      privacy: 'public',
      show_in_directory: 'true',
      creator_id: aliceId,
      stats: { members: 1, updates: 0, last_message_id: null, last_message_at: null },
    });
    expect(groupCount()).toBe(before + 1);
    expect(t.repo.groupMembership(group.id, aliceId)).toMatchObject({ admin: 1 });
    expect((await t.api(`/api/v1/groups/${group.id}`, tokens.alice)).status).toBe(200);
  });

  it('private=true makes a private group, listed for its creator only', async () => {
    const created = await json<Group>(await post('/api/v1/groups', { name: 'Skunkworks', private: 'true' }));
    expect(created.privacy).toBe('private');
    expect(t.repo.groupById(created.id)?.privacy).toBe('private');
    const bob = t.tokenFor('bob@example.com');
    const bobs = await json<Group[]>(await t.api('/api/v1/groups.json', bob));
    expect(bobs.map((g) => g.id)).not.toContain(created.id);
    expect((await t.api(`/api/v1/groups/${created.id}`, bob)).status).toBe(403);
  });

  it('show_in_directory=false keeps a public group out of other people’s list', async () => {
    const created = await json<Group>(
      await post('/api/v1/groups', { name: 'Quiet Corner', show_in_directory: 'false' }),
    );
    expect(created.show_in_directory).toBe('false');
    expect(t.repo.groupById(created.id)?.show_in_directory).toBe(0);
    const mine = await json<Group[]>(await t.api('/api/v1/groups.json', tokens.alice));
    expect(mine.map((g) => g.id)).toContain(created.id);
    const bobs = await json<Group[]>(await t.api('/api/v1/groups.json', t.tokenFor('bob@example.com')));
    expect(bobs.map((g) => g.id)).not.toContain(created.id);
    expect((await t.api(`/api/v1/groups/${created.id}`, t.tokenFor('bob@example.com'))).status).toBe(200);
  });

  it('accepts a urlencoded form, multipart and the query string alike, creating one group each', async () => {
    const before = groupCount();
    const form = await t.api('/api/v1/groups', tokens.alice, {
      method: 'POST',
      body: 'name=Form+Group',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const data = new FormData();
    data.append('name', 'Multipart Group');
    const multipart = await t.api('/api/v1/groups.json', tokens.alice, { method: 'POST', body: data });
    const query = await t.api('/api/v1/groups.json?name=Query%20Group', tokens.alice, { method: 'POST' });
    expect([form.status, multipart.status, query.status]).toEqual([201, 201, 201]);
    expect(groupCount()).toBe(before + 3);
  });

  it('rejects a missing name, a duplicate name and a malformed private flag with 400 naming the field', async () => {
    const before = groupCount();
    const missing = await post('/api/v1/groups.json', { description: 'no name' });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({ error: { name: ['is required'] } });

    const existing = seededGroup('public', true);
    for (const name of [existing.full_name.toUpperCase(), existing.name]) {
      const duplicate = await post('/api/v1/groups.json', { name });
      expect(duplicate.status).toBe(400);
      expect(await json(duplicate)).toMatchObject({ error: { code: 'taken' } });
    }
    const flag = await post('/api/v1/groups.json', { name: 'Flaggy', private: 'maybe' });
    expect(flag.status).toBe(400);
    expect(await json(flag)).toMatchObject({ error: { private: ['must be true or false'] } });
    const long = await post('/api/v1/groups.json', { name: 'x'.repeat(51) });
    expect(long.status).toBe(400);
    expect(groupCount()).toBe(before);
  });
});

describe('POST and DELETE /group_memberships', () => {
  it('joins a public group (201), idempotently (200), and tells the group admins', async () => {
    const group = seededGroup('public', false);
    const before = memberCount(group.id);
    const joined = await t.api(`/api/v1/group_memberships.json?group_id=${group.id}`, tokens.alice, {
      method: 'POST',
    });
    expect(joined.status).toBe(201);
    expect(await json(joined)).toMatchObject({
      type: 'group_membership',
      group_id: group.id,
      user_id: aliceId,
      admin: 'false',
      group: { id: group.id, stats: { members: before + 1 } },
    });
    expect(t.repo.isGroupMember(group.id, aliceId)).toBe(true);
    const again = await post('/api/v1/group_memberships', { group_id: String(group.id) });
    expect(again.status).toBe(200);
    expect(memberCount(group.id)).toBe(before + 1);

    const notified = t.db
      .prepare(
        "SELECT user_id FROM notifications WHERE category = 'group_join' AND actor_id = ? AND group_id = ?",
      )
      .all(aliceId, group.id) as { user_id: number }[];
    expect(notified.map((n) => n.user_id).sort()).toEqual(t.repo.groupAdminIds(group.id));
    const listed = await json<Group>(await t.api(`/api/v1/groups/${group.id}`, tokens.alice));
    expect(listed.stats.members).toBe(before + 1);
  });

  it('a private group cannot be joined directly (403), and nothing changes', async () => {
    const group = seededGroup('private', false, bobId());
    const before = memberCount(group.id);
    const bob = t.tokenFor('bob@example.com');
    const response = await t.api(`/api/v1/group_memberships?group_id=${group.id}`, bob, { method: 'POST' });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ error: { code: 'forbidden' } });
    expect(memberCount(group.id)).toBe(before);
  });

  it('leaves with 200 and an empty body, also through _method=DELETE; leaving twice is still 200', async () => {
    const group = seededGroup('public', true);
    const before = memberCount(group.id);
    const left = await t.api(`/api/v1/group_memberships.json?group_id=${group.id}`, tokens.alice, {
      method: 'DELETE',
    });
    expect(left.status).toBe(200);
    expect(await left.text()).toBe('');
    expect(t.repo.isGroupMember(group.id, aliceId)).toBe(false);
    expect(memberCount(group.id)).toBe(before - 1);
    expect(
      (await t.api(`/api/v1/group_memberships?group_id=${group.id}`, tokens.alice, { method: 'DELETE' }))
        .status,
    ).toBe(200);

    await post('/api/v1/group_memberships', { group_id: String(group.id) });
    expect(t.repo.isGroupMember(group.id, aliceId)).toBe(true);
    const override = await t.api('/api/v1/group_memberships', tokens.alice, {
      method: 'POST',
      body: `_method=DELETE&group_id=${group.id}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(override.status).toBe(200);
    expect(t.repo.isGroupMember(group.id, aliceId)).toBe(false);
  });

  it('answers 404 for an unknown group and 400 naming group_id when it is missing or malformed', async () => {
    for (const method of ['POST', 'DELETE']) {
      expect((await t.api('/api/v1/group_memberships?group_id=999', tokens.alice, { method })).status).toBe(
        404,
      );
      const missing = await t.api('/api/v1/group_memberships', tokens.alice, { method });
      expect(missing.status).toBe(400);
      expect(await json(missing)).toMatchObject({ error: { group_id: ['is required'] } });
      const malformed = await t.api('/api/v1/group_memberships?group_id=abc', tokens.alice, { method });
      expect(malformed.status).toBe(400);
      expect(await json(malformed)).toMatchObject({ error: { group_id: ['must be a numeric id'] } });
    }
  });
});

describe('GET /groups/for_user/ID', () => {
  it('lists a user’s groups, hiding private groups the caller is not in', async () => {
    const bob = t.repo.userByEmail('bob@example.com');
    const list = await json<Group[]>(
      await t.api(`/api/v1/groups/for_user/${bob?.id ?? 0}.json`, tokens.alice),
    );
    const mine = new Set(t.repo.groupIdsOfUser(aliceId));
    for (const group of list) {
      expect(t.repo.isGroupMember(group.id, bob?.id ?? 0)).toBe(true);
      if (group.privacy === 'private') expect(mine.has(group.id)).toBe(true);
    }
    expect((await t.api('/api/v1/groups/for_user/1.json', tokens.alice)).status).toBe(404);
  });
});
