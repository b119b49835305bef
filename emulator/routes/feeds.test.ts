import { describe, expect, it } from 'vitest';
import type { FeedEnvelope, Message } from '../../contract/messages';
import type { Network } from '../../contract/networks';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });

const feed = async (path: string, as = tokens.alice) => {
  const response = await t.api(path, as);
  expect(response.status).toBe(200);
  return json<FeedEnvelope>(response);
};

const WIRE_DATE = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \+0000$/;

/** Every id a page mentions resolves in its references. */
function expectReferencesComplete(envelope: FeedEnvelope) {
  const refs = new Set(envelope.references.map((r) => `${r.type}:${r.id}`));
  const all: Message[] = [...envelope.messages, ...Object.values(envelope.threaded_extended).flat()];
  const inPage = new Set(all.map((m) => m.id));
  for (const m of all) {
    expect(refs, `sender of ${m.id}`).toContain(`user:${m.sender_id}`);
    expect(refs, `thread of ${m.id}`).toContain(`thread:${m.thread_id}`);
    if (m.group_id) expect(refs, `group of ${m.id}`).toContain(`group:${m.group_id}`);
    if (m.replied_to_id && !inPage.has(m.replied_to_id)) expect(refs).toContain(`message:${m.replied_to_id}`);
    for (const [, kind, id] of (m.body.parsed ?? '').matchAll(/\[\[(user|tag):(\d+)\]\]/g)) {
      expect(refs, `${kind}:${id} in ${m.id}`).toContain(`${kind}:${id}`);
    }
  }
  for (const thread of envelope.references.filter((r) => r.type === 'thread')) {
    for (const topic of (thread as { topics: { id: number }[] }).topics)
      expect(refs).toContain(`topic:${topic.id}`);
  }
}

