import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Id } from '../../../contract/common';
import type { Group } from '../../../contract/groups';
import type { WriteHandlers } from '../outbox/use-outbox-write-status';
import { useStateWrite } from '../outbox/use-state-write';
import { userQueries } from '../users/users-api';
import { applyMembership, cachedGroup, memberInCache } from './group-cache';
import { groupMemberQueries } from './group-members-api';
import { groupName, groupQueries, myGroupsQuery } from './groups-api';
import type { MembershipWrite } from './membership-write';

/** One Join or Leave; `name` is what the outbox panel calls the group. */
export interface MembershipVariables {
  id: Id;
  join: boolean;
  name?: string;
}

/**
 * Join or leave one group through the outbox, optimistic in every cached copy at once (api/group-cache): the
 * button, the counts, the sidebar's and the composer's lists, the members turn at once; a refusal turns them
 * back by the inverse edit (membership-write.ts, so another group's change made meanwhile is kept). A click that
 * changes nothing shows nothing; it is still sent, and the service's answer is the same.
 */
export function useGroupMembership() {
  const client = useQueryClient();
  const { send, ...status } = useStateWrite();
  const [variables, setVariables] = useState<MembershipVariables | undefined>(undefined);
  const mutate = (vars: MembershipVariables, handlers: WriteHandlers<Group | undefined> = {}) => {
    setVariables(vars);
    const { id, join } = vars;
    send(() => {
      // A cancel reverts its query at once (TanStack Query): the edit made next stands.
      for (const { queryKey } of [myGroupsQuery(), groupQueries.detail(id), groupMemberQueries.list(id)])
        void client.cancelQueries({ queryKey, exact: true });
      const held = cachedGroup(client, id);
      const changed = memberInCache(client, id) !== join;
      const removed = join
        ? undefined
        : client.getQueryData(myGroupsQuery().queryKey)?.find((g) => g.id === id);
      const write: MembershipWrite = {
        kind: 'membership',
        groupId: id,
        join,
        name: vars.name ?? (held ? groupName(held) : ''),
        changed,
        ...(removed ? { removed } : {}),
      };
      if (changed)
        applyMembership(client, { id, join, me: client.getQueryData(userQueries.current().queryKey) });
      return write;
    }, handlers);
  };
  return { mutate, variables, ...status };
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
