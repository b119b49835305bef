import { beforeEach, describe, expect, it } from 'vitest';
import type { Topic } from '../../contract/topics';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });
let corpId: number;
beforeEach(() => {
  corpId = t.repo.networkByPermalink('example.com')?.id ?? 0;
});

const form = (body: string) => ({
  method: 'POST',
  body,
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});
const topicId = (name: string) => t.repo.topicByName(corpId, name)?.id ?? 0;

describe('GET /topics/ID', () => {
  it('is the topic with experts and, in references, every user who has used it', async () => {
    const id = topicId('kudos');
    const response = await t.api(`/api/v1/topics/${id}.json`, tokens.alice);
    expect(response.status).toBe(200);
    const topic = await json<Topic & { followers_count: number }>(response);
    expect(topic).toMatchObject({
      type: 'topic',
      id,
      name: 'kudos',
      normalized_name: 'kudos',
      permalink: 'kudos',
      url: expect.stringMatching(new RegExp(`/api/v1/topics/${id}$`)) as unknown,
      web_url: expect.stringContaining(`/topics/${id}`) as unknown,
    });
    const users = t.db
      .prepare(
        `SELECT DISTINCT m.sender_id AS id FROM message_topics mt JOIN messages m ON m.id = mt.message_id
         WHERE mt.topic_id = ? AND m.privacy = 'public'`,
      )
      .all(id) as { id: number }[];
    expect(topic.references.length).toBeGreaterThan(0);
    expect(topic.references.every((r) => r.type === 'user')).toBe(true);
    expect(new Set(topic.references.map((r) => r.id))).toEqual(new Set(users.map((u) => u.id)));
    expect(topic.experts.length).toBeLessThanOrEqual(3);
    for (const expert of topic.experts as { type: string; id: number }[]) {
      expect(topic.references.map((r) => r.id)).toContain(expert.id);
    }
    expect(topic.followers_count).toBe(1); // bob follows #kudos in the seed
  });

  it('adds a new user of the topic at once; /tags/ID answers the same', async () => {
    const id = topicId('wellbeing');
    const carol = t.db
      .prepare(
        `SELECT u.email, u.id FROM users u JOIN network_members nm ON nm.user_id = u.id AND nm.network_id = ?
         WHERE u.id NOT IN (SELECT m.sender_id FROM message_topics mt JOIN messages m ON m.id = mt.message_id
                            WHERE mt.topic_id = ?) LIMIT 1`,
      )
      .get(corpId, id) as { email: string; id: number };
    const before = await json<Topic>(await t.api(`/api/v1/topics/${id}`, tokens.alice));
    expect(before.references.map((r) => r.id)).not.toContain(carol.id);
    const posted = await t.api(
      '/api/v1/messages.json',
      t.tokenFor(carol.email),
      form('body=Stretch+break+%23wellbeing'),
    );
    expect(posted.status).toBe(201);
    const after = await json<Topic>(await t.api(`/api/v1/tags/${id}.json`, tokens.alice));
    expect(after.references.map((r) => r.id)).toContain(carol.id);
  });

  it('keeps a private group’s use of a topic from non-members', async () => {
    const leadership = t.repo.groupsOfNetwork(corpId).find((g) => g.name === 'leadership-team');
    await t.api(
      '/api/v1/messages.json',
      tokens.alice,
      form(`body=Plan+%23moonshot&group_id=${leadership?.id ?? 0}`),
    );
    const id = topicId('moonshot');
    const alice = t.repo.userByEmail('alice@example.com')?.id;
    const forAlice = await json<Topic>(await t.api(`/api/v1/topics/${id}`, tokens.alice));
    expect(forAlice.references.map((r) => r.id)).toEqual([alice]);
    // A topic named only in the private group does not exist for bob, who is not in it (issue 20).
    const forBob = await t.api(`/api/v1/topics/${id}`, t.tokenFor('bob@example.com'));
    expect(forBob.status).toBe(404);
  });

  it('answers 404 JSON for an unknown topic or one of another network', async () => {
    const missing = await t.api('/api/v1/topics/999.json', tokens.alice);
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ error: { code: 'not_found' } });
    const partners = t.repo.networkByPermalink('partners')?.id ?? 0;
    const elsewhere = t.repo.topicByName(partners, 'roadmap')?.id ?? 0;
    expect((await t.api(`/api/v1/topics/${elsewhere}.json`, tokens.alice)).status).toBe(404);
    expect(
      (await t.api(`/api/v1/topics/${elsewhere}.json`, t.tokenFor('alice@example.com', 'partners'))).status,
    ).toBe(200);
  });
});