describe('GET /messages (All conversations)', () => {
  it('has the envelope, 20 newest public messages and the meta of the real service', async () => {
    const page = await feed('/api/v1/messages.json');
    expect(page.messages).toHaveLength(20);
    expect(page.threaded_extended).toEqual({});
    const ids = page.messages.map((m) => m.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    for (const m of page.messages) {
      expect(m.privacy).toBe('public');
      expect(m.direct_message).toBe(false);
      expect(m.created_at).toMatch(WIRE_DATE);
      for (const field of [
        'id',
        'sender_id',
        'replied_to_id',
        'thread_id',
        'network_id',
        'group_id',
        'message_type',
        'sender_type',
        'url',
        'web_url',
        'body',
        'liked_by',
        'attachments',
        'privacy',
        'client_type',
        'system_message',
        'direct_message',
        'content_excerpt',
        'notified_user_ids',
        'published_at',
        'language',
        'chat_client_sequence',
        'delegate_id',
      ]) {
        expect(m, field).toHaveProperty(field);
      }
      expect(typeof m.body.plain).toBe('string');
      expect(typeof m.body.parsed).toBe('string');
      expect(typeof m.body.rich).toBe('string');
    }
    const alice = t.repo.userByEmail('alice@example.com');
    expect(page.meta).toMatchObject({
      older_available: true,
      requested_poll_interval: 60,
      current_user_id: alice?.id,
      followed_user_ids: expect.any(Array) as unknown,
      liked_message_ids: expect.any(Array) as unknown,
      feed_name: expect.any(String) as unknown,
      feed_desc: expect.any(String) as unknown,
    });
    expect(page.meta.followed_user_ids).toContain(t.repo.userByEmail('bob@example.com')?.id);
    expectReferencesComplete(page);
  });

  it('works without the .json suffix and clamps limit to 50', async () => {
    expect((await feed('/api/v1/messages?limit=3')).messages).toHaveLength(3);
    expect((await feed('/api/v1/messages.json?limit=500')).messages).toHaveLength(50);
    expect((await feed('/api/v1/messages.json?limit=0')).messages).toHaveLength(1);
  });

  it('answers 400 naming the parameter for malformed paging values', async () => {
    for (const query of ['older_than=abc', 'newer_than=-1', 'limit=ten', 'threaded=sometimes']) {
      const response = await t.api(`/api/v1/messages.json?${query}`, tokens.alice);
      expect(response.status, query).toBe(400);
      const name = query.split('=')[0] ?? '';
      expect(await response.json()).toMatchObject({ error: { [name]: [expect.any(String) as unknown] } });
    }
  });

  it('pages with older_than to the end: progress every time, older_available false at the end', async () => {
    const seen = new Set<number>();
    let olderThan: number | undefined;
    let pages = 0;
    for (;;) {
      const page = await feed(`/api/v1/messages.json?limit=50${olderThan ? `&older_than=${olderThan}` : ''}`);
      pages += 1;
      for (const m of page.messages) {
        expect(seen.has(m.id)).toBe(false);
        if (olderThan) expect(m.id).toBeLessThan(olderThan);
        seen.add(m.id);
      }
      if (page.messages.length === 0) expect(page.meta.older_available).toBe(false);
      if (!page.meta.older_available) break;
      olderThan = page.messages[page.messages.length - 1]?.id;
      expect(pages).toBeLessThan(100);
    }
    const publicCount = (
      t.db
        .prepare("SELECT COUNT(*) AS n FROM messages WHERE privacy = 'public' AND network_id = ?")
        .get(t.repo.networkByPermalink('example.com')?.id) as { n: number }
    ).n;
    expect(seen.size).toBe(publicCount);
    const beyond = await feed(`/api/v1/messages.json?older_than=${Math.min(...seen)}`);
    expect(beyond.messages).toEqual([]);
    expect(beyond.meta.older_available).toBe(false);
  });

  it('newer_than returns only newer messages, and a new post appears there', async () => {
    const first = await feed('/api/v1/messages.json?limit=5');
    const newest = first.messages[0]?.id ?? 0;
    expect((await feed(`/api/v1/messages.json?newer_than=${newest}`)).messages).toEqual([]);
    await t.api('/api/v1/messages.json', t.tokenFor('bob@example.com'), {
      method: 'POST',
      body: new URLSearchParams({ body: 'fresh news' }),
    });
    const newer = await feed(`/api/v1/messages.json?newer_than=${newest}`);
    expect(newer.messages.map((m) => m.body.plain)).toEqual(['fresh news']);
    expect(newer.messages[0]?.id).toBeGreaterThan(newest);
  });

  it('threaded=true shows thread starters only', async () => {
    const page = await feed('/api/v1/messages.json?threaded=true&limit=30');
    expect(page.messages).toHaveLength(30);
    for (const m of page.messages) {
      expect(m.replied_to_id).toBeNull();
      expect(m.thread_id).toBe(m.id);
    }
    expectReferencesComplete(page);
  });

  it('threaded=extended orders starters by latest activity with the 2 newest replies, oldest first', async () => {
    const page = await feed('/api/v1/messages.json?threaded=extended&limit=10');
    expect(page.messages).toHaveLength(10);
    const activity = (m: Message) => {
      const replies = page.threaded_extended[String(m.thread_id)] ?? [];
      return replies.length > 0 ? (replies[replies.length - 1]?.id ?? 0) : m.id;
    };
    const order = page.messages.map(activity);
    expect([...order].sort((a, b) => b - a)).toEqual(order);
    expect(Object.keys(page.threaded_extended).sort()).toEqual(page.messages.map((m) => String(m.id)).sort());
    let sawReplies = false;
    for (const m of page.messages) {
      const replies = page.threaded_extended[String(m.id)] ?? [];
      expect(replies.length).toBeLessThanOrEqual(2);
      if (replies.length === 2) {
        sawReplies = true;
        expect(replies[0]?.id ?? 0).toBeLessThan(replies[1]?.id ?? 0);
      }
      for (const r of replies) expect(r.thread_id).toBe(m.id);
      const thread = page.references.find((r) => r.type === 'thread' && r.id === m.id) as
        { stats: { updates: number; latest_reply_id: number | null } } | undefined;
      expect(thread?.stats.updates).toBeGreaterThanOrEqual(1 + replies.length);
      if (replies.length > 0) expect(thread?.stats.latest_reply_id).toBe(replies[replies.length - 1]?.id);
    }
    expect(sawReplies).toBe(true);
    expectReferencesComplete(page);
  });

  it('threaded=extended pages with the last starter id as older_than, skipping and repeating nothing', async () => {
    const seen: number[] = [];
    let olderThan: number | undefined;
    for (let i = 0; i < 4; i += 1) {
      const page = await feed(
        `/api/v1/messages.json?threaded=extended&limit=15${olderThan ? `&older_than=${olderThan}` : ''}`,
      );
      seen.push(...page.messages.map((m) => m.id));
      olderThan = page.messages[page.messages.length - 1]?.id;
    }
    const all = await feed('/api/v1/messages.json?threaded=extended&limit=50');
    const more = await feed(
      `/api/v1/messages.json?threaded=extended&limit=10&older_than=${all.messages[49]?.id ?? 0}`,
    );
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...all.messages, ...more.messages].slice(0, 60).map((m) => m.id));
  });
});

