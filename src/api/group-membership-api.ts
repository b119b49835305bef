import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Id } from '../../contract/common';
import type { Group } from '../../contract/groups';
import { groupMemberQueries } from './group-members-api';
import {
  applyMembership,
  cachedGroup,
  confirmGroup,
  memberInCache,
  type MembershipChange,
} from './group-cache';
import { groupQueries, myGroupsQuery, readGroup } from './groups-api';
import { httpClient } from './http-client';
import { userQueries } from './users-api';

/** The group in a join's answer, when the service sends one (the emulator does; no recorded body exists). */
function readJoined(json: unknown): Group | undefined {
  const group = (json as { group?: unknown } | undefined)?.group;
  try {
    return group === undefined ? undefined : readGroup(group);
  } catch {
    return undefined;
  }
}

/** `POST /group_memberships.json?group_id=`: 201 (200 when already in); 403 for a private group. */
export function joinGroup(id: Id, signal?: AbortSignal) {
  return httpClient().request('/group_memberships.json', {
    method: 'POST',
    query: { group_id: id },
    signal,
    read: readJoined,
  });
}

/** `DELETE /group_memberships.json?group_id=`: 200, empty. */
export function leaveGroup(id: Id, signal?: AbortSignal) {
  return httpClient().request('/group_memberships.json', {
    method: 'DELETE',
    query: { group_id: id },
    signal,
    read: () => undefined,
  });
}

/**
 * Join or leave one group, optimistic in every cached copy at once (api/group-cache): the button, the counts,
 * the sidebar's and the composer's lists, the members turn at once; a refusal turns them back by the inverse
 * edit (so another group's change made meanwhile is kept). A click that changes nothing sends nothing.
 */
export function useGroupMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, join }: { id: Id; join: boolean }) =>
      join ? joinGroup(id) : leaveGroup(id).then(() => undefined),
    onMutate: async ({ id, join }) => {
      await Promise.all(
        [myGroupsQuery(), groupQueries.detail(id), groupMemberQueries.list(id)].map(({ queryKey }) =>
          client.cancelQueries({ queryKey, exact: true }),
        ),
      );
      const me = client.getQueryData(userQueries.current().queryKey);
      if (memberInCache(client, id) === join) return { change: null, removed: undefined };
      const removed = join
        ? undefined
        : client.getQueryData(myGroupsQuery().queryKey)?.find((g) => g.id === id);
      const change: MembershipChange = { id, join, me };
      applyMembership(client, change);
      return { change, removed };
    },
    onError: (_error, _vars, context) => {
      const change = context?.change;
      if (change) applyMembership(client, { ...change, join: !change.join }, context.removed);
    },
    onSuccess: (group, { id, join }) => {
      if (!join) {
        // Out of a private group, its page is no longer the reader's to see: ask, and the service says so.
        if (cachedGroup(client, id)?.privacy === 'private')
          void client.invalidateQueries({ queryKey: groupQueries.detail(id).queryKey, exact: true });
        return;
      }
      const me = client.getQueryData(userQueries.current().queryKey);
      if (group) confirmGroup(client, group, me);
      // No copy was held to put in the reader's groups (a group found by the filter): ask for them once.
      else if (memberInCache(client, id) === false)
        void client.invalidateQueries({ queryKey: myGroupsQuery().queryKey, exact: true });
    },
  });
}

/**
 * Whether the reader is in a group, from the one cached list of their groups (a group object does not say).
 * While that list is not known, nobody is a member and nothing is offered that might be wrong.
 */
export function useMyGroups() {
  const mine = useQuery(myGroupsQuery());
  return {
    known: mine.data !== undefined,
    isMember: (id: Id) => mine.data?.some((g) => g.id === id) ?? false,
    query: mine,
  };
}
