import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Group } from '../../../contract/groups';
import type { FeedEnvelope, Message } from '../../../contract/messages';
import type { GroupUsersPage, Suggestion } from '../../../contract/people';
import { applyMembership, confirmGroup, forgetGroup, memberInCache } from './group-cache';
import { groupMemberQueries } from './group-members-api';
import { groupQueries, myGroupsQuery } from './groups-api';
import { messageQueries } from '../messages/messages-api';
import { suggestionQueries } from '../suggestions/suggestions-api';
import { aGroup, recordedMe, recordedPeople } from '../testing/group-fixtures';

const me = recordedMe();
const design = aGroup(7, 'Design Guild', { members: 4 });
const books = aGroup(3, 'Book Club', { members: 9 });
const zoo = aGroup(9, 'Zoo Keepers', { members: 2 });

let client: QueryClient;
const detail = (id: number) => client.getQueryData(groupQueries.detail(id).queryKey);
const mine = () => client.getQueryData(myGroupsQuery().queryKey);
const page1 = () => client.getQueryData(groupQueries.directory(1).queryKey);
const suggested = () => client.getQueryData<Suggestion[]>(suggestionQueries.list(8).queryKey);
const members = () =>
  client.getQueryData<InfiniteData<GroupUsersPage, number>>(groupMemberQueries.list(design.id).queryKey);
const counts = (list: Group[] | undefined) => list?.map((g) => [g.id, g.stats.members]);

beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(groupQueries.detail(design.id).queryKey, design);
  client.setQueryData(myGroupsQuery().queryKey, [books, zoo]);
  client.setQueryData(groupQueries.directory(1).queryKey, [books, design, zoo]);
  client.setQueryData(suggestionQueries.list(8).queryKey, [
    { type: 'suggestion', id: 50, suggested_type: 'group', suggested_id: design.id, group: design },
  ]);
  client.setQueryData(groupMemberQueries.list(design.id).queryKey, {
    pages: [{ users: recordedPeople(), more_available: false }],
    pageParams: [1],
  });
});

describe('applyMembership', () => {
  it('a join moves the count of every copy, puts the group among the reader’s by name, and the reader among its members', () => {
    expect(memberInCache(client, design.id)).toBe(false);
    applyMembership(client, { id: design.id, join: true, me });
    expect(detail(design.id)?.stats.members).toBe(5);
    expect(counts(page1())).toEqual([
      [3, 9],
      [7, 5],
      [9, 2],
    ]);
    expect(suggested()?.[0]?.group?.stats.members).toBe(5);
    expect(mine()?.map((g) => g.full_name)).toEqual(['Book Club', 'Design Guild', 'Zoo Keepers']);
    expect(memberInCache(client, design.id)).toBe(true);
    // Before the first member whose username comes after the reader's, as the service orders them.
    expect(members()?.pages[0]?.users.map((u) => u.name)).toEqual([
      'ilya',
      'jsmith',
      'mknopp',
      'mikealrogers-guest',
    ]);
    // Other groups are left alone.
    expect(mine()?.find((g) => g.id === zoo.id)?.stats.members).toBe(2);
  });

  it('the inverse edit undoes a join exactly (the rollback of a refused join)', () => {
    const before = client.getQueriesData({ queryKey: ['groups'] });
    applyMembership(client, { id: design.id, join: true, me });
    applyMembership(client, { id: design.id, join: false, me });
    expect(client.getQueriesData({ queryKey: ['groups'] })).toEqual(before);
    expect(suggested()?.[0]?.group?.stats.members).toBe(4);
  });

  it('a refused leave of a group held only in the reader’s list puts that copy back', () => {
    const removed = mine()?.find((g) => g.id === zoo.id);
    client.removeQueries({ queryKey: groupQueries.directoryAll() });
    applyMembership(client, { id: zoo.id, join: false, me });
    expect(mine()?.map((g) => g.id)).toEqual([books.id]);
    applyMembership(client, { id: zoo.id, join: true, me }, removed);
    expect(mine()).toEqual([books, zoo]);
  });

  it('a member past the pages loaded while more are to come is not drawn at the end', () => {
    client.setQueryData(groupMemberQueries.list(design.id).queryKey, {
      pages: [{ users: recordedPeople().slice(0, 1), more_available: true }],
      pageParams: [1],
    });
    applyMembership(client, { id: design.id, join: true, me });
    expect(members()?.pages[0]?.users.map((u) => u.name)).toEqual(['ilya']);
  });
});

describe('confirmGroup and forgetGroup', () => {
  it('the service’s copy after a join replaces every copy', () => {
    applyMembership(client, { id: design.id, join: true, me });
    confirmGroup(client, { ...design, stats: { ...design.stats, members: 12 } }, me);
    expect(detail(design.id)?.stats.members).toBe(12);
    expect(mine()?.find((g) => g.id === design.id)?.stats.members).toBe(12);
  });

  it('a deleted group leaves every list, its suggestion and its messages every feed', () => {
    const message = { id: 1, group_id: design.id, thread_id: 1 } as Message;
    const other = { id: 2, group_id: null, thread_id: 2 } as Message;
    const feed = messageQueries.feed({ feed: 'all' }, 'flat');
    client.setQueryData(feed.queryKey, {
      pages: [{ messages: [message, other], references: [], meta: {} } as unknown as FeedEnvelope],
      pageParams: [undefined],
    });
    forgetGroup(client, design.id);
    expect(page1()?.map((g) => g.id)).toEqual([books.id, zoo.id]);
    expect(suggested()).toEqual([]);
    expect(client.getQueryData(feed.queryKey)?.pages[0]?.messages.map((m) => m.id)).toEqual([2]);
    // The page's own copy is kept until it is asked again: going back to it finds the group gone.
    expect(client.getQueryState(groupQueries.detail(design.id).queryKey)?.isInvalidated).toBe(true);
  });
});
