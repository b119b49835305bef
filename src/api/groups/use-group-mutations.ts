import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import { ApiError } from '../http/api-error';
import { confirmGroup, forgetGroup } from './group-cache';
import { groupQueries, readGroup } from './groups-api';
import { httpClient } from '../http/http-client';
import { userQueries } from '../users/users-api';

/** The service's limit on a group's name (its 400 says so too). */
export const GROUP_NAME_MAX = 50;

export interface NewGroup {
  name: string;
  description: string;
  private: boolean;
  /** Listed in the directory for everyone (a private group is listed for its members only either way). */
  showInDirectory: boolean;
}

/** `POST /groups.json`: 201 with the new group, the caller its member and admin; 400 names the field. */
export function createGroup(input: NewGroup, signal?: AbortSignal) {
  return httpClient().request('/groups.json', {
    method: 'POST',
    form: {
      name: input.name.trim(),
      ...(input.description.trim() === '' ? {} : { description: input.description.trim() }),
      private: input.private,
      show_in_directory: input.showInDirectory,
    },
    signal,
    read: readGroup,
  });
}

/** `DELETE /groups/ID.json?delete=true` (as the official Python client sends it): the group's admins only. */
export function deleteGroup(id: Id, signal?: AbortSignal) {
  return httpClient().request(`/groups/${String(id)}.json`, {
    method: 'DELETE',
    query: { delete: true },
    signal,
    read: () => undefined,
  });
}

/**
 * What a 400 says of each field (`{"error": {"name": ["..."]}}`): shown beside the field it names. Anything
 * else the form shows above its button.
 */
export function fieldErrorsOf(error: unknown): Partial<Record<'name' | 'description', string>> {
  if (!(error instanceof ApiError) || error.kind !== 'bad-request') return {};
  const body = (error.body as { error?: Record<string, unknown> } | null)?.error;
  const first = (value: unknown) =>
    Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
  // The service writes a field's message as a clause ("a group named … already exists"): shown as a sentence.
  const sentence = (text: string | undefined) =>
    text === undefined
      ? undefined
      : `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
  const name = sentence(first(body?.name) ?? first(body?.full_name));
  const description = sentence(first(body?.description));
  return { ...(name ? { name } : {}), ...(description ? { description } : {}) };
}

/**
 * Creates a group: the new group becomes its page's cached copy and joins the reader's groups (the sidebar,
 * the picker); the directory's pages are asked again when next shown, since where it falls among them is the
 * service's to say.
 */
export function useCreateGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewGroup) => createGroup(input),
    onSuccess: (group) => {
      client.setQueryData(groupQueries.detail(group.id).queryKey, group);
      confirmGroup(client, group, client.getQueryData(userQueries.current().queryKey));
      void client.invalidateQueries({ queryKey: groupQueries.directoryAll(), refetchType: 'none' });
    },
  });
}

/** Deletes a group: gone from every list at once, its messages from every cached feed (api/group-cache). */
export function useDeleteGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => deleteGroup(id),
    onSuccess: (_nothing, id) => {
      forgetGroup(client, id);
    },
  });
}
