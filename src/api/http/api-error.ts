/** What went wrong, in the terms the UI decides on; never carries the token or the request URL's secrets. */
export type ApiErrorKind =
  | 'unauthorized'
  | 'bad-request'
  | 'forbidden'
  | 'not-found'
  | 'rate-limited'
  | 'network'
  | 'server'
  | 'shape';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 400 || status === 422) return 'bad-request';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'bad-request';
}

/** Errors worth retrying automatically: the network, or the service having a bad moment. Never a 4xx. */
export const isTransient = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'server');

/** The service's own words, from any of its error body shapes (spec section 7, api-shapes 16). */
export function messageOfBody(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as { response?: { message?: unknown }; error?: unknown };
  if (typeof b.response?.message === 'string') return b.response.message;
  if (typeof b.error === 'object' && b.error !== null) {
    const e = b.error as Record<string, unknown>;
    if (typeof e.message === 'string') return e.message;
    if (typeof e.base === 'string') return e.base;
    for (const [field, value] of Object.entries(e)) {
      if (Array.isArray(value) && typeof value[0] === 'string') return `${field}: ${value[0]}`;
    }
  }
  return null;
}
