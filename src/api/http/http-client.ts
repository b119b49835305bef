import { rateLimitGroupOf } from '../../../contract/rate-limits';
import { WireShapeError } from '../../../contract/guards';
import { ApiError, kindOfStatus, messageOfBody } from './api-error';
import { RateLimiter, type RequestPriority } from './rate-limiter';
import { retryAfterMs } from './retry-after';
import { takeSentAhead } from './sent-ahead';
import { SlowRequests } from './slow-requests';
import { browserSpendStore, budgetScope } from './spend-store';
import {
  IDLE_STATUS,
  MAX_UNAVAILABLE_WAIT_MS,
  type ApiStatus,
  type HttpClientOptions,
  type RequestOptions,
  type UploadOptions,
} from './http-options';
import { parseBody } from './parse-body';
import { apiUrl, requestInit, type Params } from './wire-request';

export {
  IDLE_STATUS,
  MAX_UNAVAILABLE_WAIT_MS,
  type ApiStatus,
  type HttpClientOptions,
  type RequestOptions,
  type UploadOptions,
  type XhrLike,
} from './http-options';

/**
 * The one HTTP client of the app: base URL from config, bearer token, JSON, typed errors, the four
 * rate-limit queues, 429s waited out and retried, and an observable status for the UI.
 */
export class HttpClient {
  readonly limiter: RateLimiter;
  private readonly options: HttpClientOptions;
  private readonly listeners = new Set<() => void>();
  private offline = false;
  private unavailableUntil: number | null = null;
  private readonly unavailable = new Map<object, number>();
  private readonly inFlight = new SlowRequests(() => {
    this.publish();
  });
  private status: ApiStatus = IDLE_STATUS;

