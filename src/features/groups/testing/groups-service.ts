import type { Group } from '../../../../contract/groups';
import type { AutocompleteGroup } from '../../../../contract/social';
import type { User } from '../../../../contract/users';
import { fakeService, json } from '../../../api/testing/fake-service';
import { aGroup, recordedMe, recordedPeople } from '../../../api/testing/group-fixtures';

export const me = recordedMe();
export const design = aGroup(7, 'Design Guild', { members: 4 });
export const books = aGroup(3, 'Book Club', { members: 9 });
export const council = aGroup(5, 'Security Council', { members: 3, privacy: 'private' });
export const launches = aGroup(8, 'Product Launches', { members: 30 });

export interface GroupsService {
  groups: Map<number, Group>;
  mine: Set<number>;
  /** The service answers 403 to a join or a leave (as for a private group). */
  refuse: boolean;
  /** The service answers 500 to suggestions.json. */
  suggestionsDown: boolean;
  /** Autocomplete's `group` answers. */
  found: AutocompleteGroup[];
  members: User[];
  requests: string[];
  declined: number[];
  /** The form of the last group created. */
  created: URLSearchParams | null;
}

/** The groups endpoints over a small network: the reader is in Book Club and Security Council. */
export function groupsService(): GroupsService {
  const state: GroupsService = {
    groups: new Map([books, council, design, launches].map((g) => [g.id, g])),
    mine: new Set([books.id, council.id]),
    refuse: false,
    suggestionsDown: false,
    found: [],
    members: recordedPeople(),
    requests: [],
    declined: [],
    created: null,
  };
  const byName = () => [...state.groups.values()].sort((a, b) => a.full_name.localeCompare(b.full_name));
  const refused = () => json({ error: { base: 'No.', code: 'forbidden', message: 'No.' } }, 403);
  fakeService((url, init) => {
    const method = init.method ?? 'GET';
    const path = url.pathname.replace('/api/v1', '');
    state.requests.push(`${method} ${path}${url.search}`);
    const idIn = (pattern: RegExp) => Number(pattern.exec(path)?.[1]);
    if (path === '/users/current.json') return json(me);
    if (path === '/networks/current.json') return json([{ type: 'network', id: me.network_id, paid: false }]);
    if (path.startsWith('/users/following/'))
      return json({ users: [], more_available: false, meta: { followed_user_ids: [] } });
    if (path === '/suggestions.json' && state.suggestionsDown) return json({ message: 'down' }, 500);
    if (path === '/suggestions.json')
      return json(
        [launches, design]
          .filter((g) => !state.mine.has(g.id) && !state.declined.includes(100 + g.id))
          .map((g) => ({
            type: 'suggestion',
            id: 100 + g.id,
            suggested_type: 'group',
            suggested_id: g.id,
            group: g,
          })),
      );
    if (path.startsWith('/suggestions/') && method === 'DELETE') {
      state.declined.push(idIn(/suggestions\/(\d+)/));
      return new Response(null, { status: 200 });
    }
    if (path === '/autocomplete/ranked.json') return json({ group: state.found });
    if (path === '/groups.json' && method === 'GET') {
      const list = url.searchParams.get('mine') ? byName().filter((g) => state.mine.has(g.id)) : byName();
      return json(list.filter((g) => g.privacy === 'public' || state.mine.has(g.id)));
    }
    if (path === '/groups.json' && method === 'POST') {
      const form = init.body instanceof URLSearchParams ? init.body : new URLSearchParams();
      const name = form.get('name') ?? '';
      state.created = form;
      if (byName().some((g) => g.full_name === name))
        return json({ error: { name: [`a group named "${name}" already exists`], code: 'taken' } }, 400);
      const group = { ...aGroup(40, name, { members: 1 }), creator_id: me.id };
      state.groups.set(group.id, group);
      state.mine.add(group.id);
      return json(group, 201);
    }
    if (path === '/group_memberships.json') {
      const id = Number(url.searchParams.get('group_id'));
      const group = state.groups.get(id);
      if (!group) return json({}, 404);
      if (state.refuse) return refused();
      const join = method === 'POST';
      if (join !== state.mine.has(id)) {
        const members = group.stats.members + (join ? 1 : -1);
        state.groups.set(id, { ...group, stats: { ...group.stats, members } });
        if (join) state.mine.add(id);
        else state.mine.delete(id);
      }
      return join ? json({ type: 'group_membership', group: state.groups.get(id) }, 201) : new Response(null);
    }
    const groupId = idIn(/^\/groups\/(\d+)\.json$/);
    if (groupId) {
      const group = state.groups.get(groupId);
      if (!group) return json({}, 404);
      if (group.privacy === 'private' && !state.mine.has(groupId)) return refused();
      if (method === 'DELETE') {
        if (group.creator_id !== me.id) return refused();
        state.groups.delete(groupId);
        state.mine.delete(groupId);
        return new Response(null);
      }
      return json(group);
    }
    if (path.startsWith('/users/in_group/')) {
      const id = idIn(/in_group\/(\d+)/);
      const users = state.mine.has(id) ? [...state.members, me] : state.members;
      return json({ users, more_available: false });
    }
    return json({}, 404);
  });
  return state;
}
