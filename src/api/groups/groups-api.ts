import { queryOptions } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import type { Group } from '../../../contract/groups';
import { WireShapeError } from '../../../contract/guards';
import { httpClient } from '../http/http-client';

/** `groups.json` answers 50 groups a page (api-shapes 3); a shorter page is the last. */
export const GROUPS_PAGE_SIZE = 50;
/** The reader's groups are asked page after page, up to this many (2,500 groups: more than anyone joins). */
const MINE_MAX_PAGES = 50;

export function readGroup(json: unknown): Group {
  const g = json as Partial<Group> | null;
  if (typeof g !== 'object' || g === null || typeof g.id !== 'number')
    throw new WireShapeError('group', 'a group');
  if (typeof g.name !== 'string') throw new WireShapeError('group.name', 'a string');
  return g as Group;
}

/** `GET /groups/ID.json`: one group (a 404 when it does not exist, a 403 when it is private to others). */
export function getGroup(id: Id, signal?: AbortSignal) {
  return httpClient().request(`/groups/${String(id)}.json`, { signal, read: readGroup });
}

export function readGroups(json: unknown): Group[] {
  if (!Array.isArray(json)) throw new WireShapeError('groups', 'an array');
  return json.map(readGroup);
}

/** `GET /groups.json?page=`: one page of the groups the reader may see (a bare array, by name). */
export function getGroupsPage(page: number, signal?: AbortSignal) {
  return httpClient().request('/groups.json', { query: { page }, signal, read: readGroups });
}

/**
 * `GET /groups.json?mine=1`, every page: the groups the caller belongs to. Whether the reader is in a group
 * is known only from this list (a group object does not say), so it is asked whole, not 50 at a time.
 */
export async function getMyGroups(signal?: AbortSignal): Promise<Group[]> {
  const all: Group[] = [];
  for (let page = 1; page <= MINE_MAX_PAGES; page++) {
    const groups = await httpClient().request('/groups.json', {
      query: page === 1 ? { mine: 1 } : { mine: 1, page },
      signal,
      read: readGroups,
    });
    all.push(...groups);
    if (groups.length < GROUPS_PAGE_SIZE) break;
  }
  return all;
}

/**
 * Every copy of a group lives under `['groups', ...]`: its page (`detail`), the reader's groups (`mine`), the
 * directory's pages (`directory`) and its members (`members`, api/group-members-api). Membership and deletion
 * edit them all at once (api/group-cache).
 */
export const groupQueries = {
  all: () => ['groups'] as const,
  detail: (id: Id) =>
    queryOptions({
      queryKey: [...groupQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getGroup(id, signal),
      staleTime: 5 * 60_000,
    }),
  directoryAll: () => [...groupQueries.all(), 'directory'] as const,
  directory: (page: number) =>
    queryOptions({
      queryKey: [...groupQueries.directoryAll(), page] as const,
      queryFn: ({ signal }) => getGroupsPage(page, signal),
      staleTime: 5 * 60_000,
    }),
};

export const myGroupsQuery = () =>
  queryOptions({
    queryKey: [...groupQueries.all(), 'mine'] as const,
    queryFn: ({ signal }) => getMyGroups(signal),
    staleTime: 5 * 60_000,
  });

/** The name a person reads: the display name, else the slug. */
export const groupName = (group: Pick<Group, 'full_name' | 'name'>) => group.full_name || group.name;
