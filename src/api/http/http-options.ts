import type { RateLimiter, RequestPriority } from './rate-limiter';
import type { Params } from './wire-request';

/** What the http client is asked (http-client.ts), and what it tells the screens of its state. */

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Params;
  /** Sent form-encoded, the way the service expects writes (spec 4.2). */
  form?: Params;
  signal?: AbortSignal;
  /** `background` for what the app asks on its own (polls): queued behind what the reader asked for. */
  priority?: RequestPriority;
  /** Checks and reads the parsed JSON; a WireShapeError becomes an ApiError of kind `shape`. */
  read: (json: unknown) => T;
  /** Shown the answer's headers before `read` (where the browser lets a page read them: a 201's `Location`). */
  headers?: (headers: Headers) => void;
  /** Another token than the page's: the sign-in token asking for the other networks' tokens. */
  token?: string;
}

/** A multipart upload through XMLHttpRequest: fetch reports no upload progress. */
export interface UploadOptions<T> {
  /** A FormData, or a body already encoded (then `contentType` says how). */
  body: FormData | Blob;
  contentType?: string;
  /** Bytes sent so far and the total, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  read: (json: unknown) => T;
}

/** The part of XMLHttpRequest an upload uses; tests hand in a fake. */
export type XhrLike = Pick<
  XMLHttpRequest,
  'open' | 'send' | 'abort' | 'setRequestHeader' | 'status' | 'responseText' | 'upload'
> & {
  onload: ((this: XMLHttpRequest, ev: ProgressEvent) => unknown) | null;
  onerror: ((this: XMLHttpRequest, ev: ProgressEvent) => unknown) | null;
  onabort: ((this: XMLHttpRequest, ev: ProgressEvent) => unknown) | null;
};

export interface HttpClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  /** Called on every 401 with the token refused: the auth layer forgets it (and asks the user to sign in). */
  onUnauthorized: (token: string) => void;
  fetch?: typeof fetch;
  limiter?: RateLimiter;
  /** How many times a 429 is waited out before giving up. */
  maxRateLimitRetries?: number;
  /** Makes the XMLHttpRequest of an upload (tests hand in a fake). */
  createXhr?: () => XhrLike;
}

export interface ApiStatus {
  /** Requests waiting for a rate-limit slot. */
  queued: number;
  /** When a 429 pause ends (epoch ms), or null. */
  retryAt: number | null;
  /** When the first queued request starts (epoch ms), or null. */
  queuedUntil: number | null;
  /** The last request failed to reach the service. */
  offline: boolean;
  /** When the service, answering 503 with a Retry-After, is asked again (epoch ms), or null. */
  unavailableUntil: number | null;
  /** A request has gone unanswered for a while (api/http/slow-requests.ts): the service is stalling. */
  slow: boolean;
}

/** The longest Retry-After of a 503 waited out inside a request; a longer one fails it (the screen has Retry). */
export const MAX_UNAVAILABLE_WAIT_MS = 60_000;

export const IDLE_STATUS: ApiStatus = {
  queued: 0,
  retryAt: null,
  queuedUntil: null,
  offline: false,
  unavailableUntil: null,
  slow: false,
};
