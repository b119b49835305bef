import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Id } from '../../../contract/common';
import type { Topic } from '../../../contract/topics';
import { followedBefore, showFollow } from './follow-cache';
import type { FollowWrite } from './follow-write';
import type { FollowKind } from './subscriptions-api';
import { topicQueries } from '../topics/topics-api';
import { useStateWrite } from '../outbox/use-state-write';
import type { WriteHandlers } from '../outbox/use-outbox-write-status';
import { userQueries } from '../users/users-api';

/** One Follow or Unfollow; `name` is what lists of the target show (a person's name, a topic's). */
export interface FollowVariables {
  id: Id;
  follow: boolean;
  name?: string;
}

/** What the outbox panel calls the target when the screen did not say: its cached name, if any. */
function cachedName(client: ReturnType<typeof useQueryClient>, kind: FollowKind, id: Id): string {
  if (kind === 'user') return client.getQueryData(userQueries.detail(id).queryKey)?.full_name ?? '';
  if (kind === 'tag') return client.getQueryData<Topic>(topicQueries.detail(id).queryKey)?.name ?? '';
  return '';
}

/**
 * The one pattern of every Follow (a person, a topic, a conversation), through the outbox: the target's
 * `to_…` check and the kind's own edits set at once (follow-cache.ts), all turned back if the service refuses
 * (the outbox's `failed`, or a discard). The write's own answer settles the check: it is not asked again (the
 * "other" budget is small). Sent again after an unknown outcome only if the check says it did not hold.
 */
function useSubscription(kind: FollowKind) {
  const client = useQueryClient();
  const { send, ...status } = useStateWrite();
  const [variables, setVariables] = useState<FollowVariables | undefined>(undefined);
  const mutate = (vars: FollowVariables, handlers: WriteHandlers<unknown> = {}) => {
    setVariables(vars);
    send(() => {
      const write: FollowWrite = {
        kind: 'follow',
        target: kind,
        id: vars.id,
        follow: vars.follow,
        name: vars.name ?? cachedName(client, kind, vars.id),
        was: followedBefore(client, kind, vars.id),
      };
      showFollow(client, write);
      return write;
    }, handlers);
  };
  return { mutate, variables, ...status };
}

/**
 * Follow or unfollow one person, the one write of every Follow button (the directory, a profile, its lists):
 * optimistic on the reader's cached set of followed ids, on the `to_user` check of that person and on both
 * follower counts; turned back if the service refuses, and asked again when the write settles.
 */
export function useFollowUser() {
  return useSubscription('user');
}

/**
 * Follow or unfollow a topic (`target_type=tag`): the `to_topic` check, the sidebar's My topics (the reader's
 * cached `subscriptions`) and the topic's followers count change at once, without asking anything again; a
 * refusal puts them back.
 */
export function useFollowTopic() {
  return useSubscription('tag');
}

/** Follow or unfollow a conversation (`target_type=thread`): only its `to_thread` check shows it. */
export function useFollowThread() {
  return useSubscription('thread');
}
