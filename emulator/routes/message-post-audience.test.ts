import { describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../contract/messages';
import { json, outsiderToken, useTestApp } from '../test/test-app';
import { messageWriteHelpers, type Fields } from './message-writes-test-support';

const { t, tokens } = useTestApp(
  { rateLimits: false },
  { alice: 'alice@example.com', bob: 'bob@example.com' },
);
const { userId, corpId, count, post, create, group } = messageWriteHelpers(t);

describe('POST /messages: where spec 4.2 puts a message', () => {
  it('group_id posts into the group; replied_to_id joins the thread and inherits group and privacy', async () => {
    const engineering = group('engineering');
    const starter = await create(tokens.alice, { body: 'in a group', group_id: String(engineering?.id) });
    expect(starter).toMatchObject({ group_id: engineering?.id, privacy: 'public', thread_id: starter.id });
    const reply = await create(tokens.bob, {
      body: 'a reply',
      replied_to_id: String(starter.id),
      group_id: '1',
    });
    expect(reply).toMatchObject({
      replied_to_id: starter.id,
      thread_id: starter.id,
      group_id: engineering?.id,
    });
    const thread = t.repo.threadsByIds([starter.id])[0];
    expect(thread).toMatchObject({ updates: 2, latest_reply_id: reply.id, last_message_id: reply.id });
  });

  it('a reply in a private group is private; a non-member cannot reply or see it', async () => {
    const leadership = group('leadership-team');
    expect(t.repo.isGroupMember(leadership?.id ?? 0, userId('alice@example.com'))).toBe(true);
    const other = outsiderToken(t, corpId(), leadership?.id);
    const secret = await create(tokens.alice, { body: 'members only', group_id: String(leadership?.id) });
    expect(secret.privacy).toBe('private');
    expect(
      (await post('/api/v1/messages.json', other, { body: 'x', group_id: String(leadership?.id) })).status,
    ).toBe(403);
    const reply = await post('/api/v1/messages.json', other, { body: 'x', replied_to_id: String(secret.id) });
    expect(reply.status).toBe(404);
    expect((await t.api(`/api/v1/messages/${secret.id}.json`, other)).status).toBe(404);
    expect((await t.api(`/api/v1/messages/${secret.id}.json`, tokens.alice)).status).toBe(200);
  });

  it('direct_to_id and direct_to_user_ids make a private conversation for its participants only', async () => {
    const bobId = userId('bob@example.com');
    const adminId = userId('admin@example.com');
    const single = await create(tokens.alice, { body: 'psst', direct_to_id: String(bobId) });
    expect(single).toMatchObject({ direct_message: true, privacy: 'private', group_id: null });
    const many = await create(tokens.alice, {
      body: 'the three of us',
      direct_to_user_ids: `${bobId},${adminId}`,
    });
    const participants = t.repo.participantsOf([many.id]).get(many.id);
    expect(participants?.sort()).toEqual([userId('alice@example.com'), bobId, adminId].sort());
    const carol = t.tokenFor(
      (
        t.db
          .prepare(
            `SELECT u.email FROM users u JOIN network_members nm ON nm.user_id = u.id AND nm.network_id = ?
             WHERE u.email NOT IN ('alice@example.com', 'bob@example.com', 'admin@example.com') LIMIT 1`,
          )
          .get(corpId()) as { email: string }
      ).email,
    );
    expect((await t.api(`/api/v1/messages/${single.id}.json`, carol)).status).toBe(404);
    expect((await t.api(`/api/v1/messages/in_thread/${single.id}.json`, carol)).status).toBe(404);
    const bobsPrivate = await json<FeedEnvelope>(await t.api('/api/v1/messages/private.json', tokens.bob));
    expect(bobsPrivate.messages.map((m) => m.id)).toEqual(expect.arrayContaining([single.id, many.id]));
    const unknown = await post('/api/v1/messages.json', tokens.alice, { body: 'x', direct_to_id: '999' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { direct_to_id: [expect.any(String) as unknown] } });
  });

  it('broadcast=true: a verified admin of a paid network, else 403 JSON and nothing written', async () => {
    const before = count('messages');
    const refused = await post('/api/v1/messages.json', tokens.alice, { body: 'hear ye', broadcast: 'true' });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toMatchObject({ error: { code: 'forbidden' } });
    // alice's Partners token: a community, not paid.
    const partners = await post('/api/v1/messages.json', t.tokenFor('alice@example.com', 'partners'), {
      body: 'hear ye',
      broadcast: 'true',
    });
    expect(partners.status).toBe(403);
    expect(count('messages')).toBe(before);
    const ok = await create(t.tokenFor('admin@example.com'), { body: 'hear ye', broadcast: 'true' });
    expect(ok.privacy).toBe('public');
    expect(count('messages')).toBe(before + 1);
  });

  it('topic1..topic20 apply topics; topic21 and beyond are ignored', async () => {
    const fields: Fields = { body: 'many topics' };
    for (let n = 1; n <= 22; n += 1) fields[`topic${n}`] = `t${n}-x`;
    const message = await create(tokens.alice, fields);
    const topicIds = t.repo.topicsOfMessages([message.id]).get(message.id) ?? [];
    const names = t.repo.topicsByIds(topicIds).map((topic) => topic.name);
    expect(names).toHaveLength(20);
    expect(names).not.toContain('t21-x');
    expect(t.repo.topicByName(corpId(), 't22-x')).toBeUndefined();
  });
});
