import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { groupQueries, myGroupsQuery } from '../../api/groups/groups-api';
import { fakeModalDialogs } from '../../components/testing/modal-dialogs';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { GroupPage } from './group-page';
import type { GroupTab } from './group-tabs';
import { council, design, groupsService, me, type GroupsService } from './testing/groups-service';

let service: GroupsService;
beforeAll(fakeModalDialogs);
beforeEach(() => {
  service = groupsService();
});

function show(id: number, tab: GroupTab = 'conversations', client = freshQueryClient()) {
  return renderWithApp(<GroupPage id={id} tab={tab} conversations={<p>The group’s feed</p>} />, {
    path: `/groups/${String(id)}`,
    client,
  });
}

describe('GroupPage', () => {
  it('heads the feed with the group’s name, privacy, members, description and Join', async () => {
    show(design.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Design Guild' })).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();
    expect(screen.getByText('4 members')).toBeInTheDocument();
    expect(screen.getByText('About Design Guild')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join Design Guild' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Conversations' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('The group’s feed')).toBeInTheDocument();
    // Not its creator: nothing offered that the service would refuse.
    expect(screen.queryByRole('button', { name: 'Delete group' })).not.toBeInTheDocument();
  });

  it('says a private group the reader is not in is private, with its name when a copy is known, and offers no Join', async () => {
    service.mine.delete(council.id);
    const client = freshQueryClient();
    client.setQueryData(groupQueries.directory(1).queryKey, [council]);
    show(council.id, 'conversations', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Security Council' })).toBeInTheDocument();
    expect(screen.getByText(/This group is private/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('The group’s feed')).not.toBeInTheDocument();
  });

  it('without any copy, the private state still names what it is', async () => {
    service.mine.delete(council.id);
    show(council.id);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This group is private' }),
    ).toBeInTheDocument();
  });

  it('after leaving a private group from its page, the page turns private at once', async () => {
    show(council.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Security Council' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave group' }));
    expect(await screen.findByText(/This group is private/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Security Council' })).toBeInTheDocument();
  });

  it('lists the members with Follow, and a join adds the reader to them at once', async () => {
    const { client } = show(design.id, 'members');
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(within(members).getAllByRole('listitem')).toHaveLength(3);
    expect(await within(members).findByRole('button', { name: 'Follow Matt Knopp' })).toBeEnabled();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Design Guild' }));
    expect(within(members).getByRole('link', { name: me.full_name })).toBeInTheDocument();
    expect(screen.getByText('5 members')).toBeInTheDocument();
    await waitFor(() => {
      expect(client.getQueryData(myGroupsQuery().queryKey)?.some((g) => g.id === design.id)).toBe(true);
    });
    expect(service.requests.filter((r) => r.startsWith('GET /users/in_group/'))).toHaveLength(1);
  });

  it('offers its creator Delete group, asks first, and takes them to the directory', async () => {
    service.groups.set(design.id, { ...design, creator_id: me.id });
    service.mine.add(design.id);
    const { router } = show(design.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete group' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Design Guild?' })).getByRole('button', {
        name: 'Delete group',
      }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/groups');
    });
    expect(router.state.location.state).toEqual({ notice: 'Design Guild was deleted.' });
    expect(service.requests).toContain(`DELETE /groups/${String(design.id)}.json?delete=true`);
  });

  it('an unknown group is said not to exist', async () => {
    show(12345);
    expect(await screen.findByRole('heading', { level: 1, name: 'No such group' })).toBeInTheDocument();
  });
});
