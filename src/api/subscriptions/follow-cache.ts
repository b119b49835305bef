import type { QueryClient } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import type { Topic } from '../../../contract/topics';
import type { User } from '../../../contract/users';
import {
  followedTopicsOf,
  subscriptionQueries,
  withFollowedTopic,
  type FollowKind,
} from './subscriptions-api';
import { topicQueries } from '../topics/topics-api';
import { userListQueries } from '../users/user-lists-api';
import { userQueries } from '../users/users-api';

/**
 * A follow in the cache, from the write alone (it may be undone after a reload, when no snapshot is left):
 * shown at once, undone by the inverse edit when the service refuses it for good or it is discarded, settled
 * once it is done. Each kind changes its own `to_…` check; a person also the reader's set of followed ids and
 * both follower counts; a topic the sidebar's My topics (the reader's `subscriptions`) and its count.
 */
export interface FollowEdit {
  target: FollowKind;
  id: Id;
  follow: boolean;
  /** What the panel calls it: a person's or a topic's name ('' for a conversation). */
  name: string;
  /** Whether the reader followed it before, as the screen knew (null: not known); the undo puts it back. */
  was: boolean | null;
}

const checkKey = ({ target, id }: Pick<FollowEdit, 'target' | 'id'>) =>
  subscriptionQueries.to({ kind: target, id }).queryKey;

/** A count in a cached user's `stats`, moved by one (a follow seen from either end). */
function moveCount(
  client: QueryClient,
  key: readonly unknown[],
  stat: 'followers' | 'following',
  by: number,
) {
  client.setQueryData<User>(key, (user) =>
    user?.stats ? { ...user, stats: { ...user.stats, [stat]: Math.max(0, user.stats[stat] + by) } } : user,
  );
}

function moveTopicCount(client: QueryClient, id: Id, by: number) {
  client.setQueryData<Topic>(topicQueries.detail(id).queryKey, (topic) =>
    topic?.followers_count === undefined
      ? topic
      : { ...topic, followers_count: Math.max(0, topic.followers_count + by) },
  );
}

const followedIdsKey = (client: QueryClient) => {
  const meId = client.getQueryData(userQueries.current().queryKey)?.id;
  return meId === undefined ? null : userQueries.followedIds(meId).queryKey;
};

/** Whether the reader followed the target before, as the cache knows (null: not known). */
export function followedBefore(client: QueryClient, target: FollowKind, id: Id): boolean | null {
  const check = client.getQueryData(checkKey({ target, id }));
  if (check !== undefined) return check;
  if (target === 'user') {
    const key = followedIdsKey(client);
    return (key && client.getQueryData(key)?.has(id)) ?? null;
  }
  const me = client.getQueryData(userQueries.current().queryKey);
  if (target === 'tag' && me) return followedTopicsOf(me).some((t) => t.id === id);
  return null;
}

/** The follow in every cached copy; counts move only when the state is known to change. */
function edit(client: QueryClient, { target, id, follow, name, was }: FollowEdit, by: 1 | -1): void {
  const now = by === 1 ? follow : !follow;
  const changed = was !== null && was !== follow;
  // Undone only where showing it changed something (a second Follow of someone followed changes nothing).
  const touches = by === 1 || was !== follow;
  if (target === 'user') {
    const key = followedIdsKey(client);
    const ids = key ? client.getQueryData(key) : undefined;
    if (key && ids && touches) {
      const next = new Set(ids);
      if (now) next.add(id);
      else next.delete(id);
      client.setQueryData(key, next);
    }
    if (changed) {
      const step = now ? 1 : -1;
      moveCount(client, userQueries.detail(id).queryKey, 'followers', step);
      moveCount(client, userQueries.current().queryKey, 'following', step);
    }
  }
  if (target === 'tag') {
    const meKey = userQueries.current().queryKey;
    const me = client.getQueryData(meKey);
    const label = name || client.getQueryData<Topic>(topicQueries.detail(id).queryKey)?.name;
    if (me && label && touches) {
      const subscriptions = withFollowedTopic(me.subscriptions, { id, name: label }, now);
      client.setQueryData(meKey, { ...me, subscriptions });
    }
    if (changed) moveTopicCount(client, id, now ? 1 : -1);
  }
}

/**
 * Shows the follow at once (the screen's click): the check, and the kind's own edits. A fetch of any of them
 * is stopped first; a cancel reverts its query at once (TanStack Query), so the edit made next stands.
 */
export function showFollow(client: QueryClient, write: FollowEdit): void {
  const key = followedIdsKey(client);
  void client.cancelQueries({ queryKey: checkKey(write) });
  void client.cancelQueries({ queryKey: userQueries.current().queryKey, exact: true });
  if (key) void client.cancelQueries({ queryKey: key });
  edit(client, write, 1);
  client.setQueryData(checkKey(write), write.follow);
}

/** Turns the follow back: what the reader followed before, or asked again where it was not known. */
export function undoFollow(client: QueryClient, write: FollowEdit): void {
  edit(client, write, -1);
  if (write.was === null) void client.invalidateQueries({ queryKey: checkKey(write), exact: true });
  else client.setQueryData(checkKey(write), write.was);
}

/**
 * After the write (done or refused): a person's followers and the reader's followings changed, asked again
 * where they are shown. The check itself is not asked again (the "other" budget is small): the write set it.
 */
export function settleFollow(client: QueryClient, { target, id }: Pick<FollowEdit, 'target' | 'id'>): void {
  if (target !== 'user') return;
  void client.invalidateQueries({ queryKey: userListQueries.follows('followers', id).queryKey });
  const meId = client.getQueryData(userQueries.current().queryKey)?.id;
  if (meId === undefined) return;
  void client.invalidateQueries({ queryKey: userQueries.followedIds(meId).queryKey });
  void client.invalidateQueries({ queryKey: userListQueries.follows('following', meId).queryKey });
}
