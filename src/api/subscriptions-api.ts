import { queryOptions } from '@tanstack/react-query';
import type { Id } from '../../contract/common';
import { WireShapeError } from '../../contract/guards';
import { ApiError } from './api-error';
import { httpClient } from './http-client';

const empty = () => undefined;

/**
 * What the reader can follow (spec 4.10): a person, a topic (`tag`, its legacy name, as the spec writes
 * `target_type`) or a conversation (a thread, by its starter's id).
 */
export type FollowKind = 'user' | 'tag' | 'thread';

export interface FollowTarget {
  kind: FollowKind;
  id: Id;
}

/** The check of each kind: `to_topic` is the current name of the topic's (`to_tag` is the legacy one). */
const CHECK_PATH: Record<FollowKind, string> = { user: 'to_user', tag: 'to_topic', thread: 'to_thread' };

/** `POST /subscriptions.json` with `target_type` and `target_id` (201, or 200 when already following). */
export function follow({ kind, id }: FollowTarget, signal?: AbortSignal) {
  return httpClient().request('/subscriptions.json', {
    method: 'POST',
    form: { target_type: kind, target_id: id },
    signal,
    read: empty,
  });
}

/** `DELETE /subscriptions.json?target_type=&target_id=` (200, empty body). */
export function unfollow({ kind, id }: FollowTarget, signal?: AbortSignal) {
  return httpClient().request('/subscriptions.json', {
    method: 'DELETE',
    query: { target_type: kind, target_id: id },
    signal,
    read: empty,
  });
}

/**
 * `GET /subscriptions/to_user|to_topic|to_thread/ID.json`: 200 when the reader follows it, 404 when not (spec
 * 4.10, api-shapes 12: the body means nothing). In a community set to follow everyone every person's and
 * every conversation's check is a 404 (`use-follows-everyone.ts` tells that case apart).
 */
export async function getFollows({ kind, id }: FollowTarget, signal?: AbortSignal): Promise<boolean> {
  try {
    await httpClient().request(`/subscriptions/${CHECK_PATH[kind]}/${String(id)}.json`, {
      signal,
      read: empty,
    });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'not-found') return false;
    throw error;
  }
}

/** A topic the reader follows, as the sidebar lists it. */
export interface FollowedTopic {
  id: Id;
  name: string;
}

/**
 * The topics among `users/current.json?include_followed_tags=true`'s `subscriptions` (a captured answer of
 * the real service lists there what the reader follows, each a reference; topics as `tag` or `topic`).
 */
export function readFollowedTopics(json: unknown): FollowedTopic[] {
  const list = (json as { subscriptions?: unknown } | null)?.subscriptions;
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new WireShapeError('subscriptions', 'an array');
  return list.flatMap((item: unknown, i) => {
    const ref = item as { type?: unknown; id?: unknown; name?: unknown } | null;
    if (ref?.type !== 'tag' && ref?.type !== 'topic') return [];
    if (typeof ref.id !== 'number' || typeof ref.name !== 'string')
      throw new WireShapeError(`subscriptions[${String(i)}]`, 'a topic with an id and a name');
    return [{ id: ref.id, name: ref.name }];
  });
}

/**
 * `GET /users/current.json?include_followed_tags=true`: the topics the reader follows. The spec has no list of
 * them; this one request (the "other" group, once per visit) is the only source that names them all.
 */
export function getFollowedTopics(signal?: AbortSignal) {
  return httpClient().request('/users/current.json', {
    query: { include_followed_tags: 'true' },
    // The sidebar's list waits behind what the page itself asks for in the same budget.
    priority: 'background',
    signal,
    read: readFollowedTopics,
  });
}

export const subscriptionQueries = {
  all: () => ['subscriptions'] as const,
  /** Whether the reader follows one target; the follow mutation keeps it right, so it stays fresh for minutes. */
  to: ({ kind, id }: FollowTarget) =>
    queryOptions({
      queryKey: [...subscriptionQueries.all(), 'to', kind, id] as const,
      queryFn: ({ signal }) => getFollows({ kind, id }, signal),
      staleTime: 5 * 60_000,
    }),
  toUser: (id: Id) => subscriptionQueries.to({ kind: 'user', id }),
  /** The reader's topics, for the sidebar; following or unfollowing one edits this list in place. */
  topics: (meId: Id) =>
    queryOptions({
      queryKey: [...subscriptionQueries.all(), 'topics', meId] as const,
      queryFn: ({ signal }) => getFollowedTopics(signal),
      staleTime: 30 * 60_000,
    }),
};
