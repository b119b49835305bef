import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import type { Group } from '../../../contract/groups';
import type { GroupUsersPage, Suggestion } from '../../../contract/people';
import type { User } from '../../../contract/users';
import { groupName, groupQueries, myGroupsQuery } from './groups-api';
import { editEverywhere, sourceOfKey } from '../messages/message-cache';
import { suggestionQueries } from '../suggestions/suggestions-api';

/**
 * Pure edits of every cached copy of a group, for the optimistic joins and leaves and for a deletion: the
 * group's page (`['groups', 'detail', id]`), the reader's groups (`['groups', 'mine']`, which the sidebar and
 * the composer's group picker read), the directory's pages (`['groups', 'directory', page]`), its members
 * (`['groups', 'members', id]`) and the suggestions that embed it. Nothing is asked of the service again.
 */
type Members = InfiniteData<GroupUsersPage, number>;

export interface MembershipChange {
  id: Id;
  join: boolean;
  /** The reader, added to or taken from the group's cached members. */
  me: User | undefined;
}

const isGroup = (data: unknown): data is Group =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'group';

const isMembers = (data: unknown): data is Members =>
  typeof data === 'object' && data !== null && Array.isArray((data as Members).pages);

const byName = (a: Group, b: Group) =>
  groupName(a).localeCompare(groupName(b), 'en', { sensitivity: 'base' });

export const withMemberCount = (group: Group, delta: number): Group => ({
  ...group,
  stats: { ...group.stats, members: Math.max(0, group.stats.members + delta) },
});

/** Edits every cached full copy of group `id`; `edit` returns the new copy, or null to drop it from lists. */
function editGroupEverywhere(client: QueryClient, id: Id, edit: (group: Group) => Group | null): void {
  for (const [key, data] of client.getQueriesData({ queryKey: groupQueries.all() })) {
    if (Array.isArray(data)) {
      const list = data as Group[];
      if (!list.some((g) => g.id === id)) continue;
      client.setQueryData(
        key,
        list.flatMap((g) => (g.id === id ? (edit(g) ?? []) : [g])),
      );
    } else if (isGroup(data) && data.id === id) {
      const next = edit(data);
      // A page's own copy is never dropped while the page may show it: it is marked for asking again.
      if (next) client.setQueryData(key, next);
      else void client.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
    }
  }
  for (const [key, list] of client.getQueriesData<Suggestion[]>({ queryKey: suggestionQueries.all() })) {
    if (!list?.some((s) => s.group?.id === id)) continue;
    client.setQueryData(
      key,
      list.flatMap((s) => {
        if (s.group?.id !== id) return [s];
        const next = edit(s.group);
        return next ? [{ ...s, group: next }] : [];
      }),
    );
  }
}

/** A full copy of the group from any cached list or page, if one is held. */
export function cachedGroup(client: QueryClient, id: Id): Group | undefined {
  for (const [, data] of client.getQueriesData({ queryKey: groupQueries.all() })) {
    if (Array.isArray(data)) {
      const found = (data as Group[]).find((g) => g.id === id);
      if (found) return found;
    } else if (isGroup(data) && data.id === id) return data;
  }
  for (const [, list] of client.getQueriesData<Suggestion[]>({ queryKey: suggestionQueries.all() })) {
    const found = list?.find((s) => s.group?.id === id)?.group;
    if (found) return found;
  }
  return undefined;
}

/**
 * The lists of the reader's own groups: `groups.json?mine=1`, and their profile's Groups tab
 * (`groups/for_user/ME`, kept under `['groups', 'for-user', id]`), both in name order.
 */
function readerLists(me: User | undefined): QueryKey[] {
  const mine: QueryKey = myGroupsQuery().queryKey;
  return me ? [mine, [...groupQueries.all(), 'for-user', me.id]] : [mine];
}

/** Whether the reader's cached groups hold group `id`; undefined while that list is not loaded. */
export function memberInCache(client: QueryClient, id: Id): boolean | undefined {
  return client.getQueryData(myGroupsQuery().queryKey)?.some((g) => g.id === id);
}

function membersWith(data: Members, me: User): Members {
  if (data.pages.some((p) => p.users.some((u) => u.id === me.id))) return data;
  const after = (u: User) => u.name.localeCompare(me.name, 'en', { sensitivity: 'base' }) > 0;
  const at = data.pages.findIndex((p) => p.users.some(after));
  const last = data.pages.length - 1;
  // Past the last page loaded while more are to come: the reader arrives with the page that holds them.
  if (at < 0 && data.pages[last]?.more_available !== false) return data;
  const index = at < 0 ? last : at;
  const pages = data.pages.map((page, i) => {
    if (i !== index) return page;
    const users = [...page.users];
    const before = users.findIndex(after);
    users.splice(before < 0 ? users.length : before, 0, me);
    return { ...page, users };
  });
  return { ...data, pages };
}

function membersWithout(data: Members, id: Id): Members {
  if (!data.pages.some((p) => p.users.some((u) => u.id === id))) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, users: p.users.filter((u) => u.id !== id) })) };
}

/**
 * A join or a leave in every cached copy at once: the member count of each copy moves by one, the reader's
 * groups gain or lose the group (by name, as the service orders them), the group's members gain or lose the
 * reader. `restore` is the reader's copy to put back when a refused leave is undone and no other copy is held.
 */
export function applyMembership(client: QueryClient, change: MembershipChange, restore?: Group): void {
  const { id, join, me } = change;
  editGroupEverywhere(client, id, (g) => withMemberCount(g, join ? 1 : -1));
  const copy = join ? (cachedGroup(client, id) ?? restore) : undefined;
  for (const key of readerLists(me)) {
    const list = client.getQueryData<Group[]>(key);
    if (!list) continue;
    const rest = list.filter((g) => g.id !== id);
    client.setQueryData(key, copy ? [...rest, copy].sort(byName) : rest);
  }
  if (!me) return;
  const membersKey: QueryKey = [...groupQueries.all(), 'members', id];
  const members = client.getQueryData(membersKey);
  if (isMembers(members))
    client.setQueryData(membersKey, join ? membersWith(members, me) : membersWithout(members, me.id));
}

/** The service's own copy after a join (its count is the truth), in every list, and in the reader's groups. */
export function confirmGroup(client: QueryClient, group: Group, me: User | undefined): void {
  editGroupEverywhere(client, group.id, () => group);
  for (const key of readerLists(me)) {
    const list = client.getQueryData<Group[]>(key);
    if (list && !list.some((g) => g.id === group.id)) client.setQueryData(key, [...list, group].sort(byName));
  }
}

/**
 * A deleted group leaves every list and suggestion, and its messages every cached feed and conversation;
 * its page, its members and its feed are marked stale, so going back to it asks (and finds nothing).
 */
export function forgetGroup(client: QueryClient, id: Id): void {
  editGroupEverywhere(client, id, () => null);
  void client.invalidateQueries({
    queryKey: [...groupQueries.all(), 'members', id],
    refetchType: 'none',
  });
  editEverywhere(client, (m) => (m.group_id === id ? null : m));
  void client.invalidateQueries({
    predicate: (query) => {
      const source = sourceOfKey(query.queryKey);
      return source?.feed === 'in_group' && source.id === id;
    },
    refetchType: 'none',
  });
}
