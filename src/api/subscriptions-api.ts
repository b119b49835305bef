import { queryOptions } from '@tanstack/react-query';
import type { Id } from '../../contract/common';
import { ApiError } from './api-error';
import { httpClient } from './http-client';

const empty = () => undefined;

/** `POST /subscriptions.json` with `target_type=user&target_id=` (201, or 200 when already following). */
export function followUser(id: Id, signal?: AbortSignal) {
  return httpClient().request('/subscriptions.json', {
    method: 'POST',
    form: { target_type: 'user', target_id: id },
    signal,
    read: empty,
  });
}

/** `DELETE /subscriptions.json?target_type=user&target_id=` (200, empty body). */
export function unfollowUser(id: Id, signal?: AbortSignal) {
  return httpClient().request('/subscriptions.json', {
    method: 'DELETE',
    query: { target_type: 'user', target_id: id },
    signal,
    read: empty,
  });
}

/**
 * `GET /subscriptions/to_user/ID.json`: 200 when the reader follows the person, 404 when not (spec 4.10,
 * api-shapes 12: the body means nothing). In a community set to follow everyone every such check is a 404.
 */
export async function getFollowsUser(id: Id, signal?: AbortSignal): Promise<boolean> {
  try {
    await httpClient().request(`/subscriptions/to_user/${String(id)}.json`, { signal, read: empty });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'not-found') return false;
    throw error;
  }
}

export const subscriptionQueries = {
  all: () => ['subscriptions'] as const,
  /** Whether the reader follows one person; the follow mutation keeps it right, so it stays fresh for minutes. */
  toUser: (id: Id) =>
    queryOptions({
      queryKey: [...subscriptionQueries.all(), 'to_user', id] as const,
      queryFn: ({ signal }) => getFollowsUser(id, signal),
      staleTime: 5 * 60_000,
    }),
};
