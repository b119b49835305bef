import { beforeEach, describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../contract/messages';
import type { Subscription } from '../../contract/social';
import type { UserRow } from '../db/repository';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });
let alice: UserRow;
let corpId: number;
beforeEach(() => {
  const user = t.repo.userByEmail('alice@example.com');
  if (!user) throw new Error('no alice');
  alice = user;
  corpId = t.repo.networkByPermalink('example.com')?.id ?? 0;
});

const WIRE_DATE = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \+0000$/;
const follows = (type: string, id: number, follower = alice.id) =>
  (
    t.db
      .prepare(
        'SELECT COUNT(*) AS n FROM follows WHERE follower_id = ? AND target_type = ? AND target_id = ?',
      )
      .get(follower, type, id) as { n: number }
  ).n;

/** A member of Example Corp whom alice does not follow. */
function notFollowed(): UserRow {
  const followed = new Set(t.repo.followedUserIds(alice.id));
  const row = t.db
    .prepare(
      `SELECT u.* FROM users u JOIN network_members nm ON nm.user_id = u.id
       WHERE nm.network_id = ? AND u.id <> ? ORDER BY u.id`,
    )
    .all(corpId, alice.id)
    .find((u) => !followed.has((u as UserRow).id)) as UserRow | undefined;
  if (!row) throw new Error('alice follows everyone');
  return row;
}

const subscribe = (params: Record<string, string | number>, method = 'POST', as = tokens.alice) =>
  t.api('/api/v1/subscriptions.json', as, {
    method,
    body: JSON.stringify(params),
    headers: { 'Content-Type': 'application/json' },
  });

const topicId = (name: string) => t.repo.topicByName(corpId, name)?.id ?? 0;

describe('GET /subscriptions/to_user|to_topic|to_thread/ID', () => {
  it('answers 200 with a small body when following, 404 JSON when not', async () => {
    const followed = t.repo.followedUserIds(alice.id)[0] ?? 0;
    const yes = await t.api(`/api/v1/subscriptions/to_user/${followed}.json`, tokens.alice);
    expect(yes.status).toBe(200);
    const body = await json<Subscription>(yes);
    expect(body).toMatchObject({
      type: 'subscription',
      follower_id: alice.id,
      target_type: 'user',
      target_id: followed,
    });
    expect(body.created_at).toMatch(WIRE_DATE);
    const no = await t.api(`/api/v1/subscriptions/to_user/${notFollowed().id}`, tokens.alice);
    expect(no.status).toBe(404);
    expect(no.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await json(no)).toMatchObject({ error: { code: 'not_found' } });
    expect((await t.api('/api/v1/subscriptions/to_user/12345.json', tokens.alice)).status).toBe(404);
  });

  it('checks topics (and the legacy to_tag) and threads the seed has alice follow', async () => {
    expect((await t.api(`/api/v1/subscriptions/to_topic/${topicId('okr')}.json`, tokens.alice)).status).toBe(
      200,
    );
    expect((await t.api(`/api/v1/subscriptions/to_tag/${topicId('okr')}.json`, tokens.alice)).status).toBe(
      200,
    );
    expect(
      (await t.api(`/api/v1/subscriptions/to_topic/${topicId('kudos')}.json`, tokens.alice)).status,
    ).toBe(404);
    const bob = t.repo.userByEmail('bob@example.com')?.id ?? 0;
    const [thread] = t.repo.threadsStartedBy(corpId, bob, 1);
    expect((await t.api(`/api/v1/subscriptions/to_thread/${thread ?? 0}.json`, tokens.alice)).status).toBe(
      200,
    );
    const other = t.repo.threadsStartedBy(corpId, bob, 10)[9] ?? 0;
    expect((await t.api(`/api/v1/subscriptions/to_thread/${other}.json`, tokens.alice)).status).toBe(404);
  });

  it('in a community set to follow everyone, to_user and to_thread are always 404; to_topic answers normally', async () => {
    const partners = t.repo.networkByPermalink('partners');
    expect(partners && t.repo.followsEveryone(partners.id)).toBe(true);
    expect(t.repo.followsEveryone(corpId)).toBe(false);
    const asPartner = t.tokenFor('alice@example.com', 'partners');
    const priya = t.repo.userByEmail('priya@northwind.example')?.id ?? 0;
    expect((await subscribe({ target_type: 'user', target_id: priya }, 'POST', asPartner)).status).toBe(201);
    expect(follows('user', priya)).toBe(1);
    expect((await t.api(`/api/v1/subscriptions/to_user/${priya}.json`, asPartner)).status).toBe(404);

    const starter = t.db
      .prepare('SELECT id FROM messages WHERE network_id = ? AND id = thread_id AND privacy = ? LIMIT 1')
      .get(partners?.id, 'public') as { id: number };
    expect(
      (await subscribe({ target_type: 'thread', target_id: starter.id }, 'POST', asPartner)).status,
    ).toBe(201);
    expect((await t.api(`/api/v1/subscriptions/to_thread/${starter.id}.json`, asPartner)).status).toBe(404);

    const topic = { id: t.repo.topicByName(partners?.id ?? 0, 'roadmap')?.id ?? 0 };
    expect((await t.api(`/api/v1/subscriptions/to_topic/${topic.id}.json`, asPartner)).status).toBe(404);
    expect((await subscribe({ target_type: 'tag', target_id: topic.id }, 'POST', asPartner)).status).toBe(
      201,
    );
    expect((await t.api(`/api/v1/subscriptions/to_topic/${topic.id}.json`, asPartner)).status).toBe(200);
  });
});

