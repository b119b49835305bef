import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import { WireShapeError } from '../../../contract/guards';
import type { UserReference } from '../../../contract/references';
import { groupQueries, readGroups } from '../groups/groups-api';
import { httpClient } from '../http/http-client';
import { writeWaits } from '../outbox/outbox-instances';
import { userQueries } from './users-api';

/** Who follows a person, or whom they follow. */
export type FollowListKind = 'followers' | 'following';

/** One page of `users/followed_by/ID` or `users/following/ID` (api-shapes 5.1), read. */
export interface FollowListPage {
  users: UserReference[];
  /** More people after this page (`more_available`). */
  more: boolean;
  /** `meta.followed_user_ids`: every id the caller follows, whoever the list is about; null if absent. */
  followedIds: Set<Id> | null;
}

const PATHS: Record<FollowListKind, string> = { followers: 'followed_by', following: 'following' };

/** Both lists answer `{users, more_available, meta: {followed_user_ids}}` with short users. */
export function readFollowListPage(json: unknown): FollowListPage {
  const body = json as {
    users?: unknown;
    more_available?: unknown;
    meta?: { followed_user_ids?: unknown };
  } | null;
  if (!Array.isArray(body?.users)) throw new WireShapeError('users', 'an array');
  const users = body.users.map((item, i) => {
    const person = item as Partial<UserReference> | null;
    if (typeof person !== 'object' || person === null || typeof person.id !== 'number')
      throw new WireShapeError(`users[${String(i)}]`, 'a user');
    return person as UserReference;
  });
  const ids = body.meta?.followed_user_ids;
  return {
    users,
    // A string "true" is how the service writes some booleans (api-shapes 0.4).
    more: body.more_available === true || body.more_available === 'true',
    followedIds: Array.isArray(ids) && ids.every((n) => typeof n === 'number') ? new Set(ids) : null,
  };
}

/** `GET /users/followed_by/ID.json` or `/users/following/ID.json`, 50 people a page (`page`, from 1). */
export function getFollowList(kind: FollowListKind, userId: Id, page: number, signal?: AbortSignal) {
  return httpClient().request(`/users/${PATHS[kind]}/${String(userId)}.json`, {
    query: page > 1 ? { page } : {},
    signal,
    read: readFollowListPage,
  });
}

/** `GET /groups/for_user/ID.json`: the groups a person is in that the reader may see (a bare array). */
export function getGroupsForUser(userId: Id, signal?: AbortSignal) {
  return httpClient().request(`/groups/for_user/${String(userId)}.json`, { signal, read: readGroups });
}

/**
 * Every follow list names whom the reader follows (`meta.followed_user_ids`): that answer refreshes the
 * reader's cached set (the Follow buttons everywhere) for free, unless a follow of a person is still in the
 * outbox (on its way, or waiting for the network), whose optimistic set is newer than the page.
 */
function keepFollowedIds(client: QueryClient, page: FollowListPage): void {
  const meId = client.getQueryData(userQueries.current().queryKey)?.id;
  if (meId === undefined || page.followedIds === null) return;
  if (writeWaits(client, (w) => w.kind === 'follow' && 'target' in w && w.target === 'user')) return;
  client.setQueryData(userQueries.followedIds(meId).queryKey, page.followedIds);
}

export const userListQueries = {
  /** Under `users`, so whatever refreshes people refreshes their lists. */
  all: () => [...userQueries.all(), 'lists'] as const,
  ofKind: (kind: FollowListKind) => [...userListQueries.all(), kind] as const,
  /** A person's followers or followings, page by page (more while `more_available`). */
  follows: (kind: FollowListKind, userId: Id) =>
    infiniteQueryOptions({
      queryKey: [...userListQueries.ofKind(kind), userId] as const,
      queryFn: async ({ pageParam, signal, client }) => {
        const page = await getFollowList(kind, userId, pageParam, signal);
        keepFollowedIds(client, page);
        return page;
      },
      initialPageParam: 1,
      getNextPageParam: (last, _all, lastParam) => (last.more ? lastParam + 1 : undefined),
      staleTime: 5 * 60_000,
    }),
  /** Under `groups`, so whatever refreshes groups (a join, a leave) refreshes these too. */
  groups: (userId: Id) =>
    queryOptions({
      queryKey: [...groupQueries.all(), 'for-user', userId] as const,
      queryFn: ({ signal }) => getGroupsForUser(userId, signal),
      staleTime: 5 * 60_000,
    }),
};
