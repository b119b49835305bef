import { beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITED } from '../../contract/errors';
import type { FeedEnvelope } from '../../contract/messages';
import type { NotificationsFeed } from '../../contract/social';
import { json, makeTestApp, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp(
  { rateLimits: false },
  { alice: 'alice@example.com', bob: 'bob@example.com' },
);
let aliceId: number;
let bobId: number;
let corpId: number;
beforeEach(() => {
  aliceId = t.repo.userByEmail('alice@example.com')?.id ?? 0;
  bobId = t.repo.userByEmail('bob@example.com')?.id ?? 0;
  corpId = t.repo.networkByPermalink('example.com')?.id ?? 0;
});

const WIRE_DATE = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \+0000$/;
const feed = async (query = '', as = tokens.alice) => {
  const response = await t.api(`/api/v1/streams/notifications.json${query}`, as);
  expect(response.status).toBe(200);
  return json<NotificationsFeed>(response);
};
const unseen = (userId = aliceId) => t.repo.unseenNotificationCount(userId, corpId);
const form = (body: string) => ({
  method: 'POST',
  body,
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});
/** A public message of alice's with no likes from bob. */
const alicesMessage = () =>
  (
    t.db
      .prepare(
        `SELECT id FROM messages WHERE sender_id = ? AND network_id = ? AND privacy = 'public' AND id NOT IN
         (SELECT message_id FROM likes WHERE user_id = ?) ORDER BY id DESC LIMIT 1`,
      )
      .get(aliceId, corpId, bobId) as { id: number }
  ).id;

describe('GET /streams/notifications', () => {
  it('has items, references and meta; every object resolves in references', async () => {
    const body = await feed();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(20);
    expect(body.meta).toMatchObject({ current_user_id: aliceId, requested_poll_interval: 60 });
    const refs = new Set(body.references.map((r) => `${r.type}:${r.id}`));
    for (const item of body.items) {
      expect(item).toMatchObject({ type: 'notification', actor: { type: 'user' } });
      expect(typeof item.id).toBe('number');
      expect(typeof item.unseen).toBe('boolean');
      expect(item.created_at).toMatch(WIRE_DATE);
      expect(['reply', 'thread_reply', 'mention', 'like', 'follow', 'group_join']).toContain(item.category);
      expect(item.text.length).toBeGreaterThan(0);
      expect(refs).toContain(`user:${item.actor?.id}`);
      for (const object of item.objects) expect(refs).toContain(`${object.type}:${object.id}`);
    }
    const times = body.items.map((i) => i.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('the seed leaves 3 unseen; reading the newest page marks them all viewed', async () => {
    expect(unseen()).toBe(3);
    const first = await feed();
    expect(first.meta.unseen_count).toBe(3);
    expect(first.items.filter((i) => i.unseen)).toHaveLength(3);
    expect(first.items.slice(0, 3).every((i) => i.unseen)).toBe(true);
    expect(unseen()).toBe(0);
    const second = await feed();
    expect(second.meta.unseen_count).toBe(0);
    expect(second.items.some((i) => i.unseen)).toBe(false);
  });

  it('pages with older_than and limit without repeating or skipping; older_available is exact', async () => {
    const total = (
      t.db
        .prepare('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND network_id = ?')
        .get(aliceId, corpId) as { n: number }
    ).n;
    const seen: number[] = [];
    let query = '?limit=7';
    for (let i = 0; i < 100; i += 1) {
      const page = await feed(query);
      expect(page.items.length).toBeLessThanOrEqual(7);
      seen.push(...page.items.map((item) => item.id));
      const last = page.items[page.items.length - 1];
      if (!page.meta.older_available || !last) break;
      query = `?limit=7&older_than=${last.id}`;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total);
    expect((await feed('?limit=500')).items.length).toBe(Math.min(50, total));
    const bad = await t.api('/api/v1/streams/notifications.json?older_than=abc', tokens.alice);
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ error: { older_than: expect.any(Array) as unknown } });
  });

  it('is its own rate-limit group: 10 requests in 30 s, others unaffected', async () => {
    const limited = makeTestApp();
    const token = limited.tokenFor('alice@example.com');
    for (let i = 0; i < 10; i += 1) {
      expect((await limited.api('/api/v1/streams/notifications.json', token)).status).toBe(200);
    }
    const refused = await limited.api('/api/v1/streams/notifications', token);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(RATE_LIMITED);
    expect((await limited.api('/api/v1/users/current.json', token)).status).toBe(200);
    expect((await limited.api('/api/v1/messages.json?limit=1', token)).status).toBe(200);
    limited.clock.advance(30_001);
    expect((await limited.api('/api/v1/streams/notifications.json', token)).status).toBe(200);
    limited.close();
  });
});

describe('notifications come from real events', () => {
  it('a reply, a mention, a like, a follow and a group join each notify; the badge counts them', async () => {
    await feed(); // start from zero unseen
    const target = alicesMessage();
    expect(
      (await t.api('/api/v1/messages.json', tokens.bob, form(`body=Agreed&replied_to_id=${target}`))).status,
    ).toBe(201);
    expect(
      (await t.api('/api/v1/messages.json', tokens.bob, form('body=Ping+%40alice+about+this'))).status,
    ).toBe(201);
    expect(
      (
        await t.api(`/api/v1/messages/liked_by/current.json?message_id=${target}`, tokens.bob, {
          method: 'POST',
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.api('/api/v1/subscriptions', tokens.bob, form(`target_type=user&target_id=${aliceId}`)))
        .status,
    ).toBe(201);
    const group = await json<{ id: number }>(
      await t.api('/api/v1/groups.json', tokens.alice, form('name=Alice+Fans')),
    );
    expect(
      (await t.api(`/api/v1/group_memberships?group_id=${group.id}`, tokens.bob, { method: 'POST' })).status,
    ).toBe(201);

    expect(unseen()).toBe(5);
    const body = await feed();
    const newest = body.items.slice(0, 5);
    expect(newest.map((i) => i.category).sort()).toEqual([
      'follow',
      'group_join',
      'like',
      'mention',
      'reply',
    ]);
    for (const item of newest) {
      expect(item.unseen).toBe(true);
      expect(item.actor?.id).toBe(bobId);
    }
    expect(newest.find((i) => i.category === 'like')?.objects).toContainEqual({
      type: 'message',
      id: target,
    });
    expect(newest.find((i) => i.category === 'group_join')?.objects).toEqual([
      { type: 'group', id: group.id },
    ]);
    expect(newest.find((i) => i.category === 'like')?.text).toBe('Bob Barnes liked your message');
    expect(unseen()).toBe(0);
  });

  it('a reply deep in alice’s thread notifies her as the thread starter', async () => {
    const starter = (
      t.db
        .prepare(
          "SELECT id FROM messages WHERE sender_id = ? AND id = thread_id AND privacy = 'public' LIMIT 1",
        )
        .get(aliceId) as { id: number }
    ).id;
    const admin = t.tokenFor('admin@example.com');
    const first = await json<FeedEnvelope>(
      await t.api('/api/v1/messages.json', admin, form(`body=First&replied_to_id=${starter}`)),
    );
    await t.api(
      '/api/v1/messages.json',
      tokens.bob,
      form(`body=Second&replied_to_id=${first.messages[0]?.id ?? 0}`),
    );
    const rows = t.db
      .prepare('SELECT category, actor_id FROM notifications WHERE user_id = ? ORDER BY id DESC LIMIT 2')
      .all(aliceId);
    expect(rows).toEqual([
      { category: 'thread_reply', actor_id: bobId },
      { category: 'reply', actor_id: t.repo.userByEmail('admin@example.com')?.id },
    ]);
  });

  it('an unlike withdraws the like; liking or replying to yourself notifies nobody', async () => {
    await feed();
    const target = alicesMessage();
    await t.api(`/api/v1/messages/liked_by/current.json?message_id=${target}`, tokens.bob, {
      method: 'POST',
    });
    expect(unseen()).toBe(1);
    await t.api(`/api/v1/messages/liked_by/current.json?message_id=${target}`, tokens.bob, {
      method: 'DELETE',
    });
    expect(unseen()).toBe(0);
    const own = await json<FeedEnvelope>(
      await t.api('/api/v1/messages.json', tokens.alice, form('body=Note+to+self')),
    );
    const ownId = own.messages[0]?.id ?? 0;
    const before = (t.db.prepare('SELECT COUNT(*) AS n FROM notifications').get() as { n: number }).n;
    await t.api(`/api/v1/messages/liked_by/current.json?message_id=${ownId}`, tokens.alice, {
      method: 'POST',
    });
    await t.api('/api/v1/messages.json', tokens.alice, form(`body=Me+again&replied_to_id=${ownId}`));
    expect(t.repo.likersOf([ownId]).get(ownId)).toHaveLength(1);
    expect((t.db.prepare('SELECT COUNT(*) AS n FROM notifications').get() as { n: number }).n).toBe(before);
  });

  it('never shows what the reader cannot see: a mention in a private group, a deleted message', async () => {
    await feed(undefined, tokens.bob);
    const leadership = t.repo.groupsOfNetwork(corpId).find((g) => g.name === 'leadership-team');
    const secret = await t.api(
      '/api/v1/messages.json',
      tokens.alice,
      form(`body=Do+not+tell+%40bob&group_id=${leadership?.id ?? 0}`),
    );
    expect(secret.status).toBe(201);
    expect(unseen(bobId)).toBe(0);
    expect(
      (await feed(undefined, tokens.bob)).items.some(
        (i) => i.category === 'mention' && i.actor?.id === aliceId,
      ),
    ).toBe(false);

    const shown = await json<FeedEnvelope>(
      await t.api('/api/v1/messages.json', tokens.alice, form('body=Hi+%40bob')),
    );
    expect(unseen(bobId)).toBe(1);
    t.db.prepare('UPDATE messages SET deleted_at = 1 WHERE id = ?').run(shown.messages[0]?.id);
    expect(unseen(bobId)).toBe(0);
  });

  it('are per network: alice’s Partners notifications stay in Partners', async () => {
    const partners = t.repo.networkByPermalink('partners')?.id ?? 0;
    const body = await feed('', t.tokenFor('alice@example.com', 'partners'));
    for (const item of body.items) {
      const row = t.db.prepare('SELECT network_id FROM notifications WHERE id = ?').get(item.id) as {
        network_id: number;
      };
      expect(row.network_id).toBe(partners);
    }
  });
});
