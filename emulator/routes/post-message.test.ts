import { describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../contract/messages';
import { json, makeTestApp, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });

const count = () => (t.db.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }).n;

function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
      controller.close();
    },
  });
}

describe('POST /messages accepts every parameter encoding, once', () => {
  const encodings: [string, () => RequestInit & { path?: string }][] = [
    ['query string', () => ({ path: `/api/v1/messages.json?body=${encodeURIComponent('via query')}` })],
    [
      'urlencoded form',
      () => ({ body: 'body=via+form', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
    ],
    [
      'multipart',
      () => {
        const data = new FormData();
        data.append('body', 'via multipart');
        return { body: data };
      },
    ],
    [
      'JSON',
      () => ({ body: JSON.stringify({ body: 'via JSON' }), headers: { 'Content-Type': 'application/json' } }),
    ],
    [
      'chunked',
      () =>
        ({
          body: chunked('body=via+chunked+body'),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          duplex: 'half',
        }) as RequestInit,
    ],
  ];
  for (const [name, make] of encodings) {
    it(name, async () => {
      const before = count();
      const { path, ...init } = make();
      const response = await t.api(path ?? '/api/v1/messages', tokens.alice, { method: 'POST', ...init });
      expect(response.status).toBe(201);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const envelope = await json<FeedEnvelope>(response);
      expect(envelope.messages).toHaveLength(1);
      expect(envelope.messages[0]?.body.plain).toMatch(/^via /);
      expect(envelope.meta.current_user_id).toBe(t.repo.userByEmail('alice@example.com')?.id);
      expect(count()).toBe(before + 1);
    });
  }

  it('query + JSON at once (reply id in the query, body in JSON)', async () => {
    const feed = await json<FeedEnvelope>(await t.api('/api/v1/messages.json?limit=1', tokens.alice));
    const parent = feed.messages[0];
    const response = await t.api(`/api/v1/messages.json?replied_to_id=${parent?.id ?? 0}`, tokens.alice, {
      method: 'POST',
      body: JSON.stringify({ body: 'a reply' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(201);
    const created = (await json<FeedEnvelope>(response)).messages[0];
    expect(created?.replied_to_id).toBe(parent?.id);
    expect(created?.thread_id).toBe(parent?.thread_id);
    expect(created?.group_id).toBe(parent?.group_id);
  });
});

describe('POST /messages validation', () => {
  it('requires a body with the real 400', async () => {
    for (const body of ['', 'body=', 'body=%20%20']) {
      const response = await t.api('/api/v1/messages.json', tokens.alice, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          body: ['Please include a message'],
          code: 'body_blank',
          message: 'body: Please include a message',
        },
      });
    }
  });

  it('names the field when replied_to_id or group_id is wrong', async () => {
    const post = (fields: Record<string, string>) =>
      t.api('/api/v1/messages.json', tokens.alice, {
        method: 'POST',
        body: new URLSearchParams({ body: 'x', ...fields }),
      });
    const malformed = await post({ replied_to_id: 'abc' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      error: { replied_to_id: [expect.any(String) as unknown] },
    });
    const missing = await post({ replied_to_id: '123' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { replied_to_id: [expect.any(String) as unknown] } });
    const noGroup = await post({ group_id: '42' });
    expect(noGroup.status).toBe(404);
    expect(await noGroup.json()).toMatchObject({ error: { group_id: [expect.any(String) as unknown] } });
  });

  it('refuses posting to a private group the author is not in', async () => {
    const security = t.repo
      .groupsOfNetwork(t.repo.networkByPermalink('example.com')?.id ?? 0)
      .find((g) => g.name === 'security-council');
    const bob = t.tokenFor('bob@example.com');
    const isMember = t.repo.isGroupMember(security?.id ?? 0, t.repo.userByEmail('bob@example.com')?.id ?? 0);
    const response = await t.api('/api/v1/messages.json', bob, {
      method: 'POST',
      body: new URLSearchParams({ body: 'hello', group_id: String(security?.id) }),
    });
    expect(response.status).toBe(isMember ? 201 : 403);
  });

  it('answers 400 JSON naming the problem for malformed JSON, and 413 for a body over the cap', async () => {
    const bad = await t.api('/api/v1/messages.json', tokens.alice, {
      method: 'POST',
      body: '{"body": "x",',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: 'malformed_json', message: expect.stringMatching(/JSON/) as unknown },
    });
    const notObject = await t.api('/api/v1/messages.json', tokens.alice, {
      method: 'POST',
      body: '[1,2]',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notObject.status).toBe(400);
    const small = makeTestApp({ bodyLimitBytes: 1024 });
    const big = await small.api('/api/v1/messages.json', small.tokenFor('alice@example.com'), {
      method: 'POST',
      body: `body=${'x'.repeat(2048)}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    const bigChunked = await small.api('/api/v1/messages.json', small.tokenFor('alice@example.com'), {
      method: 'POST',
      body: chunked(`body=${'x'.repeat(2048)}`),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    expect(bigChunked.status).toBe(413);
    small.close();
  });

  it('parses mentions and hashtags into parsed, rich and references, escaping the text', async () => {
    const text = 'Hi @bob, see #Launch <b>now</b> & https://example.com/a?b=1';
    const response = await t.api('/api/v1/messages.json', tokens.alice, {
      method: 'POST',
      body: new URLSearchParams({ body: text }),
    });
    const envelope = await json<FeedEnvelope>(response);
    const message = envelope.messages[0];
    const bob = t.repo.userByEmail('bob@example.com');
    expect(message?.body.plain).toBe(text);
    expect(message?.body.parsed).toMatch(
      new RegExp(`^Hi \\[\\[user:${bob?.id}\\]\\], see \\[\\[tag:\\d+\\]\\] <b>now</b>`),
    );
    expect(message?.body.rich).toContain(`data-yammer-object='user:${bob?.id}'`);
    expect(message?.body.rich).toContain('&lt;b&gt;now&lt;/b&gt; &amp;');
    expect(message?.body.rich).not.toContain('<b>');
    expect(message?.body.rich).toContain('rel="nofollow"');
    expect(message?.body.urls).toEqual(['https://example.com/a?b=1']);
    expect(message?.notified_user_ids).toEqual([bob?.id]);
    const types = envelope.references.map((r) => `${r.type}:${r.id}`);
    expect(types).toContain(`user:${bob?.id}`);
    expect(
      envelope.references.some(
        (r) => r.type === 'topic' && 'name' in r && String(r.name).toLowerCase() === 'launch',
      ),
    ).toBe(true);
    expect(envelope.references.some((r) => r.type === 'tag')).toBe(true);
    expect(types).toContain(`thread:${message?.id}`);
  });

  it('topic1..topic20 add topics; direct_to_id makes a private conversation', async () => {
    const bob = t.repo.userByEmail('bob@example.com');
    const response = await t.api('/api/v1/messages.json', tokens.alice, {
      method: 'POST',
      body: new URLSearchParams({ body: 'just us', direct_to_id: String(bob?.id), topic1: 'secret-plans' }),
    });
    expect(response.status).toBe(201);
    const created = (await json<FeedEnvelope>(response)).messages[0];
    expect(created).toMatchObject({ direct_message: true, privacy: 'private', group_id: null });
    const all = await json<FeedEnvelope>(await t.api('/api/v1/messages.json?limit=5', tokens.alice));
    expect(all.messages.map((m) => m.id)).not.toContain(created?.id);
    const bobsPrivate = await json<FeedEnvelope>(
      await t.api('/api/v1/messages/private.json', t.tokenFor('bob@example.com')),
    );
    expect(bobsPrivate.messages[0]?.id).toBe(created?.id);
  });

  it('_method=DELETE on a POST is routed as DELETE (unlike)', async () => {
    const feed = await json<FeedEnvelope>(await t.api('/api/v1/messages.json?limit=1', tokens.alice));
    const id = String(feed.messages[0]?.id);
    const like = await t.api(`/api/v1/messages/liked_by/current.json?message_id=${id}`, tokens.alice, {
      method: 'POST',
    });
    expect(like.status).toBe(200);
    expect(await like.text()).toBe('');
    const liked = await json<FeedEnvelope>(await t.api('/api/v1/messages.json?limit=1', tokens.alice));
    expect(liked.meta.liked_message_ids).toContain(Number(id));
    const unlike = await t.api('/api/v1/messages/liked_by/current', tokens.alice, {
      method: 'POST',
      body: new URLSearchParams({ message_id: id, _method: 'DELETE' }),
    });
    expect(unlike.status).toBe(200);
    const after = await json<FeedEnvelope>(await t.api('/api/v1/messages.json?limit=1', tokens.alice));
    expect(after.meta.liked_message_ids).not.toContain(Number(id));
  });
});
