import { queryOptions } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import { readUser } from '../../../contract/guards';
import type { UserUpdateParams } from '../../../contract/user-update';
import { httpClient } from '../http/http-client';
import { userUpdateForm } from '../users/user-update-api';
import { userQueries } from '../users/users-api';

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
