import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });

interface FollowList {
  users: { type: string; id: number; name: string; stats: Record<string, number> }[];
  more_available: boolean;
  meta: { followed_user_ids: number[] };
}

const id = (email: string) => t.repo.userByEmail(email)?.id ?? 0;
const corp = () => t.repo.networkByPermalink('example.com')?.id ?? 0;
const followersInDb = (userId: number) =>
  (
    t.db
      .prepare(
        `SELECT f.follower_id AS id FROM follows f JOIN network_members nm ON nm.user_id = f.follower_id
         AND nm.network_id = ? AND nm.state = 'active' WHERE f.target_type = 'user' AND f.target_id = ?`,
      )
      .all(corp(), userId) as { id: number }[]
  )
    .map((r) => r.id)
    .sort();

describe('GET /users/following/ID and /users/followed_by/ID (api-shapes 5.1)', () => {
  it('whom a user follows, as {users, more_available, meta.followed_user_ids} of short users', async () => {
    const response = await t.api(
      `/api/v1/users/following/${String(id('alice@example.com'))}.json`,
      tokens.alice,
    );
    expect(response.status).toBe(200);
    const body = await json<FollowList>(response);
    const followed = t.repo.followedUserIds(id('alice@example.com'));
    expect(body.users.map((u) => u.id).sort()).toEqual([...followed].sort());
    expect(body.users[0]).toMatchObject({ type: 'user', stats: expect.any(Object) as unknown });
    expect(body.more_available).toBe(false);
    expect(body.meta.followed_user_ids).toEqual(followed);
  });

  it('who follows a user; a new follow shows at once; a suspended follower does not', async () => {
    const bob = id('bob@example.com');
    const before = await json<FollowList>(
      await t.api(`/api/v1/users/followed_by/${String(bob)}`, tokens.alice),
    );
    expect(before.users.map((u) => u.id).sort()).toEqual(followersInDb(bob));
    const admin = t.tokenFor('admin@example.com');
    await t.api('/api/v1/subscriptions.json', admin, {
      method: 'DELETE',
      body: new URLSearchParams({ target_type: 'user', target_id: String(bob) }),
    });
    const followed = await t.api('/api/v1/subscriptions.json', admin, {
      method: 'POST',
      body: new URLSearchParams({ target_type: 'user', target_id: String(bob) }),
    });
    expect(followed.status).toBe(201);
    const after = await json<FollowList>(
      await t.api(`/api/v1/users/followed_by/${String(bob)}.json`, tokens.alice),
    );
    expect(after.users.map((u) => u.id)).toContain(id('admin@example.com'));
    const follower = after.users.find(
      (u) => u.id !== id('admin@example.com') && u.id !== id('alice@example.com'),
    );
    expect(follower).toBeDefined();
    if (follower) {
      t.db
        .prepare("UPDATE network_members SET state = 'suspended' WHERE user_id = ? AND network_id = ?")
        .run(follower.id, corp());
      const later = await json<FollowList>(
        await t.api(`/api/v1/users/followed_by/${String(bob)}.json`, tokens.alice),
      );
      expect(later.users.map((u) => u.id)).not.toContain(follower.id);
    }
  });

  it('pages by 50; 404 JSON for an unknown user; 400 naming page', async () => {
    const bob = id('bob@example.com');
    const page2 = await json<FollowList>(
      await t.api(`/api/v1/users/followed_by/${String(bob)}.json?page=2`, tokens.alice),
    );
    expect(page2).toMatchObject({ users: [], more_available: false });
    const unknown = await t.api('/api/v1/users/following/999999999.json', tokens.alice);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'not_found' } });
    const bad = await t.api(`/api/v1/users/following/${String(bob)}.json?page=0`, tokens.alice);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { page: expect.any(Array) as unknown } });
  });
});
