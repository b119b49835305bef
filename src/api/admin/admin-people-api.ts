import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import { readUser } from '../../../contract/guards';
import type { UserUpdateParams } from '../../../contract/user-update';
import type { User } from '../../../contract/users';
import { httpClient } from '../http/http-client';
import { userUpdateForm } from '../users/user-update-api';
import { getUser, userQueries } from '../users/users-api';

/**
 * The admin's writes on people (spec 4.6, 5.5): create, suspend, delete for good, and the list of the
 * suspended. Each needs a verified admin of a paid network; anyone else gets a 403, shown where they acted.
 */

/**
 * The new person's id from the 201's `Location` (`…/api/v1/users/ID`), as the service documents it. The real
 * service does not expose that header to a page of another origin (its CORS list leaves it out, api-shapes
 * 0.1), so the id in the answer's body stands in when the browser hides it.
 */
export function createdUserId(location: string | null, body: unknown): Id | null {
  const fromLocation = location === null ? null : /\/users\/(\d+)(?:\.json)?\/?(?:[?#].*)?$/.exec(location);
  if (fromLocation?.[1] !== undefined) return Number(fromLocation[1]);
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** `POST /users.json`: the id of the person created (an answer that names none is a shape error). */
export function createUser(params: UserUpdateParams & { email: string }, signal?: AbortSignal) {
  let location: string | null = null;
  return httpClient().request('/users.json', {
    method: 'POST',
    form: userUpdateForm(params),
    signal,
    headers: (headers) => {
      location = headers.get('Location');
    },
    read: (json) => {
      const id = createdUserId(location, json);
      if (id === null) throw new Error('The service created the person but did not say where.');
      return id;
    },
  });
}

/** `DELETE /users/ID.json`: suspends; with `delete=true`, deletes for good (section 3). */
export function removeUser(id: Id, forGood: boolean) {
  return httpClient().request(`/users/${String(id)}.json`, {
    method: 'DELETE',
    query: forGood ? { delete: 'true' } : undefined,
    read: () => null,
  });
}

/**
 * `GET /users.json?state=suspended`: a filter only the emulator has (the spec lists no way to see suspended
 * people). Whatever comes back is kept only when its own `state` says suspended, so a service that ignores
 * the filter and lists active people shows nobody rather than the wrong people.
 */
export function getSuspendedUsers(signal?: AbortSignal) {
  return httpClient().request('/users.json', {
    query: { state: 'suspended' },
    signal,
    read: (json) =>
      (Array.isArray(json) ? json.map((u) => readUser(u)) : []).filter((u) => u.state === 'suspended'),
  });
}

export const adminQueries = {
  suspended: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'suspended'] as const,
      queryFn: ({ signal }) => getSuspendedUsers(signal),
      staleTime: 60_000,
    }),
};

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
