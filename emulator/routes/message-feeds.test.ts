import { describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../contract/messages';
import { VISIBLE_SQL } from '../db/feed-streams';
import type { ThreadedMode } from '../db/repository';
import { json, outsiderToken, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });

const corpId = () => t.repo.networkByPermalink('example.com')?.id ?? 0;
const userId = (email: string) => t.repo.userByEmail(email)?.id ?? 0;
const feed = async (path: string, token = tokens.alice) => {
  const response = await t.api(path, token);
  expect(response.status, path).toBe(200);
  return json<FeedEnvelope>(response);
};

/**
 * The meaning of the sparse feeds, written as one plain scan (how the foundation first computed them):
 * the stream merge of feed-streams.ts must give exactly these pages.
 */
const NAIVE: Record<'following' | 'received' | 'private', string> = {
  following: `(m.sender_id = @viewerId
    OR m.sender_id IN (SELECT target_id FROM follows WHERE follower_id = @viewerId AND target_type = 'user')
    OR m.thread_id IN (SELECT target_id FROM follows WHERE follower_id = @viewerId AND target_type = 'thread')
    OR m.group_id IN (SELECT group_id FROM group_members WHERE user_id = @viewerId)
    OR m.id IN (SELECT mt.message_id FROM message_topics mt JOIN follows f ON f.target_id = mt.topic_id
                AND f.target_type = 'topic' AND f.follower_id = @viewerId)
    OR m.direct = 1)`,
  received: `m.sender_id <> @viewerId AND (m.direct = 1
    OR m.id IN (SELECT message_id FROM message_mentions WHERE user_id = @viewerId)
    OR m.replied_to_id IN (SELECT id FROM messages WHERE sender_id = @viewerId))`,
  private: 'm.direct = 1',
};

function naivePage(kind: keyof typeof NAIVE, viewerId: number, threaded: ThreadedMode, upper: number) {
  const extended = threaded === 'extended';
  const key = extended ? 't.last_message_id' : 'm.id';
  const sql = `SELECT m.id FROM messages m JOIN threads t ON t.id = m.thread_id
    WHERE ${VISIBLE_SQL} AND ${NAIVE[kind]} ${threaded === 'none' ? '' : 'AND m.id = m.thread_id'}
      AND ${key} < @upper ORDER BY ${key} DESC LIMIT 21`;
  const ids = (t.db.prepare(sql).all({ networkId: corpId(), viewerId, upper }) as { id: number }[]).map(
    (r) => r.id,
  );
  return { ids: ids.slice(0, 20), more: ids.length > 20 };
}

