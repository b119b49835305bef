import { describe, expect, it } from 'vitest';
import type { Attachment, FeedEnvelope, Message } from '../../contract/messages';
import { json, outsiderToken, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp(
  { rateLimits: false },
  { alice: 'alice@example.com', bob: 'bob@example.com' },
);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const userId = (email: string) => t.repo.userByEmail(email)?.id ?? 0;
const corpId = () => t.repo.networkByPermalink('example.com')?.id ?? 0;
const count = (sql: string, ...args: unknown[]) =>
  (t.db.prepare(`SELECT COUNT(*) AS n FROM ${sql}`).get(...args) as { n: number }).n;

type Fields = Record<string, string | Blob | File>;

/** A POST as multipart when a file is among the fields, else urlencoded. */
function post(path: string, token: string, fields: Fields, method = 'POST') {
  const hasFile = Object.values(fields).some((v) => typeof v !== 'string');
  let body: FormData | URLSearchParams;
  if (hasFile) {
    body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
  } else {
    body = new URLSearchParams(fields as Record<string, string>);
  }
  return t.api(path, token, { method, body });
}

async function create(token: string, fields: Fields): Promise<Message> {
  const response = await post('/api/v1/messages.json', token, fields);
  expect(response.status, await response.clone().text()).toBe(201);
  const envelope = await json<FeedEnvelope>(response);
  expect(envelope.messages).toHaveLength(1);
  return envelope.messages[0] as Message;
}

async function upload(token: string, file: File): Promise<Attachment> {
  const data = new FormData();
  data.append('attachment', file);
  const response = await t.api('/api/v1/pending_attachments', token, { method: 'POST', body: data });
  expect(response.status).toBe(201);
  return json<Attachment>(response);
}

const group = (name: string) => t.repo.groupsOfNetwork(corpId()).find((g) => g.name === name);

describe('POST /messages: every parameter of spec 4.2', () => {
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

  it('attachment1..20 as multipart: images and files stored, served back, in the message', async () => {
    const message = await create(tokens.alice, {
      body: 'with files',
      attachment1: new File([PNG], 'chart.png', { type: 'image/png' }),
      attachment2: new File(['a,b\n1,2\n'], 'numbers.csv', { type: 'text/csv' }),
      attachment3: new File(['%PDF-1.4'], 'report.pdf'),
    });
    expect(message.attachments.map((a) => [a.type, a.name, a.content_type, a.size])).toEqual([
      ['image', 'chart.png', 'image/png', PNG.byteLength],
      ['file', 'numbers.csv', 'text/csv', 8],
      ['file', 'report.pdf', 'application/pdf', 8],
    ]);
    const [image, csv] = message.attachments as [Attachment, Attachment];
    expect(image.image).toEqual({
      url: expect.any(String) as unknown,
      thumbnail_url: expect.any(String) as unknown,
      size: PNG.byteLength,
    });
    expect(image).toMatchObject({
      privacy: 'public',
      owner_id: userId('alice@example.com'),
      network_id: corpId(),
    });
    expect(csv).not.toHaveProperty('image');
    for (const field of ['download_url', 'web_url', 'content_type', 'size', 'name'])
      expect(csv).toHaveProperty(field);
    expect(count('attachments WHERE message_id = ?', message.id)).toBe(3);

    const served = await t.app.request(new URL(image.image?.url ?? '').pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const download = await t.app.request(new URL(csv.download_url ?? '').pathname + '?download=true');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await download.text()).toBe('a,b\n1,2\n');
    // The key in the URL is required.
    const [, , id] = new URL(csv.download_url ?? '').pathname.split('/');
    expect((await t.app.request(`/files/${id}/wrongkey/numbers.csv`)).status).toBe(404);

    // Feeds and the single message carry the same attachments; the thread says it has some.
    const single = await json<Message>(await t.api(`/api/v1/messages/${message.id}.json`, tokens.bob));
    expect(single.attachments.map((a) => a.id)).toEqual(message.attachments.map((a) => a.id));
    const feed = await json<FeedEnvelope>(await t.api('/api/v1/messages.json?limit=1', tokens.bob));
    expect(feed.messages[0]?.attachments).toHaveLength(3);
    expect(feed.references.find((r) => r.type === 'thread' && r.id === message.id)).toMatchObject({
      has_attachments: true,
    });
  });

  it('attachmentN sent as text (not multipart) is a 400 naming the field', async () => {
    const response = await post('/api/v1/messages.json', tokens.alice, {
      body: 'x',
      attachment1: 'not a file',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { attachment1: [expect.any(String) as unknown] } });
  });

  it('pending_attachmentN attaches earlier uploads; it wins over attachmentN; then it is no longer pending', async () => {
    const first = await upload(tokens.alice, new File([PNG], 'one.png', { type: 'image/png' }));
    const second = await upload(tokens.alice, new File(['notes'], 'two.txt', { type: 'text/plain' }));
    const message = await create(tokens.alice, {
      body: 'pending ones',
      pending_attachment1: String(first.id),
      attachment1: new File(['ignored'], 'ignored.txt', { type: 'text/plain' }),
      pending_attachment2: String(second.id),
    });
    expect(message.attachments.map((a) => a.id)).toEqual([first.id, second.id]);
    expect(count("attachments WHERE name = 'ignored.txt'")).toBe(0);
    expect(t.repo.attachmentById(first.id)?.message_id).toBe(message.id);
    // Not pending any more: it cannot be attached again, nor deleted as a pending attachment.
    const again = await post('/api/v1/messages.json', tokens.alice, {
      body: 'again',
      pending_attachment1: String(first.id),
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      error: { pending_attachment1: [expect.stringMatching(/already attached/) as unknown] },
    });
    expect(
      (await t.api(`/api/v1/pending_attachments/${first.id}`, tokens.alice, { method: 'DELETE' })).status,
    ).toBe(404);
  });

  it("someone else's pending attachment is 403; an unknown one 404; nothing is written", async () => {
    const bobs = await upload(tokens.bob, new File(['bob'], 'bob.txt', { type: 'text/plain' }));
    const before = count('messages');
    const theirs = await post('/api/v1/messages.json', tokens.alice, {
      body: 'x',
      pending_attachment3: String(bobs.id),
    });
    expect(theirs.status).toBe(403);
    expect(await theirs.json()).toMatchObject({
      error: { pending_attachment3: [expect.any(String) as unknown] },
    });
    const unknown = await post('/api/v1/messages.json', tokens.alice, {
      body: 'x',
      pending_attachment1: '123456',
    });
    expect(unknown.status).toBe(404);
    expect(count('messages')).toBe(before);
    expect(t.repo.attachmentById(bobs.id)?.message_id).toBeNull();
  });

  it('og_* attach an Open Graph object as a ymodule attachment', async () => {
    const message = await create(tokens.alice, {
      body: 'a link',
      og_url: 'https://example.org/article',
      og_title: 'An <article>',
      og_description: 'Short.',
      og_image: 'https://example.org/a.png',
      og_object_type: 'article',
      og_site_name: 'Example',
      og_meta: '{"k":1}',
    });
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments[0]).toMatchObject({
      type: 'ymodule',
      name: 'An <article>',
      description: 'Short.',
      web_url: 'https://example.org/article',
      thumbnail_url: 'https://example.org/a.png',
      object_type: 'article',
      host_url: 'example.org',
      ymodule: { web_app_id: 'open_graph_object' },
    });
    expect(message.attachments[0]?.inline_html).toContain('An &lt;article&gt;');
    expect(count('open_graph_objects WHERE message_id = ?', message.id)).toBe(1);
  });

  it('og_* without og_url, or a non-http(s) og_url, is a 400 naming og_url', async () => {
    const cases: Record<string, string>[] = [
      { og_title: 'x' },
      { og_fetch: 'true' },
      { og_url: 'file:///etc/passwd' },
      { og_url: 'javascript:alert(1)' },
      { og_url: 'not a url' },
    ];
    for (const fields of cases) {
      const response = await post('/api/v1/messages.json', tokens.alice, { body: 'x', ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.json()).toMatchObject({ error: { og_url: [expect.any(String) as unknown] } });
    }
  });

  it('multipart with parameters in the query too creates exactly one message', async () => {
    const before = count('messages');
    const data = new FormData();
    data.append('body', 'from multipart');
    data.append('attachment1', new File([PNG], 'x.png', { type: 'image/png' }));
    const response = await t.api(
      `/api/v1/messages.json?topic1=mixed&group_id=${group('engineering')?.id}`,
      tokens.alice,
      {
        method: 'POST',
        body: data,
      },
    );
    expect(response.status).toBe(201);
    expect(count('messages')).toBe(before + 1);
    expect(count('attachments')).toBe(1);
  });
});

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
