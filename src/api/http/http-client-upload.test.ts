import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { deletePendingAttachment, uploadPendingAttachment } from '../messages/attachments-api';
import { emulatorService, type EmulatorService } from '../testing/emulator-service';
import { emulatorUploads, type EmulatorUploads } from '../testing/emulator-uploads';

let service: EmulatorService;
let uploads: EmulatorUploads;
const onUnauthorized = vi.fn();
beforeEach(() => {
  onUnauthorized.mockClear();
  service = emulatorService({ onUnauthorized });
  uploads = emulatorUploads(service);
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const stored = (id: number) => service.emulator.repo.attachmentById(id);

describe('HttpClient.upload', () => {
  it('sends the file with the bearer token, reports progress, and reads the pending attachment', async () => {
    uploads.hold = true;
    const progress = vi.fn();
    const file = new File(['hello'], 'a "quoted".txt', { type: 'text/plain' });
    const done = uploadPendingAttachment(file, { onProgress: progress });
    await flush();
    const xhr = uploads.all[0];
    if (!xhr) throw new Error('no request');
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://service.test/api/v1/pending_attachments.json');
    expect(xhr.headers).toMatchObject({
      Authorization: `Bearer ${service.token}`,
      Accept: 'application/json',
    });
    const boundary = /boundary=(.+)$/.exec(xhr.headers['Content-Type'] ?? '')?.[1] ?? '';
    const text = (await xhr.body?.text()) ?? '';
    expect(text).toContain(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="a %22quoted%22.txt"`,
    );
    expect(text).toContain('Content-Type: text/plain\r\n\r\nhello\r\n');
    expect(text.endsWith(`--${boundary}--\r\n`)).toBe(true);
    xhr.progress(3, 5);
    expect(progress).toHaveBeenCalledWith(3, 5);
    await xhr.release();
    const { id } = (await done) as { id: number };
    // The name as the multipart header carried it: the service does not undo a browser's escaping.
    expect(xhr.answered()).toMatchObject({ id, name: 'a %22quoted%22.txt' });
    // The whole body went out, and the emulator holds the file as the reader's pending attachment.
    expect(progress).toHaveBeenLastCalledWith(xhr.body?.size, xhr.body?.size);
    expect(stored(id)).toMatchObject({ owner_id: service.userId, message_id: null, size: 5 });
    expect(service.requests).toEqual(['POST /api/v1/pending_attachments.json']);
  });

  it('aborts the request when its signal is aborted, and nothing reaches the service', async () => {
    uploads.hold = true;
    const controller = new AbortController();
    const done = uploadPendingAttachment(new File(['x'], 'x.txt'), { signal: controller.signal });
    await flush();
    controller.abort();
    await expect(done).rejects.toBeTruthy();
    const xhr = uploads.all[0];
    expect(xhr?.aborted).toBe(true);
    await xhr?.release();
    expect(xhr?.status).toBe(0);
    expect(service.requests).toEqual([]);
  });

  it('turns a 401 into an unauthorized ApiError and tells the auth layer', async () => {
    service.emulator.repo.revokeToken(service.token, Date.now());
    const error = await uploadPendingAttachment(new File(['x'], 'x.txt')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith(service.token);
  });

  it('says the service could not be reached when the upload fails on the way', async () => {
    uploads.intercept(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await uploadPendingAttachment(new File(['x'], 'x.txt')).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network' });
  });

  it('deletes a pending attachment by id', async () => {
    const { id } = await uploadPendingAttachment(new File(['x'], 'x.txt'));
    expect(stored(id)).toBeDefined();
    await deletePendingAttachment(id);
    expect(service.requests.at(-1)).toBe(`DELETE /api/v1/pending_attachments/${String(id)}.json`);
    expect(stored(id)).toBeUndefined();
  });
});
