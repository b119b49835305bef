import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITED } from '../../../contract/errors';
import type { Reference, TopicReference } from '../../../contract/references';
import { readUser } from '../../../contract/guards';
import { emulatorService, type EmulatorService } from '../testing/emulator-service';
import { json } from '../testing/service-kit';
import { ApiError } from './api-error';
import { getFeed } from '../messages/messages-api';
import { postMessage } from '../messages/messages-api';
import { SLOW_AFTER_MS } from './slow-requests';

afterEach(() => {
  vi.useRealTimers();
});

/** Every request the client sends, as it sent it (the emulator answers them all). */
function sent(service: EmulatorService): Request[] {
  const seen: Request[] = [];
  service.intercept((request) => {
    seen.push(request);
    return undefined;
  });
  return seen;
}

const current = { read: readUser };

/** Engineering, a group of the seeded demo network. */
const ENGINEERING = 31158067001;

const isTopic = (ref: Reference): ref is TopicReference => ref.type === 'topic';

describe('HttpClient', () => {
  it('sends the bearer token and Accept header to the configured base URL', async () => {
    const service = emulatorService();
    const seen = sent(service);
    await expect(service.client.request('/users/current.json', current)).resolves.toMatchObject({
      id: service.userId,
      full_name: 'Alice Andersen',
    });
    expect(seen[0]?.url).toBe('https://service.test/api/v1/users/current.json');
    expect(seen[0]?.headers.get('Authorization')).toBe(`Bearer ${service.token}`);
    expect(seen[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('puts feed parameters in the query string', async () => {
    const service = emulatorService();
    await getFeed({ feed: 'in_group', id: ENGINEERING }, { older_than: 99, limit: 5, layout: 'threaded' });
    const url = new URL(service.requests[0]?.split(' ')[1] ?? '', 'https://service.test');
    expect(url.pathname).toBe(`/api/v1/messages/in_group/${String(ENGINEERING)}.json`);
    expect(url.searchParams.get('older_than')).toBe('99');
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.get('threaded')).toBe('true');
    expect(url.searchParams.has('newer_than')).toBe(false);
  });

  it('posts messages form-encoded with numbered topics, which the service reads as such', async () => {
    const service = emulatorService();
    const seen = sent(service);
    const [starter] = (await getFeed({ feed: 'all' }, { limit: 1 })).messages;
    const answer = await postMessage({ body: 'Hello', replied_to_id: starter?.id, topics: ['a', 'b'] });
    const post = seen.find((request) => request.method === 'POST');
    const form = new URLSearchParams(await post?.text());
    expect(form.get('body')).toBe('Hello');
    expect(form.get('replied_to_id')).toBe(String(starter?.id));
    expect(form.get('topic2')).toBe('b');
    const [reply] = answer.messages;
    expect(reply?.replied_to_id).toBe(starter?.id);
    expect(reply?.body.plain).toBe('Hello');
    const tags = answer.references.filter(isTopic).map((ref) => ref.name);
    expect(tags).toEqual(expect.arrayContaining(['a', 'b']));
  });

  it('turns the service’s 404 into an ApiError of kind not-found', async () => {
    const { client } = emulatorService();
    const error = await client.request('/users/1.json', current).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'not-found', status: 404 });
  });

  it.each([
    [400, 'bad-request'],
    [403, 'forbidden'],
    [500, 'server'],
    [503, 'server'],
  ] as const)('turns %i into an ApiError of kind %s', async (status, kind) => {
    const { client, intercept } = emulatorService();
    intercept(() => json({ error: { message: 'nope' } }, status));
    const error = await client.request('/users/current.json', current).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind, status });
  });

  it('calls onUnauthorized on a 401 and throws an unauthorized error', async () => {
    const onUnauthorized = vi.fn();
    const { client, intercept, emulator } = emulatorService({ onUnauthorized });
    // A token the service no longer knows: its own 401 answers.
    intercept((request) => {
      const headers = new Headers(request.headers);
      headers.set('Authorization', 'Bearer revoked');
      return emulator.app.fetch(new Request(request, { headers }));
    });
    await expect(client.request('/users/current.json', current)).rejects.toMatchObject({
      kind: 'unauthorized',
      message: expect.stringContaining('Token not found.') as string,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends nothing without a token', async () => {
    const { client, requests } = emulatorService({ signedOut: true });
    await expect(client.request('/users/current.json', current)).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(requests).toEqual([]);
  });

  it('reports a failed fetch as a network error and the status as offline, until a request succeeds', async () => {
    const { client, intercept } = emulatorService();
    const reconnect = intercept(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.request('/users/current.json', current)).rejects.toMatchObject({
      kind: 'network',
    });
    expect(client.getSnapshot().offline).toBe(true);
    reconnect();
    await client.request('/users/current.json', current);
    expect(client.getSnapshot().offline).toBe(false);
  });

  it('turns an unexpected body into a shape error', async () => {
    const { client, intercept } = emulatorService();
    intercept(() => json({ nothing: true }));
    await expect(client.request('/users/current.json', current)).rejects.toMatchObject({
      kind: 'shape',
    });
  });

  it('waits out a 429 (no Retry-After) for the group window, then retries and succeeds', async () => {
    const { client, intercept, requests, userId } = emulatorService();
    vi.useFakeTimers();
    const lift = intercept(() => {
      lift();
      return json(RATE_LIMITED, 429);
    });
    const result = client.request('/users/current.json', current);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    expect(client.getSnapshot().retryAt).not.toBeNull();
    await vi.advanceTimersByTimeAsync(client.limiter.windowOf('other') - 10);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20);
    await expect(result).resolves.toMatchObject({ id: userId });
    expect(requests).toHaveLength(2);
    expect(client.getSnapshot().retryAt).toBeNull();
  });

  it('waits out a 503 for its Retry-After, saying when it asks again, then succeeds', async () => {
    const { client, intercept, requests, userId } = emulatorService();
    vi.useFakeTimers();
    const lift = intercept(() => {
      lift();
      return new Response('<h1>Service Unavailable</h1>', { status: 503, headers: { 'Retry-After': '3' } });
    });
    const result = client.request('/users/current.json', current);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getSnapshot().unavailableUntil).toBe(Date.now() + 3000);
    await vi.advanceTimersByTimeAsync(2990);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20);
    await expect(result).resolves.toMatchObject({ id: userId });
    expect(requests).toHaveLength(2);
    expect(client.getSnapshot().unavailableUntil).toBeNull();
  });

  it('stops saying the service is unavailable when the waiting request is cancelled', async () => {
    const { client, intercept } = emulatorService();
    vi.useFakeTimers();
    intercept(() => new Response('', { status: 503, headers: { 'Retry-After': '30' } }));
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
    const { client, intercept, requests } = emulatorService();
    for (const headers of [{}, { 'Retry-After': '3600' }] as Record<string, string>[]) {
      const lift = intercept(() => new Response('', { status: 503, headers }));
      const before = requests.length;
      await expect(client.request('/users/current.json', current)).rejects.toMatchObject({
        kind: 'server',
        status: 503,
      });
      expect(requests.length - before).toBe(1);
      lift();
    }
  });

  it('says the service is slow while a request goes unanswered for long', async () => {
    const { client, intercept, emulator, userId } = emulatorService();
    vi.useFakeTimers();
    let answer: () => void = () => undefined;
    const lift = intercept(
      (request) =>
        new Promise<Response>((resolve) => {
          answer = () => {
            resolve(emulator.app.fetch(request));
          };
        }),
    );
    const result = client.request('/users/current.json', current);
    await vi.advanceTimersByTimeAsync(SLOW_AFTER_MS);
    expect(client.getSnapshot().slow).toBe(true);
    lift();
    answer();
    await expect(result).resolves.toMatchObject({ id: userId });
    expect(client.getSnapshot().slow).toBe(false);
  });

  it('gives up after a bounded number of 429s with a rate-limited error', async () => {
    const { client, intercept, requests } = emulatorService();
    vi.useFakeTimers();
    intercept(() => json(RATE_LIMITED, 429));
    const result = client.request('/users/current.json', current).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10 * client.limiter.windowOf('other'));
    expect(await result).toMatchObject({ kind: 'rate-limited', status: 429 });
    expect(requests).toHaveLength(4);
  });

  it('cancels a request through its AbortSignal', async () => {
    const { client, intercept } = emulatorService();
    // A stall: the request is answered only by its own abort.
    intercept(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          if (request.signal.aborted) reject(new DOMException('Aborted', 'AbortError'));
          request.signal.addEventListener('abort', () => {
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
