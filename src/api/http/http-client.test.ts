import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITED, TOKEN_NOT_FOUND } from '../../../contract/errors';
import { readUser } from '../../../contract/guards';
import { fakeService, json } from '../testing/fake-service';
import { ApiError } from './api-error';
import { getFeed } from '../messages/messages-api';
import { postMessage } from '../messages/messages-api';
import { SLOW_AFTER_MS } from './slow-requests';

afterEach(() => {
  vi.useRealTimers();
});

const user = { id: 1, full_name: 'Ada Lovelace' };

describe('HttpClient', () => {
  it('sends the bearer token and Accept header to the configured base URL', async () => {
    const { fetchMock, client, urlOf } = fakeService(() => json(user));
    await expect(client.request('/users/current.json', { read: readUser })).resolves.toMatchObject(user);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(urlOf(0).href).toBe('https://service.test/api/v1/users/current.json');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer test-token');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('puts feed parameters in the query string', async () => {
    const { urlOf } = fakeService(() => json({ messages: [], references: [], meta: {} }));
    await getFeed({ feed: 'in_group', id: 7 }, { older_than: 99, limit: 5, layout: 'threaded' });
    const url = urlOf(0);
    expect(url.pathname).toBe('/api/v1/messages/in_group/7.json');
    expect(url.searchParams.get('older_than')).toBe('99');
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.get('threaded')).toBe('true');
    expect(url.searchParams.has('newer_than')).toBe(false);
  });

  it('posts messages form-encoded with numbered topics', async () => {
    const { fetchMock } = fakeService(() => json({ messages: [], references: [], meta: {} }, 201));
    await postMessage({ body: 'Hello', replied_to_id: 5, topics: ['a', 'b'] });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    const form = init?.body as URLSearchParams;
    expect(form.get('body')).toBe('Hello');
    expect(form.get('replied_to_id')).toBe('5');
    expect(form.get('topic2')).toBe('b');
  });

  it.each([
    [400, 'bad-request'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [500, 'server'],
    [503, 'server'],
  ] as const)('turns %i into an ApiError of kind %s', async (status, kind) => {
    const { client } = fakeService(() => json({ error: { message: 'nope' } }, status));
    const error = await client.request('/users/1.json', { read: readUser }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind, status });
  });

  it('calls onUnauthorized on a 401 and throws an unauthorized error', async () => {
    const onUnauthorized = vi.fn();
    const { client } = fakeService(() => json(TOKEN_NOT_FOUND, 401), { onUnauthorized });
    await expect(client.request('/users/current.json', { read: readUser })).rejects.toMatchObject({
      kind: 'unauthorized',
      message: expect.stringContaining('Token not found.') as string,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends nothing without a token', async () => {
    const { client, fetchMock } = fakeService(() => json(user), { token: null });
    await expect(client.request('/users/current.json', { read: readUser })).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a failed fetch as a network error and the status as offline, until a request succeeds', async () => {
    let fail = true;
    const { client } = fakeService(() => {
      if (fail) throw new TypeError('Failed to fetch');
      return json(user);
    });
    await expect(client.request('/users/current.json', { read: readUser })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(client.getSnapshot().offline).toBe(true);
    fail = false;
    await client.request('/users/current.json', { read: readUser });
    expect(client.getSnapshot().offline).toBe(false);
  });

  it('turns an unexpected body into a shape error', async () => {
    const { client } = fakeService(() => json({ nothing: true }));
    await expect(client.request('/users/current.json', { read: readUser })).rejects.toMatchObject({
      kind: 'shape',
    });
  });

  it('waits out a 429 (no Retry-After) for the group window, then retries and succeeds', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { client, fetchMock } = fakeService(() => (++calls === 1 ? json(RATE_LIMITED, 429) : json(user)));
    const result = client.request('/users/current.json', { read: readUser });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(client.getSnapshot().retryAt).not.toBeNull();
    await vi.advanceTimersByTimeAsync(client.limiter.windowOf('other') - 10);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20);
    await expect(result).resolves.toMatchObject(user);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(client.getSnapshot().retryAt).toBeNull();
  });

  it('waits out a 503 for its Retry-After, saying when it asks again, then succeeds', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { client, fetchMock } = fakeService(() =>
      ++calls === 1
        ? new Response('<h1>Service Unavailable</h1>', { status: 503, headers: { 'Retry-After': '3' } })
        : json(user),
    );
    const result = client.request('/users/current.json', { read: readUser });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getSnapshot().unavailableUntil).toBe(Date.now() + 3000);
    await vi.advanceTimersByTimeAsync(2990);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20);
    await expect(result).resolves.toMatchObject(user);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(client.getSnapshot().unavailableUntil).toBeNull();
  });

  it('stops saying the service is unavailable when the waiting request is cancelled', async () => {
    vi.useFakeTimers();
    const { client } = fakeService(() => new Response('', { status: 503, headers: { 'Retry-After': '30' } }));
    const controller = new AbortController();
    const result = client
      .request('/users/current.json', { read: readUser, signal: controller.signal })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getSnapshot().unavailableUntil).not.toBeNull();
    controller.abort();
    await result;
    expect(client.getSnapshot().unavailableUntil).toBeNull();
  });

  it('fails a 503 at once without a Retry-After, or with one longer than it waits', async () => {
    for (const headers of [{}, { 'Retry-After': '3600' }] as Record<string, string>[]) {
      const { client, fetchMock } = fakeService(() => new Response('', { status: 503, headers }));
      await expect(client.request('/users/current.json', { read: readUser })).rejects.toMatchObject({
        kind: 'server',
        status: 503,
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });

  it('says the service is slow while a request goes unanswered for long', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => undefined;
    const { client } = fakeService(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const result = client.request('/users/current.json', { read: readUser });
    await vi.advanceTimersByTimeAsync(SLOW_AFTER_MS);
    expect(client.getSnapshot().slow).toBe(true);
    answer(json(user));
    await expect(result).resolves.toMatchObject(user);
    expect(client.getSnapshot().slow).toBe(false);
  });

  it('gives up after a bounded number of 429s with a rate-limited error', async () => {
    vi.useFakeTimers();
    const { client, fetchMock } = fakeService(() => json(RATE_LIMITED, 429));
    const result = client.request('/users/current.json', { read: readUser }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10 * client.limiter.windowOf('other'));
    expect(await result).toMatchObject({ kind: 'rate-limited', status: 429 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('cancels a request through its AbortSignal', async () => {
    const { client } = fakeService(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          if (init.signal?.aborted) reject(new DOMException('Aborted', 'AbortError'));
          init.signal?.addEventListener('abort', () => {
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    );
    const controller = new AbortController();
    const result = client.request('/users/current.json', { read: readUser, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(client.getSnapshot().offline).toBe(false);
  });
});