describe('sparse feeds (following, received, private) match their definition', () => {
  it('for every member, every mode, over several pages, also after writes and a delete', async () => {
    // Some writes first: a follow of a thread and a topic, a reply to alice, a deletion.
    const aliceId = userId('alice@example.com');
    const page = await feed('/api/v1/messages.json?limit=3');
    const [first, second] = page.messages;
    t.repo.follow(aliceId, 'thread', first?.thread_id ?? 0, t.clock.now());
    const topic = t.db.prepare('SELECT topic_id FROM message_topics LIMIT 1').get() as { topic_id: number };
    t.repo.follow(aliceId, 'topic', topic.topic_id, t.clock.now());
    const bob = t.tokenFor('bob@example.com');
    const mine = await feed(`/api/v1/messages/from_user/${aliceId}.json?limit=1`);
    await t.api('/api/v1/messages.json', bob, {
      method: 'POST',
      body: new URLSearchParams({ body: 'to alice', replied_to_id: String(mine.messages[0]?.id) }),
    });
    expect(
      (await t.api(`/api/v1/messages/${second?.id}`, t.tokenFor('admin@example.com'), { method: 'DELETE' }))
        .status,
    ).toBe(200);

    const members = t.db
      .prepare('SELECT user_id FROM network_members WHERE network_id = ?')
      .all(corpId()) as {
      user_id: number;
    }[];
    let pages = 0;
    for (const { user_id: viewerId } of members.filter((_, i) => i % 4 === 0 || i < 3)) {
      for (const kind of ['following', 'received', 'private'] as const) {
        for (const threaded of ['none', 'true', 'extended'] as const) {
          let olderThan: number | undefined;
          for (let n = 0; n < 3; n += 1) {
            const got = t.repo.feedPage({
              networkId: corpId(),
              viewerId,
              source: { kind },
              threaded,
              limit: 20,
              olderThan,
            });
            const upper =
              olderThan === undefined
                ? Number.MAX_SAFE_INTEGER
                : threaded === 'extended'
                  ? (t.repo.threadsByIds([olderThan])[0]?.last_message_id ?? olderThan)
                  : olderThan;
            const want = naivePage(kind, viewerId, threaded, upper);
            expect(
              got.messages.map((m) => m.id),
              `${viewerId} ${kind} ${threaded} page ${n}`,
            ).toEqual(want.ids);
            expect(got.olderAvailable).toBe(want.more);
            pages += 1;
            olderThan = got.messages[got.messages.length - 1]?.id;
            if (!got.olderAvailable || olderThan === undefined) break;
          }
        }
      }
    }
    expect(pages).toBeGreaterThan(100);
  });

  it('private shows only conversations the caller is in; following and received include them', async () => {
    const bobId = userId('bob@example.com');
    const response = await t.api('/api/v1/messages.json', tokens.alice, {
      method: 'POST',
      body: new URLSearchParams({ body: 'just us two', direct_to_id: String(bobId) }),
    });
    const created = (await json<FeedEnvelope>(response)).messages[0];
    const bob = t.tokenFor('bob@example.com');
    for (const path of ['private', 'following', 'received']) {
      const page = await feed(`/api/v1/messages/${path}.json?limit=5`, bob);
      expect(page.messages[0]?.id, path).toBe(created?.id);
    }
    const admin = await feed('/api/v1/messages/private.json?limit=50', t.tokenFor('admin@example.com'));
    expect(admin.messages.map((m) => m.id)).not.toContain(created?.id);
    for (const m of admin.messages) {
      const participants = t.repo.participantsOf([m.thread_id]).get(m.thread_id) ?? [];
      expect(participants).toContain(userId('admin@example.com'));
    }
  });
});