  constructor(options: HttpClientOptions) {
    this.options = options;
    // The service counts per user per app: the budget is the token's, at this service, in every tab.
    this.limiter =
      options.limiter ??
      new RateLimiter({
        store: browserSpendStore(() => {
          const token = options.getToken();
          return token === null ? null : budgetScope(options.baseUrl, token);
        }),
      });
    this.limiter.subscribe(() => {
      this.publish();
    });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ApiStatus => this.status;

  /** Whether a request could be sent now (the page's network has a token): the outbox waits without one. */
  hasToken = (): boolean => this.options.getToken() !== null;

  async request<T>(path: string, options: RequestOptions<T>): Promise<T> {
    const { method = 'GET', query, form, signal, read, priority = 'user', token, headers } = options;
    return this.run(
      path,
      query,
      signal,
      headers
        ? (json, answer) => {
            headers(answer);
            return read(json);
          }
        : read,
      priority,
      (url, bearer) => this.send(url, method, bearer, form, signal),
      token,
    );
  }

  /**
   * A multipart POST with upload progress (pending attachments). It goes through the same rate-limit queue,
   * bearer token, 429 retries and typed errors as every other request; only the transport differs.
   */
  async upload<T>(path: string, options: UploadOptions<T>): Promise<T> {
    const { body, contentType, onProgress, signal, read } = options;
    return this.run(path, undefined, signal, read, 'user', (url, token) =>
      this.sendXhr(url, token, body, contentType, onProgress, signal),
    );
  }

  private async run<T>(
    path: string,
    query: Params | undefined,
    signal: AbortSignal | undefined,
    read: (json: unknown, headers: Headers) => T,
    priority: RequestPriority,
    transport: (url: string, token: string) => Promise<Response>,
    tokenOverride?: string,
  ): Promise<T> {
    const group = rateLimitGroupOf(path);
    const url = apiUrl(this.options.baseUrl, path, query);
    const maxRetries = this.options.maxRateLimitRetries ?? 3;

    for (let attempt = 0; ; attempt++) {
      const token = tokenOverride ?? this.options.getToken();
      if (!token) throw new ApiError('unauthorized', 'Not signed in.', null);
      await this.limiter.acquire(group, signal, priority);
      signal?.throwIfAborted();
      const response = await transport(url, token);
      if (response.status === 429 && attempt < maxRetries) {
        // No Retry-After exists (spec section 8): wait the group's whole window, then try again.
        this.limiter.pause(group, Date.now() + this.limiter.windowOf(group));
        await response.body?.cancel().catch(() => undefined);
        continue;
      }
      const unavailableFor =
        response.status === 503 ? retryAfterMs(response.headers.get('Retry-After'), Date.now()) : null;
      if (unavailableFor !== null && unavailableFor <= MAX_UNAVAILABLE_WAIT_MS && attempt < maxRetries) {
        // The service said when to come back: wait that long (saying so), then ask again.
        await response.body?.cancel().catch(() => undefined);
        await this.waitUnavailable(unavailableFor, signal);
        continue;
      }
      const body = await parseBody(response);
      if (response.ok) {
        try {
          return read(body, response.headers);
        } catch (error) {
          if (error instanceof WireShapeError)
            throw new ApiError('shape', error.message, response.status, null);
          throw error;
        }
      }
      const kind = kindOfStatus(response.status);
      if (kind === 'unauthorized') this.options.onUnauthorized(token);
      const said = body === undefined ? null : messageOfBody(body);
      throw new ApiError(
        kind,
        `The service answered ${response.status}${said ? `: ${said}` : ''}`,
        response.status,
        body ?? null,
      );
    }
  }

  private sendXhr(
    url: string,
    token: string,
    body: FormData | Blob,
    contentType: string | undefined,
    onProgress: ((loaded: number, total: number) => void) | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    return new Promise<Response>((resolve, reject) => {
      const xhr = this.options.createXhr?.() ?? new XMLHttpRequest();
      const onAbort = () => {
        xhr.abort();
      };
      const done = () => signal?.removeEventListener('abort', onAbort);
      xhr.open('POST', url);
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.setRequestHeader('Accept', 'application/json');
      if (contentType) xhr.setRequestHeader('Content-Type', contentType);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded, event.total);
      };
      xhr.onload = () => {
        done();
        if (xhr.status < 200 || xhr.status > 599) {
          this.setOffline(true);
          reject(new ApiError('network', 'The service could not be reached.', null));
          return;
        }
        this.setOffline(false);
        resolve(new Response(xhr.responseText, { status: xhr.status }));
      };
      xhr.onerror = () => {
        done();
        this.setOffline(true);
        reject(new ApiError('network', 'The service could not be reached.', null));
      };
      xhr.onabort = () => {
        done();
        reject((signal?.reason as Error | undefined) ?? new DOMException('Aborted', 'AbortError'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      xhr.send(body);
    });
  }

  private async send(
    url: string,
    method: string,
    token: string,
    form: Params | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    // The first feed request may have left before the client loaded (sent-ahead.ts); a retry after a 429
    // finds it taken and sends its own.
    const ahead = method === 'GET' ? takeSentAhead(url, token, signal) : null;
    const answered = this.inFlight.begin();
    try {
      const response = await (ahead ??
        (this.options.fetch ?? fetch)(url, requestInit(method, token, signal, form)));
      this.setOffline(false);
      return response;
    } catch (error) {
      if (signal?.aborted) throw signal.reason as Error;
      this.setOffline(true);
      throw new ApiError(
        'network',
        'The service could not be reached.',
        null,
        error instanceof Error ? error.message : null,
      );
    } finally {
      answered();
    }
  }

  /** A 503's Retry-After, waited out (cut short if the request is cancelled) and shown in the status. */
  private async waitUnavailable(ms: number, signal: AbortSignal | undefined): Promise<void> {
    const wait = {};
    this.unavailable.set(wait, Date.now() + ms);
    this.publishUnavailable();
    try {
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          clearTimeout(timer);
          reject(signal?.reason as Error);
        };
        const timer = setTimeout(() => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        }, ms);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    } finally {
      this.unavailable.delete(wait);
      this.publishUnavailable();
    }
  }

  /** The latest end of the 503 waits still running, or null when none is (a cancelled one ends early). */
  private publishUnavailable() {
    const ends = [...this.unavailable.values()];
    this.unavailableUntil = ends.length === 0 ? null : Math.max(...ends);
    this.publish();
  }

  private setOffline(offline: boolean) {
    if (this.offline === offline) return;
    this.offline = offline;
    this.publish();
  }

  private publish() {
    const { queued, pausedUntil, nextStartAt } = this.limiter.getSnapshot();
    const next: ApiStatus = {
      queued,
      retryAt: pausedUntil,
      queuedUntil: nextStartAt,
      offline: this.offline,
      unavailableUntil: this.unavailableUntil,
      slow: this.inFlight.slow,
    };
    const prev = this.status;
    if ((Object.keys(next) as (keyof ApiStatus)[]).every((key) => prev[key] === next[key])) return;
    this.status = next;
    for (const listener of this.listeners) listener();
  }
}

let current: HttpClient | null = null;

/** Set once at start (and in tests); the resource modules call through it. */
export function configureHttpClient(options: HttpClientOptions): HttpClient {
  current = new HttpClient(options);
  return current;
}

export function httpClient(): HttpClient {
  if (!current) throw new Error('The HTTP client is not configured yet.');
  return current;
}
