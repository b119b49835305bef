import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Id } from '../../contract/common';
import type { User } from '../../contract/users';
import { followUser, subscriptionQueries, unfollowUser } from './subscriptions-api';
import { FOLLOW_MUTATION_KEY, userListQueries } from './user-lists-api';
import { userQueries } from './users-api';

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

/**
 * Follow or unfollow one person, the one mutation of every Follow button (the directory, a profile, its
 * lists): optimistic on the reader's cached set of followed ids, on the `to_user` check of that person and
 * on both follower counts; all turned back if the service refuses, and asked again when the write settles.
 */
export function useFollowUser(meId: Id | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: FOLLOW_MUTATION_KEY,
    mutationFn: ({ id, follow }: { id: Id; follow: boolean }) => (follow ? followUser(id) : unfollowUser(id)),
    onMutate: async ({ id, follow }) => {
      const idsKey = meId === undefined ? null : userQueries.followedIds(meId).queryKey;
      const checkKey = subscriptionQueries.toUser(id).queryKey;
      await Promise.all([
        idsKey ? client.cancelQueries({ queryKey: idsKey }) : null,
        client.cancelQueries({ queryKey: checkKey }),
      ]);
      const before = {
        ids: idsKey ? client.getQueryData(idsKey) : undefined,
        check: client.getQueryData(checkKey),
        person: client.getQueryData(userQueries.detail(id).queryKey),
        me: client.getQueryData(userQueries.current().queryKey),
      };
      if (idsKey && before.ids) {
        const next = new Set(before.ids);
        if (follow) next.add(id);
        else next.delete(id);
        client.setQueryData(idsKey, next);
      }
      client.setQueryData(checkKey, follow);
      // Counts move only when the state is known to change (a second Follow changes nothing).
      const was = before.check ?? before.ids?.has(id);
      if (was !== undefined && was !== follow) {
        moveCount(client, userQueries.detail(id).queryKey, 'followers', follow ? 1 : -1);
        moveCount(client, userQueries.current().queryKey, 'following', follow ? 1 : -1);
      }
      return { idsKey, checkKey, before };
    },
    onError: (_error, { id }, context) => {
      if (!context) return;
      const { idsKey, checkKey, before } = context;
      if (idsKey && before.ids) client.setQueryData(idsKey, before.ids);
      if (before.check === undefined) void client.invalidateQueries({ queryKey: checkKey, exact: true });
      else client.setQueryData(checkKey, before.check);
      if (before.person) client.setQueryData(userQueries.detail(id).queryKey, before.person);
      if (before.me) client.setQueryData(userQueries.current().queryKey, before.me);
    },
    // The write's own answer settles the `to_user` check: it is not asked again (the "other" budget is small).
    onSettled: (_data, _error, { id }) => {
      // Who follows that person, and whom the reader follows, changed: asked again where they are shown.
      void client.invalidateQueries({ queryKey: userListQueries.follows('followers', id).queryKey });
      if (meId === undefined) return;
      void client.invalidateQueries({ queryKey: userQueries.followedIds(meId).queryKey });
      void client.invalidateQueries({ queryKey: userListQueries.follows('following', meId).queryKey });
    },
  });
}
