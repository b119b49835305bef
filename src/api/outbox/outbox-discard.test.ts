import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Relationships } from '../../../contract/people';
import type { User } from '../../../contract/users';
import { useGroupMembership } from '../groups/use-group-membership';
import { myGroupsQuery } from '../groups/groups-api';
import { outboxStateText, outboxWriteLabel } from './outbox-labels';
import { useOutbox, useOutboxActions } from './use-outbox';
import { useRemoveRelationship } from '../relationships/use-relationship-mutations';
import { relationshipQueries } from '../relationships/relationships-api';
import { useFollowTopic, useFollowUser } from '../subscriptions/use-subscription-mutations';
import { subscriptionQueries } from '../subscriptions/subscriptions-api';
import { aGroup, recordedMe } from '../testing/group-fixtures';
import { emulatorService } from '../testing/emulator-service';
import { userQueries } from '../users/users-api';

/**
 * Follows, joins and relationship edits made offline wait in the outbox, shown at once; Discard in the
 * outbox panel turns each back where it shows, and names it in words first.
 */
const me: User = { ...recordedMe(), id: 1, name: 'me', full_name: 'Me Myself', subscriptions: [] };
const ana: User = { ...recordedMe(), id: 12, name: 'ana.ruiz', full_name: 'Ana Ruiz' };
const engineering = aGroup(5, 'Engineering', { members: 10 });
const ref = (user: User) => ({
  type: 'user' as const,
  id: user.id,
  name: user.name,
  full_name: user.full_name,
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

function setUp() {
  const { requests } = emulatorService();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  client.setQueryData(userQueries.current().queryKey, { ...me, stats: { ...me.stats, following: 3 } });
  client.setQueryData(userQueries.detail(ana.id).queryKey, { ...ana, stats: { ...ana.stats, followers: 4 } });
  client.setQueryData(userQueries.followedIds(me.id).queryKey, new Set([99]));
  client.setQueryData(subscriptionQueries.toUser(ana.id).queryKey, false);
  client.setQueryData(myGroupsQuery().queryKey, []);
  client.setQueryData(relationshipQueries.of(me.id).queryKey, {
    superiors: [ref(ana)],
    subordinates: [],
    colleagues: [],
  } satisfies Relationships);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  const hooks = renderHook(
    () => ({
      followUser: useFollowUser(),
      followTopic: useFollowTopic(),
      membership: useGroupMembership(),
      removeRelationship: useRemoveRelationship(),
      outbox: useOutbox(),
      actions: useOutboxActions(),
    }),
    { wrapper },
  );
  return { client, requests, hooks };
}

beforeEach(() => {
  setOnline(false);
});
afterEach(() => {
  setOnline(true);
});

describe('state writes made offline', () => {
  it('are shown at once, wait in the outbox with their names, and Discard turns each back', async () => {
    const { client, requests, hooks } = setUp();
    const followedIds = () => client.getQueryData(userQueries.followedIds(me.id).queryKey);
    const followers = () => client.getQueryData(userQueries.detail(ana.id).queryKey)?.stats.followers;
    const following = () => client.getQueryData(userQueries.current().queryKey)?.stats.following;
    const myGroups = () => client.getQueryData(myGroupsQuery().queryKey)?.map((g) => g.id);
    const superiors = () => client.getQueryData(relationshipQueries.of(me.id).queryKey)?.superiors;
    client.setQueryData(['groups', 'detail', engineering.id], engineering);

    act(() => {
      hooks.result.current.followUser.mutate({ id: ana.id, follow: true, name: 'Ana Ruiz' });
      hooks.result.current.followTopic.mutate({ id: 8, follow: false, name: 'design' });
      hooks.result.current.membership.mutate({ id: engineering.id, join: true, name: 'Engineering' });
      hooks.result.current.removeRelationship.mutate({ owner: ref(me), type: 'superior', person: ref(ana) });
    });
    await waitFor(() => {
      expect(hooks.result.current.outbox.entries).toHaveLength(4);
    });
    await waitFor(() => {
      expect(hooks.result.current.outbox.entries.every((e) => e.state === 'waiting-network')).toBe(true);
    });
    const entries = hooks.result.current.outbox.entries;
    expect(entries.map(outboxWriteLabel)).toEqual([
      'Follow Ana Ruiz',
      'Unfollow topic #design',
      'Join Engineering',
      'Reporting line edit: remove Ana Ruiz',
    ]);
    for (const entry of entries) expect(outboxStateText(entry)).toBe('Waiting for the network');
    // Shown at once, nothing sent.
    expect(followedIds()).toEqual(new Set([99, ana.id]));
    expect([followers(), following()]).toEqual([5, 4]);
    expect(client.getQueryData(subscriptionQueries.toUser(ana.id).queryKey)).toBe(true);
    expect(myGroups()).toEqual([engineering.id]);
    expect(superiors()).toEqual([]);
    expect(requests).toEqual([]);
    expect(hooks.result.current.followUser.isWaiting).toBe(true);

    for (const entry of entries) await act(() => hooks.result.current.actions.discard(entry));
    expect(hooks.result.current.outbox.entries).toEqual([]);
    expect(followedIds()).toEqual(new Set([99]));
    expect([followers(), following()]).toEqual([4, 3]);
    expect(client.getQueryData(subscriptionQueries.toUser(ana.id).queryKey)).toBe(false);
    expect(myGroups()).toEqual([]);
    expect(client.getQueryData<typeof engineering>(['groups', 'detail', engineering.id])?.stats.members).toBe(
      10,
    );
    expect(superiors()).toEqual([ref(ana)]);
  });
});
