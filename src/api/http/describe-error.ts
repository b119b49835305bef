import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n/i18n-runtime';
import { ApiError, messageOfBody, type ApiErrorKind } from './api-error';

/*
 * The sentences are descriptors, translated when asked for: the outbox asks outside React, so this reads the
 * page's one Lingui instance rather than a hook. A screen that shows one re-renders on a language switch
 * through its own messages, and asks again. Apart from api-error.ts, which the first page's code carries:
 * the early page never shows an error, so its catalog need not carry these sentences.
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
