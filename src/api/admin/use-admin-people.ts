import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UserUpdateParams } from '../../../contract/user-update';
import type { User } from '../../../contract/users';
import { getUser, userQueries } from '../users/users-api';
import { adminQueries, createUser, removeUser } from './admin-people-api';

/** Creates the person, then reads them back at the address the service gave: the person as stored. */
export function useCreatePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (params: UserUpdateParams & { email: string }) => getUser(await createUser(params)),
    onSuccess: (user) => {
      client.setQueryData(userQueries.detail(user.id).queryKey, user);
      void client.invalidateQueries({ queryKey: userQueries.directoryAll() });
    },
  });
}

type Snapshot = [readonly unknown[], unknown][];

/** The person leaves the directory's pages and the suspended list at once; the snapshot puts them back. */
function takeOut(client: QueryClient, user: User, suspended: boolean): Snapshot {
  const before: Snapshot = [
    ...client.getQueriesData({ queryKey: userQueries.directoryAll() }),
    [adminQueries.suspended().queryKey, client.getQueryData(adminQueries.suspended().queryKey)],
  ];
  client.setQueriesData<User[]>({ queryKey: userQueries.directoryAll() }, (page) =>
    page?.filter((u) => u.id !== user.id),
  );
  client.setQueryData(adminQueries.suspended().queryKey, (list) => {
    const others = (list ?? []).filter((u) => u.id !== user.id);
    return suspended ? [{ ...user, state: 'suspended' }, ...others] : others;
  });
  return before;
}

function putBack(client: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
}

/**
 * Suspend (`forGood: false`) or delete for good, shown at once: the person leaves the directory and joins
 * (or leaves) the suspended list before the service answers; a refusal puts everything back as it was.
 */
export function useRemovePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ user, forGood }: { user: User; forGood: boolean }) => removeUser(user.id, forGood),
    onMutate: async ({ user, forGood }) => {
      await client.cancelQueries({ queryKey: adminQueries.suspended().queryKey });
      return takeOut(client, user, !forGood);
    },
    onError: (_error, _vars, snapshot) => {
      putBack(client, snapshot);
    },
    onSuccess: (_data, { user, forGood }) => {
      if (forGood) client.removeQueries({ queryKey: userQueries.detail(user.id).queryKey });
      else client.setQueryData(userQueries.detail(user.id).queryKey, { ...user, state: 'suspended' });
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: adminQueries.suspended().queryKey });
    },
  });
}
