import { useQuery } from '@tanstack/react-query';
import { useFollowUser } from '../../api/subscription-mutations';
import { userQueries } from '../../api/users-api';

export type FollowState = ReturnType<typeof useFollowState>;

/** Who the reader follows (one cached list for the whole page) and the toggle that changes it. */
export function useFollowState() {
  const meId = useQuery(userQueries.current()).data?.id;
  const followed = useQuery({ ...userQueries.followedIds(meId ?? 0), enabled: meId !== undefined });
  const mutation = useFollowUser(meId);
  return {
    known: followed.data !== undefined,
    meId,
    isFollowing: (id: number) => followed.data?.has(id) ?? false,
    toggle: (id: number, follow: boolean) => {
      mutation.mutate({ id, follow });
    },
    error: mutation.error,
  };
}