describe('other reads', () => {
  it('users/current has the full user with web_preferences and string booleans', async () => {
    const user = await json(await t.api('/api/v1/users/current.json', t.tokenFor('admin@example.com')));
    expect(user).toMatchObject({
      type: 'user',
      name: 'admin',
      full_name: 'Ada Admin',
      verified_admin: 'true',
      admin: 'true',
      can_broadcast: 'true',
      network_name: 'Example Corp',
      network_domains: ['example.com'],
    });
    expect(user.web_preferences).toMatchObject({
      threaded_mode: 'true',
      network_settings: { allow_attachments: 'true' },
    });
    expect(user.stats).toEqual({
      updates: expect.any(Number) as unknown,
      followers: expect.any(Number) as unknown,
      following: expect.any(Number) as unknown,
    });
  });

  it('networks/current is a bare array of the user’s networks with unseen counts', async () => {
    const networks = await json<Network[]>(await t.api('/api/v1/networks/current.json', tokens.alice));
    expect(Array.isArray(networks)).toBe(true);
    expect(networks.map((n) => n.name)).toEqual(['Example Corp', 'Partners']);
    expect(networks[1]).toMatchObject({ community: true, paid: false, permalink: 'partners' });
    for (const n of networks) expect(n.unseen_message_count).toBeGreaterThanOrEqual(0);
    // Reading the newest page marks it seen.
    await feed('/api/v1/messages.json');
    const after = await json<Network[]>(await t.api('/api/v1/networks/current.json', tokens.alice));
    expect(after[0]?.unseen_message_count).toBe(0);
  });

  it('messages/ID is a bare message; threads/ID the thread; in_thread the conversation', async () => {
    const page = await feed('/api/v1/messages.json?threaded=extended&limit=20');
    const starter = page.messages.find((m) => (page.threaded_extended[String(m.id)] ?? []).length > 0);
    const single = await json(await t.api(`/api/v1/messages/${starter?.id ?? 0}.json`, tokens.alice));
    expect(single.id).toBe(starter?.id);
    expect(single).not.toHaveProperty('messages');
    const thread = await json(await t.api(`/api/v1/threads/${starter?.id ?? 0}.json`, tokens.alice));
    expect(thread).toMatchObject({
      type: 'thread',
      id: starter?.id,
      thread_starter_id: starter?.id,
      references: expect.any(Array) as unknown,
    });
    const conversation = await feed(`/api/v1/messages/in_thread/${starter?.id ?? 0}.json`);
    expect(conversation.messages.every((m) => m.thread_id === starter?.id)).toBe(true);
    expect(conversation.messages[conversation.messages.length - 1]?.id).toBe(starter?.id);
    expect((await t.api('/api/v1/messages/1.json', tokens.alice)).status).toBe(404);
  });

  it('other feed sources answer envelopes scoped to their source', async () => {
    const bob = t.repo.userByEmail('bob@example.com');
    const fromBob = await feed(`/api/v1/messages/from_user/${bob?.id ?? 0}.json`);
    expect(fromBob.messages.length).toBeGreaterThan(0);
    expect(fromBob.messages.every((m) => m.sender_id === bob?.id)).toBe(true);
    const groups = await json<{ id: number; privacy: string }[]>(
      await t.api('/api/v1/groups.json', tokens.alice),
    );
    expect(groups.length).toBeGreaterThanOrEqual(10);
    const group = groups.find((g) => g.privacy === 'public');
    const inGroup = await feed(`/api/v1/messages/in_group/${group?.id ?? 0}.json`);
    expect(inGroup.messages.every((m) => m.group_id === group?.id)).toBe(true);
    for (const path of ['my_feed', 'algo', 'following', 'sent', 'private', 'received']) {
      await feed(`/api/v1/messages/${path}.json`);
    }
    const sent = await feed('/api/v1/messages/sent.json');
    expect(sent.messages.every((m) => m.sender_id === t.repo.userByEmail('alice@example.com')?.id)).toBe(
      true,
    );
  });
});
