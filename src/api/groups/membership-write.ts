import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import type { Group } from '../../../contract/groups';
import type { WriteKind } from '../outbox/write-kind';
import { userQueries } from '../users/users-api';
import { applyMembership, cachedGroup, confirmGroup, memberInCache } from './group-cache';
import { joinGroup, leaveGroup } from './group-membership-api';
import { getMyGroups, groupQueries, myGroupsQuery } from './groups-api';

/** Join or leave a group, as stored in the outbox. */
export interface MembershipWrite {
  kind: 'membership';
  groupId: Id;
  join: boolean;
  name: string;
  /** Whether the optimistic edit changed anything (a click on a state already shown changes nothing). */
  changed: boolean;
  /** The reader's copy of a group left, to put back in their groups if the leave is undone. */
  removed?: Group;
}

function settleMembership(
  client: QueryClient,
  { groupId: id, join }: MembershipWrite,
  group: Group | undefined,
) {
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
}

/**
 * A join or a leave. One whose answer was lost is looked for in the reader's groups (`groups.json?mine=1`)
 * first: found, it is done. Refused, the inverse edit turns it back, so another group's change made meanwhile
 * is kept.
 */
export const membershipKind: WriteKind<MembershipWrite, Group | undefined> = {
  kind: 'membership',
  send: (write) => (write.join ? joinGroup(write.groupId) : leaveGroup(write.groupId)),
  async find(write) {
    const mine = await getMyGroups();
    return mine.some((g) => g.id === write.groupId) === write.join ? undefined : null;
  },
  settle(client, write, group) {
    settleMembership(client, write, group);
  },
  undo(client, write) {
    if (write.changed)
      applyMembership(
        client,
        { id: write.groupId, join: !write.join, me: client.getQueryData(userQueries.current().queryKey) },
        write.removed,
      );
  },
  label: ({ join, name }) =>
    join ? (name ? t`Join ${name}` : t`Join a group`) : name ? t`Leave ${name}` : t`Leave a group`,
};