describe('POST /subscriptions', () => {
  it('follows a user (201), once (then 200), with a notification and updated stats', async () => {
    const target = notFollowed();
    const before = await json<{ stats: { followers: number } }>(
      await t.api(`/api/v1/users/${target.id}`, tokens.alice),
    );
    const created = await subscribe({ target_type: 'user', target_id: target.id });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({
      type: 'subscription',
      target_type: 'user',
      target_id: target.id,
    });
    expect(follows('user', target.id)).toBe(1);
    const again = await subscribe({ target_type: 'user', target_id: target.id });
    expect(again.status).toBe(200);
    expect(follows('user', target.id)).toBe(1);
    const after = await json<{ stats: { followers: number } }>(
      await t.api(`/api/v1/users/${target.id}`, tokens.alice),
    );
    expect(after.stats.followers).toBe(before.stats.followers + 1);
    expect((await t.api(`/api/v1/subscriptions/to_user/${target.id}`, tokens.alice)).status).toBe(200);
    const notes = t.db
      .prepare("SELECT * FROM notifications WHERE category = 'follow' AND user_id = ? AND actor_id = ?")
      .all(target.id, alice.id);
    expect(notes).toHaveLength(1);
  });

  it('follows a topic as tag or topic (stored as topic) and a thread', async () => {
    const kudos = topicId('kudos');
    expect((await subscribe({ target_type: 'tag', target_id: kudos })).status).toBe(201);
    expect(follows('topic', kudos)).toBe(1);
    expect((await subscribe({ target_type: 'topic', target_id: kudos })).status).toBe(200);
    expect(follows('topic', kudos)).toBe(1);
    const thread = t.db
      .prepare(
        "SELECT id FROM messages WHERE network_id = ? AND id = thread_id AND privacy = 'public' LIMIT 1",
      )
      .get(corpId) as { id: number };
    expect((await subscribe({ target_type: 'thread', target_id: thread.id })).status).toBe(201);
    expect(follows('thread', thread.id)).toBe(1);
  });

  it('takes the parameters as a form, in the query string or as multipart alike', async () => {
    const [a, b, c] = [topicId('kudos'), topicId('wellbeing'), topicId('allhands')];
    const form = await t.api('/api/v1/subscriptions', tokens.alice, {
      method: 'POST',
      body: `target_type=tag&target_id=${a}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const query = await t.api(`/api/v1/subscriptions?target_type=tag&target_id=${b}`, tokens.alice, {
      method: 'POST',
    });
    const data = new FormData();
    data.append('target_type', 'tag');
    data.append('target_id', String(c));
    const multipart = await t.api('/api/v1/subscriptions.json', tokens.alice, { method: 'POST', body: data });
    expect([form.status, query.status, multipart.status]).toEqual([201, 201, 201]);
    expect([follows('topic', a), follows('topic', b), follows('topic', c)]).toEqual([1, 1, 1]);
  });

  it('400 names the missing or malformed parameter; unknown targets are 404; following yourself is 400', async () => {
    const before = (t.db.prepare('SELECT COUNT(*) AS n FROM follows').get() as { n: number }).n;
    const both = await subscribe({});
    expect(both.status).toBe(400);
    expect(await json(both)).toMatchObject({
      error: { target_type: ['is required'], target_id: ['is required'] },
    });
    const noType = await subscribe({ target_id: 1 });
    expect(noType.status).toBe(400);
    expect(await json(noType)).toMatchObject({ error: { target_type: expect.any(Array) as unknown } });
    const noId = await subscribe({ target_type: 'user' });
    expect(noId.status).toBe(400);
    expect(await json(noId)).toMatchObject({ error: { target_id: ['is required'] } });
    const badType = await subscribe({ target_type: 'planet', target_id: 1 });
    expect(badType.status).toBe(400);
    expect(await json(badType)).toMatchObject({ error: { target_type: expect.any(Array) as unknown } });
    const badId = await subscribe({ target_type: 'user', target_id: 'x1' });
    expect(badId.status).toBe(400);
    expect(await json(badId)).toMatchObject({ error: { target_id: ['must be a numeric id'] } });
    for (const type of ['user', 'tag', 'thread']) {
      expect((await subscribe({ target_type: type, target_id: 424242 })).status).toBe(404);
    }
    const self = await subscribe({ target_type: 'user', target_id: alice.id });
    expect(self.status).toBe(400);
    expect(await json(self)).toMatchObject({ error: { target_id: ['you cannot follow yourself'] } });
    expect((t.db.prepare('SELECT COUNT(*) AS n FROM follows').get() as { n: number }).n).toBe(before);
  });

  it('a private thread the caller cannot see is 404', async () => {
    const bob = t.tokenFor('bob@example.com');
    const leadership = t.repo.groupsOfNetwork(corpId).find((g) => g.name === 'leadership-team');
    const secret = t.db
      .prepare('SELECT id FROM messages WHERE group_id = ? AND id = thread_id LIMIT 1')
      .get(leadership?.id) as { id: number };
    expect((await subscribe({ target_type: 'thread', target_id: secret.id }, 'POST', bob)).status).toBe(404);
  });
});

describe('DELETE /subscriptions', () => {
  it('unfollows with 200 and an empty body; again is still 200; _method=DELETE works', async () => {
    const followed = t.repo.followedUserIds(alice.id)[0] ?? 0;
    const response = await subscribe({ target_type: 'user', target_id: followed }, 'DELETE');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(follows('user', followed)).toBe(0);
    expect((await subscribe({ target_type: 'user', target_id: followed }, 'DELETE')).status).toBe(200);
    expect((await t.api(`/api/v1/subscriptions/to_user/${followed}`, tokens.alice)).status).toBe(404);

    const okr = topicId('okr');
    const override = await t.api('/api/v1/subscriptions', tokens.alice, {
      method: 'POST',
      body: `_method=DELETE&target_type=tag&target_id=${okr}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(override.status).toBe(200);
    expect(follows('topic', okr)).toBe(0);
    expect((await subscribe({ target_type: 'user' }, 'DELETE')).status).toBe(400);
    expect((await subscribe({ target_type: 'user', target_id: 777 }, 'DELETE')).status).toBe(404);
  });
});

describe('the following feed reflects subscriptions', () => {
  const following = async () =>
    (
      await json<FeedEnvelope>(await t.api('/api/v1/messages/following.json?limit=50', tokens.alice))
    ).messages.map((m) => m.id);
  const postAs = async (email: string, body: string, extra = '') => {
    const response = await t.api(`/api/v1/messages.json${extra}`, t.tokenFor(email), {
      method: 'POST',
      body: `body=${encodeURIComponent(body)}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(201);
    return (await json<FeedEnvelope>(response)).messages[0]?.id ?? 0;
  };

  it('of a user, a topic and a thread', async () => {
    const author = notFollowed();
    const fromUser = await postAs(author.email, 'Status update from someone alice does not follow');
    expect(await following()).not.toContain(fromUser);
    await subscribe({ target_type: 'user', target_id: author.id });
    expect(await following()).toContain(fromUser);

    const other = notFollowed();
    const aboutTopic = await postAs(other.email, 'Thoughts on #zebrafish');
    expect(await following()).not.toContain(aboutTopic);
    await subscribe({ target_type: 'tag', target_id: t.repo.topicByName(corpId, 'zebrafish')?.id ?? 0 });
    expect(await following()).toContain(aboutTopic);

    const starter = await postAs(other.email, 'A thread to watch');
    expect(await following()).not.toContain(starter);
    await subscribe({ target_type: 'thread', target_id: starter });
    expect(await following()).toContain(starter);
  });
});
