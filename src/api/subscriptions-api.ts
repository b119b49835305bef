import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Id } from '../../contract/common';
import { httpClient } from './http-client';
import { userQueries } from './users-api';

const empty = () => undefined;

/** `POST /subscriptions.json` with `target_type=user&target_id=` (201, or 200 when already following). */
export function followUser(id: Id, signal?: AbortSignal) {
  return httpClient().request('/subscriptions.json', {
    method: 'POST',
    form: { target_type: 'user', target_id: id },
    signal,
    read: empty,
  });
}

/** `DELETE /subscriptions.json?target_type=user&target_id=` (200, empty body). */
export function unfollowUser(id: Id, signal?: AbortSignal) {
  return httpClient().request('/subscriptions.json', {
    method: 'DELETE',
    query: { target_type: 'user', target_id: id },
    signal,
    read: empty,
  });
}

/**
 * Follow or unfollow one person, optimistic on the reader's cached set of followed ids: the button turns at
 * once, turns back if the service refuses, and the set is asked again when the write settles.
 */
export function useFollowUser(meId: Id | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, follow }: { id: Id; follow: boolean }) => (follow ? followUser(id) : unfollowUser(id)),
    onMutate: async ({ id, follow }) => {
      if (meId === undefined) return undefined;
      const { queryKey } = userQueries.followedIds(meId);
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      client.setQueryData(queryKey, (ids) => {
        const next = new Set(ids);
        if (follow) next.add(id);
        else next.delete(id);
        return next;
      });
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (meId === undefined || context === undefined) return;
      client.setQueryData(userQueries.followedIds(meId).queryKey, context.before);
    },
    onSettled: () => {
      if (meId === undefined) return;
      void client.invalidateQueries({ queryKey: userQueries.followedIds(meId).queryKey });
    },
  });
}
