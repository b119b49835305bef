import { queryOptions } from '@tanstack/react-query';
import type { Id } from '../../contract/common';
import type { Group } from '../../contract/groups';
import { WireShapeError } from '../../contract/guards';
import { httpClient } from './http-client';

function readGroup(json: unknown): Group {
  const g = json as Partial<Group> | null;
  if (typeof g !== 'object' || g === null || typeof g.id !== 'number')
    throw new WireShapeError('group', 'a group');
  if (typeof g.name !== 'string') throw new WireShapeError('group.name', 'a string');
  return g as Group;
}

/** `GET /groups/ID.json`: one group (a 404 when it does not exist or the user may not see it). */
export function getGroup(id: Id, signal?: AbortSignal) {
  return httpClient().request(`/groups/${String(id)}.json`, { signal, read: readGroup });
}

export const groupQueries = {
  all: () => ['groups'] as const,
  detail: (id: Id) =>
    queryOptions({
      queryKey: [...groupQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getGroup(id, signal),
      staleTime: 5 * 60_000,
    }),
};

export function readGroups(json: unknown): Group[] {
  if (!Array.isArray(json)) throw new WireShapeError('groups', 'an array');
  return json.map(readGroup);
}

/** `GET /groups.json?mine=1`: the groups the caller belongs to (a bare array, 50 a page). */
export function getMyGroups(signal?: AbortSignal) {
  return httpClient().request('/groups.json', { query: { mine: 1 }, signal, read: readGroups });
}

export const myGroupsQuery = () =>
  queryOptions({
    queryKey: [...groupQueries.all(), 'mine'] as const,
    queryFn: ({ signal }) => getMyGroups(signal),
    staleTime: 5 * 60_000,
  });
