import { describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../contract/messages';
import type { AutocompleteResults, SearchResults } from '../../contract/social';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });

const corpId = () => t.repo.networkByPermalink('example.com')?.id ?? 0;

/** A private group of Example Corp, a member's token and the token of someone outside it (not alice or bob). */
function privateGroup() {
  const group = t.repo.groupsOfNetwork(corpId()).find((g) => g.privacy === 'private');
  if (!group) throw new Error('the seed has no private group');
  const person = (sql: string) => {
    const row = t.db.prepare<[number, number], { email: string }>(sql).get(corpId(), group.id);
    if (!row) throw new Error(`nobody for ${sql}`);
    return t.tokenFor(row.email);
  };
  const base = `SELECT u.email FROM users u JOIN network_members nm ON nm.user_id = u.id AND nm.network_id = ?
    WHERE u.id %s (SELECT user_id FROM group_members WHERE group_id = ?)
      AND u.email NOT IN ('alice@example.com', 'bob@example.com') ORDER BY u.id LIMIT 1`;
  return { group, member: person(base.replace('%s', 'IN')), outsider: person(base.replace('%s', 'NOT IN')) };
}

async function post(token: string, fields: Record<string, string>): Promise<number> {
  const response = await t.api('/api/v1/messages.json', token, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(response.status).toBe(201);
  return (await json<FeedEnvelope>(response)).messages[0]?.id ?? 0;
}

const topicId = (name: string) =>
  (
    t.db.prepare('SELECT id FROM topics WHERE name = ? AND network_id = ?').get(name, corpId()) as {
      id: number;
    }
  ).id;

/** What each way of finding a topic tells `token` about `name` (id `id`). */
async function sightings(token: string, name: string, id: number) {
  const search = await json<SearchResults>(
    await t.api(`/api/v1/search.json?search=${name}&model_types=TOPIC`, token),
  );
  const autocomplete = await json<AutocompleteResults>(
    await t.api(`/api/v1/autocomplete/ranked.json?prefix=${name.slice(0, 8)}&models=topic:10`, token),
  );
  return {
    search: search.topics.map((topic) => topic.id).includes(id),
    searchCount: search.count.topics,
    autocomplete: (autocomplete.topic ?? []).map((topic) => topic.id).includes(id),
    detail: (await t.api(`/api/v1/topics/${String(id)}.json`, token)).status,
    legacy: (await t.api(`/api/v1/tags/${String(id)}.json`, token)).status,
    feed: (await t.api(`/api/v1/messages/about_topic/${String(id)}.json`, token)).status,
    subscription: (
      await t.api('/api/v1/subscriptions.json', token, {
        method: 'POST',
        body: `target_type=topic&target_id=${String(id)}`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
    ).status,
  };
}

describe('topics named only where a reader cannot read stay hidden from them', () => {
  it('a topic of a private group: found by its members, unknown to everyone else', async () => {
    const { group, member, outsider } = privateGroup();
    await post(member, { body: 'Our plan #zephyrplan', group_id: String(group.id), topic1: 'zephyrsecret' });
    for (const name of ['zephyrplan', 'zephyrsecret']) {
      const id = topicId(name);
      expect(await sightings(member, name, id)).toEqual({
        search: true,
        searchCount: 1,
        autocomplete: true,
        detail: 200,
        legacy: 200,
        feed: 200,
        subscription: 201,
      });
      expect(await sightings(outsider, name, id)).toEqual({
        search: false,
        searchCount: 0,
        autocomplete: false,
        detail: 404,
        legacy: 404,
        feed: 404,
        subscription: 404,
      });
    }
  });

  it('a topic of a private conversation: known to its participants only; public once used in public', async () => {
    const { outsider } = privateGroup();
    const bob = t.repo.userByEmail('bob@example.com')?.id ?? 0;
    await post(tokens.alice, { body: 'Just us #quokkaparty', direct_to_id: String(bob) });
    const id = topicId('quokkaparty');
    expect((await sightings(t.tokenFor('bob@example.com'), 'quokkaparty', id)).detail).toBe(200);
    expect((await sightings(outsider, 'quokkaparty', id)).search).toBe(false);
    expect((await t.api(`/api/v1/topics/${String(id)}.json`, outsider)).status).toBe(404);

    await post(tokens.alice, { body: 'Everyone is invited to the #quokkaparty' });
    const now = await sightings(outsider, 'quokkaparty', id);
    expect(now).toMatchObject({ search: true, autocomplete: true, detail: 200, feed: 200 });
    // Its detail lists only the public use's author to the outsider (topicUsers already filtered).
    const detail = await json<{ references: { id: number }[] }>(
      await t.api(`/api/v1/topics/${String(id)}.json`, outsider),
    );
    expect(detail.references.map((r) => r.id)).toEqual([t.repo.userByEmail('alice@example.com')?.id]);
  });
});
