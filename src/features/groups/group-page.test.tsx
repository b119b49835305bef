import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Group } from '../../../contract/groups';
import { groupQueries, myGroupsQuery } from '../../api/groups/groups-api';
import { emulatorService } from '../../api/testing/emulator-service';
import { fakeModalDialogs } from '../../components/testing/modal-dialogs';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { activateLocale } from '../../i18n/language-runtime';
import { GroupPage } from './group-page';
import type { GroupTab } from './group-tabs';
import { GROUP, myGroupIds, READER } from './testing/seeded-groups';

beforeAll(fakeModalDialogs);
afterEach(async () => {
  await act(() => activateLocale('en'));
});

function show(id: number, tab: GroupTab = 'conversations', client = freshQueryClient()) {
  return renderWithApp(<GroupPage id={id} tab={tab} conversations={<p>The group’s feed</p>} />, {
    path: `/groups/${String(id)}`,
    client,
  });
}

describe('GroupPage', () => {
  it('heads the feed with the group’s name, privacy, members, description and Join', async () => {
    emulatorService({ as: READER });
    show(GROUP.design);
    expect(await screen.findByRole('heading', { level: 1, name: 'Design Guild' })).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();
    expect(screen.getByText('24 members')).toBeInTheDocument();
    expect(screen.getByText('Critiques, research findings and the design system.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join Design Guild' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Conversations' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('The group’s feed')).toBeInTheDocument();
    // Not its creator: nothing offered that the service would refuse.
    expect(screen.queryByRole('button', { name: 'Delete group' })).not.toBeInTheDocument();
  });

  it('speaks Arabic: privacy, the member count in its plural form, Join and the tabs', async () => {
    emulatorService({ as: READER });
    show(GROUP.design);
    await act(() => activateLocale('ar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Design Guild' })).toBeInTheDocument();
    expect(screen.getByText('عامة')).toBeInTheDocument();
    expect(screen.getByText('24 عضوًا')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'الانضمام إلى Design Guild' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'المحادثات' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'مجموعة' })).toBeInTheDocument();
  });

  it('says a private group the reader is not in is private, with its name when a copy is known, and offers no Join', async () => {
    const service = emulatorService({ as: READER });
    // Alice is in Leadership Team, Malik is not: the copy is what a member's directory had.
    const leadership = (await (
      await service.ask(`/api/v1/groups/${String(GROUP.leadership)}.json`, {}, 'alice@example.com')
    ).json()) as Group;
    const client = freshQueryClient();
    client.setQueryData(groupQueries.directory(1).queryKey, [leadership]);
    show(GROUP.leadership, 'conversations', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Leadership Team' })).toBeInTheDocument();
    expect(screen.getByText(/This group is private/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('The group’s feed')).not.toBeInTheDocument();
  });

  it('without any copy, the private state still names what it is', async () => {
    emulatorService({ as: READER });
    show(GROUP.leadership);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This group is private' }),
    ).toBeInTheDocument();
  });

  it('after leaving a private group from its page, the page turns private at once', async () => {
    const service = emulatorService({ as: READER });
    show(GROUP.council);
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Security Council' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave group' }));
    expect(await screen.findByText(/This group is private/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Security Council' })).toBeInTheDocument();
    await waitFor(async () => {
      expect(await myGroupIds(service)).not.toContain(GROUP.council);
    });
  });

  it('lists the members with Follow, and a join adds the reader to them at once', async () => {
    const service = emulatorService({ as: READER });
    const { client } = show(GROUP.design, 'members');
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(within(members).getAllByRole('listitem')).toHaveLength(24);
    expect(await within(members).findByRole('button', { name: 'Follow Bob Barnes' })).toBeEnabled();
    expect(within(members).getByRole('button', { name: 'Following Laura Dubois' })).toBeEnabled();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Design Guild' }));
    expect(within(members).getByRole('link', { name: 'Malik Farouk' })).toBeInTheDocument();
    expect(screen.getByText('25 members')).toBeInTheDocument();
    await waitFor(() => {
      expect(client.getQueryData(myGroupsQuery().queryKey)?.some((g) => g.id === GROUP.design)).toBe(true);
    });
    await waitFor(async () => {
      expect(await myGroupIds(service)).toContain(GROUP.design);
    });
    expect(service.requests.filter((r) => r.startsWith('GET /api/v1/users/in_group/'))).toHaveLength(1);
  });

  it('offers its creator Delete group, asks first, and takes them to the directory', async () => {
    // Bob created Design Guild.
    const service = emulatorService({ as: 'bob@example.com' });
    const { router } = show(GROUP.design);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete group' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Design Guild?' })).getByRole('button', {
        name: 'Delete group',
      }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/groups');
    });
    expect(router.state.location.state).toEqual({ deleted: 'Design Guild' });
    expect(service.requests).toContain(`DELETE /api/v1/groups/${String(GROUP.design)}.json?delete=true`);
    expect((await service.ask(`/api/v1/groups/${String(GROUP.design)}.json`)).status).toBe(404);
  });

  it('an unknown group is said not to exist', async () => {
    emulatorService({ as: READER });
    show(12345);
    expect(await screen.findByRole('heading', { level: 1, name: 'No such group' })).toBeInTheDocument();
  });
});
