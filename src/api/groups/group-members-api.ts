import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import { readUser, WireShapeError } from '../../../contract/guards';
import type { GroupUsersPage } from '../../../contract/people';
import { groupQueries } from './groups-api';
import { httpClient } from '../http/http-client';

function readMembersPage(json: unknown): GroupUsersPage {
  const body = json as Partial<GroupUsersPage> | null;
  if (typeof body !== 'object' || body === null || !Array.isArray(body.users))
    throw new WireShapeError('users', 'an array of users');
  return {
    users: body.users.map((u, i) => readUser(u, `users[${String(i)}]`)),
    more_available: body.more_available === true,
  };
}

/** `GET /users/in_group/ID.json?page=`: 50 members a page and whether more follow (a 403 for a private group). */
export function getGroupMembers(id: Id, page: number, signal?: AbortSignal) {
  return httpClient().request(`/users/in_group/${String(id)}.json`, {
    query: { page },
    signal,
    read: readMembersPage,
  });
}

export const groupMemberQueries = {
  /** A group's members, page by page (Show more); under `['groups']`, so a join or a leave edits it too. */
  list: (id: Id) =>
    infiniteQueryOptions({
      queryKey: [...groupQueries.all(), 'members', id] as const,
      queryFn: ({ pageParam, signal }) => getGroupMembers(id, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last, _all, lastPage) => (last.more_available ? lastPage + 1 : undefined),
      staleTime: 5 * 60_000,
    }),
};
