import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Id } from '../../contract/common';
import type { Topic } from '../../contract/topics';
import type { User } from '../../contract/users';
import {
  follow as followTarget,
  followedTopicsOf,
  subscriptionQueries,
  unfollow,
  withFollowedTopic,
  type FollowKind,
} from './subscriptions-api';
import { topicQueries } from './topics-api';
import { FOLLOW_MUTATION_KEY, userListQueries } from './user-lists-api';
import { userQueries } from './users-api';

/** One Follow or Unfollow; `name` is what lists of the target show (a topic's in the sidebar). */
export interface FollowVariables {
  id: Id;
  follow: boolean;
  name?: string;
}

/**
 * What one kind of follow changes in the cache besides its own check: `apply` edits, knowing the check's
 * value before (undefined when it was never asked), and returns what `undo` needs to put it back.
 */
interface FollowEdits<Saved> {
  apply: (vars: FollowVariables, before: boolean | undefined) => Promise<Saved> | Saved;
  undo: (vars: FollowVariables, saved: Saved) => void;
  /** After the write: what to ask again where it is shown. */
  settle?: (vars: FollowVariables) => void;
}

/**
 * The one pattern of every Follow (a person, a topic, a conversation): the write, the target's `to_…` check
 * set at once, the kind's own edits, all turned back if the service refuses. The write's own answer settles
 * the check: it is not asked again (the "other" budget is small).
 */
function useSubscription<Saved>(
  kind: FollowKind,
  edits: FollowEdits<Saved>,
  mutationKey?: readonly unknown[],
) {
  const client = useQueryClient();
  return useMutation({
    ...(mutationKey ? { mutationKey } : {}),
    mutationFn: (vars: FollowVariables) =>
      vars.follow ? followTarget({ kind, id: vars.id }) : unfollow({ kind, id: vars.id }),
    onMutate: async (vars) => {
      const checkKey = subscriptionQueries.to({ kind, id: vars.id }).queryKey;
      await client.cancelQueries({ queryKey: checkKey });
      const check = client.getQueryData(checkKey);
      const saved = await edits.apply(vars, check);
      client.setQueryData(checkKey, vars.follow);
      return { checkKey, check, saved };
    },
    onError: (_error, vars, context) => {
      if (!context) return;
      if (context.check === undefined)
        void client.invalidateQueries({ queryKey: context.checkKey, exact: true });
      else client.setQueryData(context.checkKey, context.check);
      edits.undo(vars, context.saved);
    },
    onSettled: (_data, _error, vars) => {
      edits.settle?.(vars);
    },
  });
}

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
  const idsKey = meId === undefined ? null : userQueries.followedIds(meId).queryKey;
  return useSubscription(
    'user',
    {
      apply: async ({ id, follow }, check) => {
        if (idsKey) await client.cancelQueries({ queryKey: idsKey });
        const before = {
          ids: idsKey ? client.getQueryData(idsKey) : undefined,
          person: client.getQueryData(userQueries.detail(id).queryKey),
          me: client.getQueryData(userQueries.current().queryKey),
        };
        if (idsKey && before.ids) {
          const next = new Set(before.ids);
          if (follow) next.add(id);
          else next.delete(id);
          client.setQueryData(idsKey, next);
        }
        // Counts move only when the state is known to change (a second Follow changes nothing).
        const was = check ?? before.ids?.has(id);
        if (was !== undefined && was !== follow) {
          moveCount(client, userQueries.detail(id).queryKey, 'followers', follow ? 1 : -1);
          moveCount(client, userQueries.current().queryKey, 'following', follow ? 1 : -1);
        }
        return before;
      },
      undo: ({ id }, before) => {
        if (idsKey && before.ids) client.setQueryData(idsKey, before.ids);
        if (before.person) client.setQueryData(userQueries.detail(id).queryKey, before.person);
        if (before.me) client.setQueryData(userQueries.current().queryKey, before.me);
      },
      settle: ({ id }) => {
        // Who follows that person, and whom the reader follows, changed: asked again where they are shown.
        void client.invalidateQueries({ queryKey: userListQueries.follows('followers', id).queryKey });
        if (meId === undefined) return;
        void client.invalidateQueries({ queryKey: userQueries.followedIds(meId).queryKey });
        void client.invalidateQueries({ queryKey: userListQueries.follows('following', meId).queryKey });
      },
    },
    FOLLOW_MUTATION_KEY,
  );
}

/**
 * Follow or unfollow a topic (`target_type=tag`): the `to_topic` check, the sidebar's My topics (the reader's
 * cached `subscriptions`) and the topic's followers count change at once, without asking anything again; a
 * refusal puts them back.
 */
export function useFollowTopic() {
  const client = useQueryClient();
  const meKey = userQueries.current().queryKey;
  return useSubscription('tag', {
    apply: async ({ id, follow, name }, check) => {
      await client.cancelQueries({ queryKey: meKey, exact: true });
      const detailKey = topicQueries.detail(id).queryKey;
      const before = { me: client.getQueryData(meKey), topic: client.getQueryData<Topic>(detailKey) };
      const label = name ?? before.topic?.name;
      if (before.me && label !== undefined) {
        const subscriptions = withFollowedTopic(before.me.subscriptions, { id, name: label }, follow);
        client.setQueryData(meKey, { ...before.me, subscriptions });
      }
      const was = check ?? (before.me ? followedTopicsOf(before.me).some((t) => t.id === id) : undefined);
      if (was !== undefined && was !== follow) {
        client.setQueryData<Topic>(detailKey, (topic) =>
          topic?.followers_count === undefined
            ? topic
            : { ...topic, followers_count: Math.max(0, topic.followers_count + (follow ? 1 : -1)) },
        );
      }
      return before;
    },
    undo: ({ id }, before) => {
      if (before.me) client.setQueryData(meKey, before.me);
      if (before.topic) client.setQueryData(topicQueries.detail(id).queryKey, before.topic);
    },
  });
}

/** Follow or unfollow a conversation (`target_type=thread`): only its `to_thread` check shows it. */
export function useFollowThread() {
  return useSubscription('thread', { apply: () => undefined, undo: () => undefined });
}
