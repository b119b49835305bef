import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n/i18n-runtime';

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

/*
 * The sentences are descriptors, translated when asked for: this module is in the first page's code, before
 * React, so it reads the page's one Lingui instance rather than a hook. A screen that shows one re-renders on a
 * language switch through its own messages, and asks again.
 */
const SENTENCES = {
  unknown: msg`Something went wrong.`,
  network: msg`The service could not be reached. Check your connection.`,
  server: msg`The service had a problem answering.`,
  'rate-limited': msg`The service is busy with our requests; it will answer again shortly.`,
  'not-found': msg`That could not be found.`,
  forbidden: msg`You are not allowed to see this.`,
  unauthorized: msg`Your session has expired.`,
  shape: msg`The service answered in a shape this app does not understand.`,
} satisfies Record<Exclude<ApiErrorKind, 'bad-request'> | 'unknown', MessageDescriptor>;

/** A refusal in the service's own words when it gave some (those stay in its language), else its status. */
function describeRefusal(error: ApiError): string {
  const status = error.status ?? 0;
  const said = messageOfBody(error.body);
  return said === null
    ? i18n._(msg`The service answered ${status}`)
    : i18n._(msg`The service answered ${status}: ${said}`);
}

/** A sentence for people, by kind, in the reader's language. */
export function describeError(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n._(SENTENCES.unknown);
  if (error.kind === 'bad-request') return error.status === null ? error.message : describeRefusal(error);
  return i18n._(SENTENCES[error.kind]);
}
