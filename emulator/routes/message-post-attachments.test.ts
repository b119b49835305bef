import { describe, expect, it } from 'vitest';
import type { Attachment, FeedEnvelope, Message } from '../../contract/messages';
import { json, useTestApp } from '../test/test-app';
import { messageWriteHelpers, PNG } from './message-writes-test-support';

const { t, tokens } = useTestApp(
  { rateLimits: false },
  { alice: 'alice@example.com', bob: 'bob@example.com' },
);
const { userId, corpId, count, post, create, upload, group } = messageWriteHelpers(t);

describe('POST /messages: attachments and Open Graph objects (spec 4.2)', () => {
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
