import { describe, expect, it } from 'vitest';
import type { Attachment } from '../../contract/messages';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });

const pendingCount = () =>
  (t.db.prepare('SELECT COUNT(*) AS n FROM attachments WHERE message_id IS NULL').get() as { n: number }).n;

function multipart(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** A multipart body sent in small chunks (as clients that report upload progress do). */
async function chunkedMultipart(data: FormData): Promise<RequestInit> {
  const request = new Request('http://x/', { method: 'POST', body: data });
  const bytes = new Uint8Array(await request.arrayBuffer());
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
      controller.close();
    },
  });
  return {
    method: 'POST',
    body,
    headers: { 'Content-Type': request.headers.get('content-type') ?? '' },
    duplex: 'half',
  } as RequestInit;
}

describe('POST /pending_attachments (spec 4.3)', () => {
  it('answers 201 with the uploaded file object and its id; the row is pending and owned by the caller', async () => {
    const response = await t.api('/api/v1/pending_attachments', tokens.alice, {
      method: 'POST',
      body: multipart({ attachment: new File(['hello world'], 'notes.txt', { type: 'text/plain' }) }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await json<Attachment>(response);
    expect(body).toMatchObject({
      id: expect.any(Number) as unknown,
      type: 'file',
      name: 'notes.txt',
      content_type: 'text/plain',
      size: 11,
      owner_id: t.repo.userByEmail('alice@example.com')?.id,
      download_url: expect.stringMatching(
        /^http:\/\/localhost\/files\/\d+\/[0-9a-f]+\/notes\.txt\?download=true$/,
      ) as unknown,
    });
    expect(t.repo.attachmentById(body.id)).toMatchObject({ message_id: null, size: 11, kind: 'file' });
    const served = await t.app.request(new URL(body.web_url ?? '').pathname);
    expect(await served.text()).toBe('hello world');
  });

  it('an image is type image with image{url, thumbnail_url, size}; works with .json and chunked bodies', async () => {
    const init = await chunkedMultipart(
      multipart({ attachment: new File([new Uint8Array(300).fill(7)], 'pic.gif', { type: 'image/gif' }) }),
    );
    const response = await t.api('/api/v1/pending_attachments.json', tokens.alice, init);
    expect(response.status).toBe(201);
    const body = await json<Attachment>(response);
    expect(body.type).toBe('image');
    expect(body.image).toEqual({
      url: expect.stringContaining('/files/') as unknown,
      thumbnail_url: expect.stringContaining('view=thumbnail') as unknown,
      size: 300,
    });
    expect(pendingCount()).toBe(1);
  });

  it('a missing attachment field is a 400 naming it; a text field is not a file', async () => {
    for (const body of [multipart({ other: 'x' }), new URLSearchParams({ attachment: 'text' })]) {
      const response = await t.api('/api/v1/pending_attachments', tokens.alice, { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { attachment: [expect.any(String) as unknown] } });
    }
    expect((await t.api('/api/v1/pending_attachments', tokens.alice, { method: 'POST' })).status).toBe(400);
    expect(pendingCount()).toBe(0);
  });

  it('a content type is guessed from the name when the part has none; path parts are dropped from names', async () => {
    const response = await t.api('/api/v1/pending_attachments', tokens.alice, {
      method: 'POST',
      body: multipart({ attachment: new File(['%PDF'], '../../etc/report.pdf') }),
    });
    expect(await json(response)).toMatchObject({ name: 'report.pdf', content_type: 'application/pdf' });
  });

  it('needs a token', async () => {
    const response = await t.app.request('/api/v1/pending_attachments', {
      method: 'POST',
      body: multipart({ attachment: new File(['x'], 'x.txt') }),
    });
    expect(response.status).toBe(401);
  });
});

describe('DELETE /pending_attachments/ID', () => {
  async function uploadAs(token: string) {
    const response = await t.api('/api/v1/pending_attachments', token, {
      method: 'POST',
      body: multipart({ attachment: new File(['x'], 'x.txt', { type: 'text/plain' }) }),
    });
    return json<Attachment>(response);
  }

  it('the owner deletes: 200, row gone, file URL gone; again is 404', async () => {
    const upload = await uploadAs(tokens.alice);
    const response = await t.api(`/api/v1/pending_attachments/${upload.id}`, tokens.alice, {
      method: 'DELETE',
    });
    expect(response.status).toBe(200);
    expect(t.repo.attachmentById(upload.id)).toBeUndefined();
    expect((await t.app.request(new URL(upload.web_url ?? '').pathname)).status).toBe(404);
    expect(
      (await t.api(`/api/v1/pending_attachments/${upload.id}.json`, tokens.alice, { method: 'DELETE' }))
        .status,
    ).toBe(404);
  });

  it("someone else's is 403 JSON and stays; _method=DELETE works; unknown 404", async () => {
    const upload = await uploadAs(tokens.alice);
    const bob = t.tokenFor('bob@example.com');
    const refused = await t.api(`/api/v1/pending_attachments/${upload.id}`, bob, { method: 'DELETE' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'forbidden' } });
    expect(t.repo.attachmentById(upload.id)).toBeDefined();
    const viaPost = await t.api(`/api/v1/pending_attachments/${upload.id}`, tokens.alice, {
      method: 'POST',
      body: new URLSearchParams({ _method: 'DELETE' }),
    });
    expect(viaPost.status).toBe(200);
    expect(t.repo.attachmentById(upload.id)).toBeUndefined();
    expect((await t.api('/api/v1/pending_attachments/99', tokens.alice, { method: 'DELETE' })).status).toBe(
      404,
    );
  });
});
