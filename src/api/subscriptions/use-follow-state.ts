import { useQuery } from '@tanstack/react-query';
import { useFollowUser } from './use-subscription-mutations';
import { userQueries } from '../users/users-api';

export type FollowState = ReturnType<typeof useFollowState>;

/**
 * Who the reader follows (one cached list for the whole page) and the toggle that changes it: shared by every
 * feature that lists people (the People directory, a group's members), with components/follow-button.
 */
export function useFollowState() {
  const meId = useQuery(userQueries.current()).data?.id;
  const followed = useQuery({ ...userQueries.followedIds(meId ?? 0), enabled: meId !== undefined });
  const mutation = useFollowUser();
  return {
    known: followed.data !== undefined,
    meId,
    isFollowing: (id: number) => followed.data?.has(id) ?? false,
    toggle: (id: number, follow: boolean, name?: string) => {
      mutation.mutate({ id, follow, ...(name ? { name } : {}) });
    },
    error: mutation.error,
  };
}
