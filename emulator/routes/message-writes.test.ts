import { describe, expect, it } from 'vitest';
import type { FeedEnvelope, Message } from '../../contract/messages';
import { json, useTestApp } from '../test/test-app';
import { messageWriteHelpers, PNG } from './message-writes-test-support';

const { t, tokens } = useTestApp(
  { rateLimits: false },
  { alice: 'alice@example.com', bob: 'bob@example.com' },
);
const { userId, corpId, count, post, create } = messageWriteHelpers(t);

describe('DELETE /messages/ID', () => {
  it('the author deletes: 200, gone from feeds, counts and the single view; a second delete is 404', async () => {
    const message = await create(tokens.alice, {
      body: 'oops',
      attachment1: new File([PNG], 'x.png', { type: 'image/png' }),
    });
    const updates = t.repo.userStats(userId('alice@example.com'), corpId()).updates;
    const response = await t.api(`/api/v1/messages/${message.id}`, tokens.alice, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(t.repo.messageById(message.id)).toBeUndefined();
    expect(t.db.prepare('SELECT deleted_at FROM messages WHERE id = ?').get(message.id)).toEqual({
      deleted_at: t.clock.now(),
    });
    expect(t.repo.userStats(userId('alice@example.com'), corpId()).updates).toBe(updates - 1);
    expect(count('attachments WHERE message_id = ?', message.id)).toBe(0);
    expect((await t.api(`/api/v1/messages/${message.id}.json`, tokens.alice)).status).toBe(404);
    const feed = await json<FeedEnvelope>(await t.api('/api/v1/messages.json?limit=5', tokens.alice));
    expect(feed.messages.map((m) => m.id)).not.toContain(message.id);
    expect(
      (await t.api(`/api/v1/messages/${message.id}.json`, tokens.alice, { method: 'DELETE' })).status,
    ).toBe(404);
  });

  it("someone else's message is 403 JSON; a verified admin of the paid network may delete it", async () => {
    const message = await create(tokens.alice, { body: 'mine' });
    const refused = await t.api(`/api/v1/messages/${message.id}.json`, tokens.bob, { method: 'DELETE' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'forbidden' } });
    expect(t.repo.messageById(message.id)).toBeDefined();
    const admin = await t.api(`/api/v1/messages/${message.id}.json`, t.tokenFor('admin@example.com'), {
      method: 'DELETE',
    });
    expect(admin.status).toBe(200);
    expect(t.repo.messageById(message.id)).toBeUndefined();
  });

  it('_method=DELETE on a POST works; unknown ids 404; malformed ids 400', async () => {
    const message = await create(tokens.alice, { body: 'via override' });
    const response = await post(`/api/v1/messages/${message.id}`, tokens.alice, { _method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(t.repo.messageById(message.id)).toBeUndefined();
    expect((await t.api('/api/v1/messages/123.json', tokens.alice, { method: 'DELETE' })).status).toBe(404);
    expect((await t.api('/api/v1/messages/abc.json', tokens.alice, { method: 'DELETE' })).status).toBe(404);
  });

  it('deleting a reply repairs the thread stats', async () => {
    const starter = await create(tokens.alice, { body: 'start' });
    const first = await create(tokens.bob, { body: 'one', replied_to_id: String(starter.id) });
    t.clock.advance(1000);
    const second = await create(tokens.bob, { body: 'two', replied_to_id: String(starter.id) });
    expect(t.repo.threadsByIds([starter.id])[0]).toMatchObject({ updates: 3, latest_reply_id: second.id });
    await t.api(`/api/v1/messages/${second.id}`, tokens.bob, { method: 'DELETE' });
    expect(t.repo.threadsByIds([starter.id])[0]).toMatchObject({
      updates: 2,
      first_reply_id: first.id,
      latest_reply_id: first.id,
      last_message_id: first.id,
    });
  });

  it('deleting a thread starter keeps its replies, still readable through in_thread', async () => {
    const starter = await create(tokens.alice, { body: 'start' });
    const reply = await create(tokens.bob, { body: 'still here', replied_to_id: String(starter.id) });
    expect((await t.api(`/api/v1/messages/${starter.id}`, tokens.alice, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect(t.repo.messageById(reply.id)).toBeDefined();
    const conversation = await json<FeedEnvelope>(
      await t.api(`/api/v1/messages/in_thread/${starter.id}.json`, tokens.bob),
    );
    expect(conversation.messages.map((m) => m.id)).toEqual([reply.id]);
    const flat = await json<FeedEnvelope>(await t.api('/api/v1/messages.json?limit=3', tokens.bob));
    expect(flat.messages.map((m) => m.id)).toContain(reply.id);
    // Once every message of the thread is gone, the thread is too.
    await t.api(`/api/v1/messages/${reply.id}`, tokens.bob, { method: 'DELETE' });
    expect((await t.api(`/api/v1/messages/in_thread/${starter.id}.json`, tokens.bob)).status).toBe(404);
  });
});

describe('POST /messages/email', () => {
  it('records a copy for the caller, with message_id or id; 200 empty', async () => {
    const feed = await json<FeedEnvelope>(await t.api('/api/v1/messages.json?limit=2', tokens.alice));
    const [a, b] = feed.messages as [Message, Message];
    const first = await post('/api/v1/messages/email.json', tokens.alice, { message_id: String(a.id) });
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('');
    expect((await t.api(`/api/v1/messages/email?id=${b.id}`, tokens.alice, { method: 'POST' })).status).toBe(
      200,
    );
    const outbox = t.repo.outboxOf(userId('alice@example.com'));
    expect(outbox.map((row) => [row.message_id, row.to_address])).toEqual([
      [a.id, 'alice@example.com'],
      [b.id, 'alice@example.com'],
    ]);
    expect(outbox[0]?.body).toContain(a.body.plain);
  });

  it('404 for an unknown or invisible message, 400 without an id', async () => {
    const secret = await create(tokens.alice, {
      body: 'psst',
      direct_to_id: String(userId('bob@example.com')),
    });
    const admin = t.tokenFor('admin@example.com');
    expect((await post('/api/v1/messages/email', admin, { message_id: String(secret.id) })).status).toBe(404);
    expect((await post('/api/v1/messages/email', admin, { message_id: '42' })).status).toBe(404);
    const missing = await t.api('/api/v1/messages/email', admin, { method: 'POST' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { message_id: [expect.any(String) as unknown] } });
    expect(count('email_outbox')).toBe(0);
  });
});

describe('likes', () => {
  it('liking twice is idempotent; unliking twice too', async () => {
    const message = await create(tokens.bob, { body: 'like me' });
    const like = () =>
      t.api(`/api/v1/messages/liked_by/current.json?message_id=${message.id}`, tokens.alice, {
        method: 'POST',
      });
    expect((await like()).status).toBe(200);
    expect((await like()).status).toBe(200);
    expect(count('likes WHERE message_id = ?', message.id)).toBe(1);
    const single = await json<Message>(await t.api(`/api/v1/messages/${message.id}.json`, tokens.bob));
    expect(single.liked_by).toMatchObject({ count: 1, names: [{ user_id: userId('alice@example.com') }] });
    const unlike = () =>
      t.api(`/api/v1/messages/liked_by/current.json?message_id=${message.id}`, tokens.alice, {
        method: 'DELETE',
      });
    expect((await unlike()).status).toBe(200);
    expect((await unlike()).status).toBe(200);
    expect(count('likes WHERE message_id = ?', message.id)).toBe(0);
  });

  it('a message the caller cannot see is 404, and is not liked', async () => {
    const secret = await create(tokens.alice, {
      body: 'psst',
      direct_to_id: String(userId('bob@example.com')),
    });
    const admin = t.tokenFor('admin@example.com');
    const response = await t.api(`/api/v1/messages/liked_by/current.json?message_id=${secret.id}`, admin, {
      method: 'POST',
    });
    expect(response.status).toBe(404);
    expect(count('likes WHERE message_id = ?', secret.id)).toBe(0);
  });
});
