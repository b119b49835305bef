import { queryOptions } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import type { User } from '../../../contract/users';
import { ApiError } from '../http/api-error';
import { httpClient } from '../http/http-client';
import { persisted } from '../persisted-query';

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

const isTopicRef = (item: unknown): item is { type: string; id: number; name: string } => {
  const ref = item as { type?: unknown; id?: unknown; name?: unknown } | null;
  return (
    (ref?.type === 'tag' || ref?.type === 'topic') &&
    typeof ref.id === 'number' &&
    typeof ref.name === 'string'
  );
};

/**
 * The topics among the reader's `subscriptions` (`users/current` asked with `include_followed_tags`; topics
 * come as `tag` or `topic` references). Anything else there (people, or what this client does not know) is left.
 */
export function followedTopicsOf(user: Pick<User, 'subscriptions'> | undefined): FollowedTopic[] {
  return (user?.subscriptions ?? []).filter(isTopicRef).map(({ id, name }) => ({ id, name }));
}

/** The reader's `subscriptions` with one topic added (as a `topic` reference) or taken out. */
export function withFollowedTopic(
  subscriptions: unknown[] | undefined,
  topic: FollowedTopic,
  follow: boolean,
) {
  const rest = (subscriptions ?? []).filter((item) => !(isTopicRef(item) && item.id === topic.id));
  return follow ? [...rest, { type: 'topic', id: topic.id, name: topic.name }] : rest;
}

export const subscriptionQueries = {
  all: () => ['subscriptions'] as const,
  /** Whether the reader follows one target; the follow mutation keeps it right, so it stays fresh for minutes. */
  to: ({ kind, id }: FollowTarget) => {
    const options = queryOptions({
      queryKey: [...subscriptionQueries.all(), 'to', kind, id] as const,
      queryFn: ({ signal }) => getFollows({ kind, id }, signal),
      staleTime: 5 * 60_000,
    });
    // Whether the reader follows a person is part of that person's profile; the other checks are not kept.
    return kind === 'user' ? persisted(options, { as: 'person', id, part: 'profile' }) : options;
  },
  toUser: (id: Id) => subscriptionQueries.to({ kind: 'user', id }),
};
