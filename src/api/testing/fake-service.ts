import { vi } from 'vitest';
import { configureHttpClient, type HttpClient, type XhrLike } from '../http/http-client';
import { RateLimiter } from '../http/rate-limiter';
import { BASE, json, sameRuleForEveryGroup } from './service-kit';

export { BASE, json, sameRuleForEveryGroup };

export type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * Configures the app's http client against a fake service: `handler` answers every request; the calls are
 * recorded. A generous limiter keeps component tests from queueing unless a test wants it.
 */
export function fakeService(
  handler: Handler,
  options: { token?: string | null; onUnauthorized?: () => void; createXhr?: () => XhrLike } = {},
) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(
      handler(
        new URL(input instanceof Request ? input.url : input instanceof URL ? input.href : input),
        init,
      ),
    ),
  );
  const token = options.token === undefined ? 'test-token' : options.token;
  const client: HttpClient = configureHttpClient({
    baseUrl: BASE,
    getToken: () => token,
    onUnauthorized: options.onUnauthorized ?? (() => undefined),
    fetch: fetchMock,
    ...(options.createXhr ? { createXhr: options.createXhr } : {}),
    limiter: new RateLimiter({ rules: sameRuleForEveryGroup({ limit: 100, windowMs: 1000 }) }),
  });
  /** The URL of the n-th request. */
  const urlOf = (n: number): URL => {
    const input = fetchMock.mock.calls[n]?.[0];
    if (input === undefined) throw new Error(`no request #${String(n)}`);
    return new URL(input instanceof Request ? input.url : input instanceof URL ? input.href : input);
  };
  return { fetchMock, client, urlOf };
}

/**
 * A fake `POST`/`DELETE subscriptions.json` of a user: the follow (its `target_id` from the form or the query)
 * is written to `followed`, or, while `refuse`, the service says no.
 */
export function answerFollow(url: URL, init: RequestInit, followed: Set<number>, refuse: boolean): Response {
  if (refuse) return json({ error: { message: 'No.' } }, 403);
  const form = init.body instanceof URLSearchParams ? init.body : new URLSearchParams();
  const id = Number(form.get('target_id') ?? url.searchParams.get('target_id'));
  if (init.method === 'POST') followed.add(id);
  else followed.delete(id);
  return new Response(null, { status: 200 });
}
