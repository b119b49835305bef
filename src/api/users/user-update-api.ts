import type { QueryClient } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import { readUser } from '../../../contract/guards';
import type { Reference } from '../../../contract/references';
import { COMPANY_PARTS, EDUCATION_PARTS, type UserUpdateParams } from '../../../contract/user-update';
import type { User } from '../../../contract/users';
import { httpClient } from '../http/http-client';
import { isPages } from '../messages/message-cache';
import { messageQueries } from '../messages/messages-api';
import { userQueries } from './users-api';
import type { Params } from '../http/wire-request';

/**
 * One `education[]` or `previous_companies[]` value: its parts in the spec's order, joined by commas. A part
 * holding a comma would move every later part along, so it is refused here, whatever the form checked.
 */
export function joinHistoryParts<K extends string>(entry: Record<K, string>, parts: readonly K[]): string {
  return parts
    .map((part) => {
      const value = entry[part].trim();
      if (value.includes(','))
        throw new Error(`A ${part} cannot hold a comma: the service splits at commas.`);
      return value;
    })
    .join(',');
}

/**
 * The form-encoded body of `PUT /users/ID.json`: only the parameters given. The histories repeat as
 * `education[]` and `previous_companies[]`; an empty history is sent as one empty value, which clears it
 * (no value at all would leave the old entries in place). External profiles go as one value, a line each.
 */
export function userUpdateForm(params: UserUpdateParams): Params {
  const { education, previous_companies: companies, external_profiles: profiles, ...text } = params;
  const form: Params = { ...text };
  if (profiles !== undefined) form.external_profiles = profiles.join('\n');
  if (education !== undefined)
    form['education[]'] = education.length
      ? education.map((e) => joinHistoryParts(e, EDUCATION_PARTS))
      : [''];
  if (companies !== undefined)
    form['previous_companies[]'] = companies.length
      ? companies.map((c) => joinHistoryParts(c, COMPANY_PARTS))
      : [''];
  return form;
}

/** The service answers the user as it now is; an empty or other answer is taken as "saved, ask again". */
function readUpdatedUser(json: unknown): User | null {
  return typeof json === 'object' && json !== null && 'id' in json ? readUser(json) : null;
}

/** `PUT /users/ID.json` (spec 4.6): only the reader's own profile (or any, for a verified admin of a paid network). */
export function updateUser(id: Id, params: UserUpdateParams, signal?: AbortSignal) {
  return httpClient().request(`/users/${String(id)}.json`, {
    method: 'PUT',
    form: userUpdateForm(params),
    signal,
    read: readUpdatedUser,
  });
}

const asReference = (user: User): Partial<Reference> => ({
  name: user.name,
  full_name: user.full_name,
  job_title: user.job_title,
});

/**
 * Puts the updated person in every cache that holds them: the reader (`users/current`, keeping its
 * web_preferences), their profile, the directory pages they are on, and the references of cached feeds, so a
 * new name or job title shows everywhere at once.
 */
export function applyUpdatedUser(client: QueryClient, user: User): void {
  client.setQueryData(userQueries.current().queryKey, (old) =>
    old?.id === user.id ? { ...old, ...user } : old,
  );
  client.setQueryData(userQueries.detail(user.id).queryKey, (old) => ({ ...old, ...user }));
  client.setQueriesData<User[]>({ queryKey: userQueries.directoryAll() }, (page) =>
    page?.some((u) => u.id === user.id) ? page.map((u) => (u.id === user.id ? { ...u, ...user } : u)) : page,
  );
  client.setQueriesData({ queryKey: messageQueries.all() }, (data: unknown) => {
    if (!isPages(data)) return data;
    const named = (r: Reference) => r.type === 'user' && r.id === user.id;
    if (!data.pages.some((page) => page.references.some(named))) return data;
    const pages = data.pages.map((page) => ({
      ...page,
      references: page.references.map((r) => (named(r) ? { ...r, ...asReference(user) } : r)),
    }));
    return { ...data, pages };
  });
}
