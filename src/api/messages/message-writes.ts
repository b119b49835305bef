import type { Id } from '../../../contract/common';
import { httpClient } from '../http/http-client';

/** The message writes' requests alone; the outbox's kinds (like-write.ts, delete-write.ts) and use-message-mutations.ts send them. */
const empty = () => undefined;

/** `POST /messages/liked_by/current.json?message_id=` (200, empty body). */
export function likeMessage(id: Id, signal?: AbortSignal) {
  return httpClient().request('/messages/liked_by/current.json', {
    method: 'POST',
    query: { message_id: id },
    signal,
    read: empty,
  });
}

/** `DELETE /messages/liked_by/current.json?message_id=`. */
export function unlikeMessage(id: Id, signal?: AbortSignal) {
  return httpClient().request('/messages/liked_by/current.json', {
    method: 'DELETE',
    query: { message_id: id },
    signal,
    read: empty,
  });
}

/**
 * `DELETE /messages/ID` (the sender only). With `methodOverride` it is a POST carrying `_method=DELETE`,
 * for networks whose proxies drop the DELETE verb.
 */
export function deleteMessage(id: Id, options: { methodOverride?: boolean } = {}, signal?: AbortSignal) {
  const path = `/messages/${String(id)}.json`;
  return options.methodOverride
    ? httpClient().request(path, { method: 'POST', form: { _method: 'DELETE' }, signal, read: empty })
    : httpClient().request(path, { method: 'DELETE', signal, read: empty });
}

/** `POST /messages/email?message_id=`: the service mails the caller a copy. */
export function emailMessage(id: Id, signal?: AbortSignal) {
  return httpClient().request('/messages/email.json', {
    method: 'POST',
    query: { message_id: id },
    signal,
    read: empty,
  });
}
