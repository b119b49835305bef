import type { QueryClient } from '@tanstack/react-query';
import type { Group } from '../../../contract/groups';
import type { Relationships } from '../../../contract/people';
import type { User } from '../../../contract/users';
import { settleFollow, undoFollow } from '../subscriptions/follow-cache';
import { applyMembership, cachedGroup, confirmGroup, memberInCache } from '../groups/group-cache';
import { groupQueries, myGroupsQuery } from '../groups/groups-api';
import { editEverywhere, withLike, withLikedId } from '../messages/message-cache';
import { messageQueries } from '../messages/messages-api';
import type { StateResult, StateWrite } from './outbox-state-writes';
import type { OutboxWrite } from './outbox-writes';
import { editChartsNow, settleCharts } from '../relationships/relationship-cache';
import { applyUpdatedUser } from '../users/user-update-api';
import { userQueries } from '../users/users-api';

/**
 * What a write does to the caches once the outbox is done with it, from the stored write alone (it may end
 * after a reload, when the screen that asked is gone): `undoWrite` turns its optimistic edit back when the
 * service refuses it for good or the person discards it; `settleWrite` lands the service's answer when done.
 * Posts are handled apart (outbox-instance.ts): a refused one stays, marked failed, with its words.
 */
export function undoWrite(client: QueryClient, write: Exclude<OutboxWrite, { kind: 'post' }>): void {
  switch (write.kind) {
    case 'like':
      editEverywhere(
        client,
        (m) => (m.id === write.messageId ? withLike(m, write.me, !write.like) : m),
        (page) => withLikedId(page, write.messageId, !write.like),
      );
      return;
    case 'delete':
      // The message is back where the service still has it.
      void client.invalidateQueries({ queryKey: messageQueries.feeds(), refetchType: 'active' });
      return;
    case 'follow':
      undoFollow(client, write);
      settleFollow(client, write);
      return;
    case 'membership':
      // The inverse edit, so another group's change made meanwhile is kept.
      if (write.changed)
        applyMembership(
          client,
          { id: write.groupId, join: !write.join, me: client.getQueryData(userQueries.current().queryKey) },
          write.removed,
        );
      return;
    case 'profile':
      // Nothing was shown before the service took it (the form held the changes): nothing to turn back.
      return;
    case 'relationship':
      editChartsNow(client, write, !write.add);
      settleCharts(client, write, undefined);
      return;
  }
}

/** The service took a state write: its answer lands where the screens of today put it. */
export function settleWrite(client: QueryClient, write: StateWrite, result: StateResult): void {
  switch (write.kind) {
    case 'follow':
      settleFollow(client, write);
      return;
    case 'membership':
      settleMembership(client, write, result as Group | undefined);
      return;
    case 'profile':
      settleProfile(client, write, result as User | null | undefined);
      return;
    case 'relationship':
      settleCharts(client, write, (result as Relationships | undefined) ?? undefined);
      return;
  }
}

function settleMembership(
  client: QueryClient,
  { groupId: id, join }: Extract<StateWrite, { kind: 'membership' }>,
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

/** Every cached copy of the person is the service's answer, or asked again when it sent none. */
function settleProfile(
  client: QueryClient,
  { userId }: Extract<StateWrite, { kind: 'profile' }>,
  user: User | null | undefined,
) {
  if (user) {
    applyUpdatedUser(client, user);
    return;
  }
  void client.invalidateQueries({ queryKey: userQueries.current().queryKey });
  void client.invalidateQueries({ queryKey: userQueries.detail(userId).queryKey });
  void client.invalidateQueries({ queryKey: userQueries.directoryAll() });
}
