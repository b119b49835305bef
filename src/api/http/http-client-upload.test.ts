import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { deletePendingAttachment, uploadPendingAttachment } from '../messages/attachments-api';
import { fakeService } from '../testing/fake-service';
import { FakeXhr } from '../testing/fake-xhr';

function setup(onUnauthorized = () => undefined) {
  FakeXhr.all = [];
  return fakeService(() => new Response('', { status: 200 }), {
    createXhr: () => new FakeXhr(),
    onUnauthorized,
  });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HttpClient.upload', () => {
  it('sends the file with the bearer token, reports progress, and reads the pending attachment', async () => {
    setup();
    const progress = vi.fn();
    const file = new File(['hello'], 'a "quoted".txt', { type: 'text/plain' });
    const done = uploadPendingAttachment(file, { onProgress: progress });
    await flush();
    const xhr = FakeXhr.all[0];
    if (!xhr) throw new Error('no request');
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://service.test/api/v1/pending_attachments.json');
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer test-token', Accept: 'application/json' });
    const boundary = /boundary=(.+)$/.exec(xhr.headers['Content-Type'] ?? '')?.[1] ?? '';
    const text = await (xhr.body as Blob).text();
    expect(text).toContain(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="a %22quoted%22.txt"`,
    );
    expect(text).toContain('Content-Type: text/plain\r\n\r\nhello\r\n');
    expect(text.endsWith(`--${boundary}--\r\n`)).toBe(true);
    xhr.progress(3, 5);
    expect(progress).toHaveBeenCalledWith(3, 5);
    xhr.respond(201, { id: 42, type: 'file', name: 'a.txt' });
    await expect(done).resolves.toMatchObject({ id: 42 });
  });

  it('aborts the request when its signal is aborted', async () => {
    setup();
    const controller = new AbortController();
    const done = uploadPendingAttachment(new File(['x'], 'x.txt'), { signal: controller.signal });
    await flush();
    controller.abort();
    await expect(done).rejects.toBeTruthy();
    expect(FakeXhr.all[0]?.aborted).toBe(true);
  });

  it('turns a 401 into an unauthorized ApiError and tells the auth layer', async () => {
    const onUnauthorized = vi.fn();
    setup(onUnauthorized);
    const done = uploadPendingAttachment(new File(['x'], 'x.txt')).catch((e: unknown) => e);
    await flush();
    FakeXhr.all[0]?.respond(401, { response: { message: 'Token not found.' } });
    const error = await done;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalled();
  });

  it('deletes a pending attachment by id', async () => {
    const { fetchMock, urlOf } = setup();
    await deletePendingAttachment(9);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(urlOf(0).pathname).toBe('/api/v1/pending_attachments/9.json');
  });
});
