import { useQuery } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import { useFollowThread } from '../subscriptions/use-subscription-mutations';
import { subscriptionQueries } from '../subscriptions/subscriptions-api';
import { useFollowsEveryone } from '../subscriptions/use-follows-everyone';
import { userQueries } from '../users/users-api';

/**
 * Whether the reader follows one conversation (`subscriptions/to_thread/ID`, 404 = not following) and the
 * toggle, shared by the conversation's page and a card's More menu. `enabled` false asks nothing (a card
 * asks only once its menu opens); the answer is cached for minutes, and the toggle keeps it right. In a
 * community set to follow everyone every check is a 404: `everyone` says so, and there is nothing to toggle.
 */
export function useThreadFollow(threadId: Id, enabled = true) {
  const check = useQuery({ ...subscriptionQueries.to({ kind: 'thread', id: threadId }), enabled });
  // The reader (and their network) matter only to tell a 404 apart.
  const me = useQuery({ ...userQueries.current(), enabled: check.data === false }).data;
  const everyone = useFollowsEveryone(me, { denied: check.data === false });
  const mutation = useFollowThread();
  return {
    check,
    /** Undefined while unknown; a 404 in a community waits for the rule to be told apart. */
    following: everyone === undefined ? undefined : check.data,
    everyone: everyone === true,
    toggle: (follow: boolean, onError?: (error: unknown) => void) => {
      mutation.mutate({ id: threadId, follow }, onError ? { onError } : undefined);
    },
    error: mutation.error,
  };
}