describe('feeds by id: unknown ids and visibility', () => {
  it('404 JSON for unknown group, thread, user, topic and liker ids; 400 for malformed ones', async () => {
    for (const path of ['in_group/42', 'in_thread/42', 'from_user/42', 'about_topic/42', 'liked_by/42']) {
      const response = await t.api(`/api/v1/messages/${path}.json`, tokens.alice);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    expect((await t.api('/api/v1/messages/in_group/abc.json', tokens.alice)).status).toBe(400);
  });

  it('ids of another network are 404; a reply id is not a thread', async () => {
    const partners = t.repo.networkByPermalink('partners')?.id ?? 0;
    const partnerGroup = t.repo.groupsOfNetwork(partners)[0];
    expect((await t.api(`/api/v1/messages/in_group/${partnerGroup?.id}.json`, tokens.alice)).status).toBe(
      404,
    );
    const partnerOnly = t.db
      .prepare(
        'SELECT user_id FROM network_members WHERE network_id = ? AND user_id NOT IN (SELECT user_id FROM network_members WHERE network_id = ?)',
      )
      .get(partners, corpId()) as { user_id: number };
    expect((await t.api(`/api/v1/messages/from_user/${partnerOnly.user_id}.json`, tokens.alice)).status).toBe(
      404,
    );
    const reply = t.db
      .prepare('SELECT id FROM messages WHERE id <> thread_id AND network_id = ? AND privacy = ? LIMIT 1')
      .get(corpId(), 'public') as { id: number };
    expect((await t.api(`/api/v1/messages/in_thread/${reply.id}.json`, tokens.alice)).status).toBe(404);
    expect((await t.api(`/api/v1/messages/${reply.id}.json`, tokens.alice)).status).toBe(200);
  });

  it('a private group: 403 for non-members on in_group, 404 for its threads and messages', async () => {
    const group = t.repo.groupsOfNetwork(corpId()).find((g) => g.name === 'security-council');
    const token = outsiderToken(t, corpId(), group?.id);
    const denied = await t.api(`/api/v1/messages/in_group/${group?.id}.json`, token);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ error: { code: 'forbidden' } });
    const secret = t.db
      .prepare('SELECT id FROM messages WHERE group_id = ? AND id = thread_id LIMIT 1')
      .get(group?.id) as { id: number };
    expect((await t.api(`/api/v1/messages/in_thread/${secret.id}.json`, token)).status).toBe(404);
    expect((await t.api(`/api/v1/messages/${secret.id}.json`, token)).status).toBe(404);
    const member = t.db
      .prepare('SELECT user_id FROM group_members WHERE group_id = ? LIMIT 1')
      .get(group?.id) as {
      user_id: number;
    };
    const memberToken = t.tokenFor(t.repo.userById(member.user_id)?.email ?? '');
    const inGroup = await feed(`/api/v1/messages/in_group/${group?.id}.json`, memberToken);
    expect(inGroup.messages.length).toBeGreaterThan(0);
    expect(inGroup.messages.every((m) => m.group_id === group?.id && m.privacy === 'private')).toBe(true);
    // A non-member never sees them in the company feed or the liker's feed either.
    const all = await feed('/api/v1/messages.json?limit=50', token);
    expect(all.messages.some((m) => m.group_id === group?.id)).toBe(false);
  });

  it('in_thread with include_topics=true adds topics to each message; without it there are none', async () => {
    const tagged = t.db
      .prepare(
        `SELECT mt.thread_id AS id FROM message_topics mt JOIN messages m ON m.id = mt.thread_id
         WHERE m.privacy = 'public' AND m.network_id = ? LIMIT 1`,
      )
      .get(corpId()) as { id: number };
    const plain = await feed(`/api/v1/messages/in_thread/${tagged.id}.json`);
    expect(plain.messages.every((m) => !('topics' in m))).toBe(true);
    const withTopics = await feed(`/api/v1/messages/in_thread/${tagged.id}.json?include_topics=true`);
    expect(withTopics.meta.feed_name).toBe('Conversation');
    const topics = withTopics.messages.flatMap((m) => m.topics ?? []);
    expect(topics.length).toBeGreaterThan(0);
    const refs = new Set(withTopics.references.map((r) => `${r.type}:${r.id}`));
    for (const topic of topics) expect(refs).toContain(`topic:${topic.id}`);
  });

  it('liked_by/ID lists what that user liked, newest first, only what the caller may see', async () => {
    const bobId = userId('bob@example.com');
    const page = await feed(`/api/v1/messages/liked_by/${bobId}.json?limit=50`);
    expect(page.messages.length).toBeGreaterThan(0);
    for (const m of page.messages) expect(m.liked_by.names.length).toBeGreaterThan(0);
    const liked = new Set(
      (
        t.db.prepare('SELECT message_id FROM likes WHERE user_id = ?').all(bobId) as { message_id: number }[]
      ).map((r) => r.message_id),
    );
    expect(page.messages.every((m) => liked.has(m.id))).toBe(true);
  });

  it('threaded=extended on the sparse feeds keys threaded_extended by each starter', async () => {
    for (const path of ['following', 'received', 'private', 'my_feed']) {
      const page = await feed(`/api/v1/messages/${path}.json?threaded=extended&limit=10`);
      expect(Object.keys(page.threaded_extended).sort(), path).toEqual(
        page.messages.map((m) => String(m.id)).sort(),
      );
      for (const m of page.messages) {
        expect(m.thread_id).toBe(m.id);
        for (const reply of page.threaded_extended[String(m.id)] ?? []) expect(reply.thread_id).toBe(m.id);
      }
    }
  });
});
