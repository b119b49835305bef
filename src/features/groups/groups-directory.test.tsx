import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { myGroupsQuery } from '../../api/groups/groups-api';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { json } from '../../api/testing/service-kit';
import { fakeModalDialogs } from '../../components/testing/modal-dialogs';
import { renderWithApp } from '../../components/testing/render';
import { activateLocale } from '../../i18n/language-runtime';
import { GroupsDirectory } from './groups-directory';
import { GROUP, myGroupIds, READER } from './testing/seeded-groups';

let service: EmulatorService;
beforeAll(fakeModalDialogs);
beforeEach(() => {
  service = emulatorService({ as: READER });
});

const row = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('link', { name }) !== null) ?? list;

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('GroupsDirectory', () => {
  it('speaks German: the tabs, the filter, privacy, the member count and Leave', async () => {
    renderWithApp(<GroupsDirectory />, { path: '/groups' });
    await act(() => activateLocale('de'));
    expect(screen.getByRole('heading', { level: 1, name: 'Gruppen' })).toBeInTheDocument();
    const mine = await screen.findByRole('list', { name: 'Meine Gruppen' });
    const council = row(mine, 'Security Council');
    expect(council).toHaveTextContent('Privat');
    expect(council).toHaveTextContent('8 Mitglieder');
    expect(within(council).getByRole('button', { name: 'Security Council verlassen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meine Gruppen 7' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('searchbox', { name: 'Gruppen filtern' })).toHaveAttribute(
      'placeholder',
      'Name oder Beschreibung',
    );
  });

  it('lists the reader’s groups with their privacy in words, and All groups is a tab of the address', async () => {
    const { router } = renderWithApp(<GroupsDirectory />, { path: '/groups' });
    const mine = await screen.findByRole('list', { name: 'My groups' });
    expect(within(mine).getAllByRole('listitem')).toHaveLength(7);
    const council = row(mine, 'Security Council');
    expect(council).toHaveTextContent('Private');
    expect(council).toHaveTextContent('8 members');
    expect(within(council).getByRole('button', { name: 'Leave Security Council' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My groups 7' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'All groups' }));
    expect(router.state.location.search).toBe('?tab=all');
    const all = await screen.findByRole('list', { name: 'All groups' });
    expect(within(row(all, 'Design Guild')).getByRole('button', { name: 'Join Design Guild' })).toBeEnabled();
    expect(service.requests).toContain('GET /api/v1/groups.json?page=1');
  });

  it('joins at once in every list (the row, the suggestion, the reader’s groups), asking the service once', async () => {
    const { client } = renderWithApp(<GroupsDirectory />, { path: '/groups?tab=all' });
    const all = await screen.findByRole('list', { name: 'All groups' });
    const suggestions = await screen.findByRole('region', { name: 'Groups you may like' });
    await userEvent.click(
      within(row(all, 'Design Guild')).getByRole('button', { name: 'Join Design Guild' }),
    );
    expect(
      within(row(all, 'Design Guild')).getByRole('button', { name: 'Leave Design Guild' }),
    ).toBeInTheDocument();
    expect(row(all, 'Design Guild')).toHaveTextContent('25 members');
    expect(within(suggestions).getByRole('button', { name: 'Leave Design Guild' })).toBeInTheDocument();
    expect(client.getQueryData(myGroupsQuery().queryKey)?.map((g) => g.full_name)).toEqual([
      'Berlin Office',
      'Customer Support',
      'Design Guild',
      'Engineering',
      'Product Launches',
      'Remote Workers',
      'Sales Wins',
      'Security Council',
    ]);
    expect(screen.getByRole('link', { name: 'My groups 8' })).toBeInTheDocument();
    await waitFor(async () => {
      expect(await myGroupIds(service)).toContain(GROUP.design);
    });
    expect(service.requests.filter((r) => r.startsWith('POST /api/v1/group_memberships'))).toEqual([
      `POST /api/v1/group_memberships.json?group_id=${String(GROUP.design)}`,
    ]);
    // Nothing was asked again to show it.
    expect(service.requests.filter((r) => r.startsWith('GET /api/v1/groups.json'))).toHaveLength(2);
  });

  it('turns a refused join back in every copy and says why in plain words', async () => {
    // The service refuses a join it should take: a fault the emulator does not make for a public group.
    service.intercept((request) =>
      request.url.includes('/group_memberships.json')
        ? json({ error: { base: 'No.', code: 'forbidden', message: 'No.' } }, 403)
        : undefined,
    );
    const { client } = renderWithApp(<GroupsDirectory />, { path: '/groups?tab=all' });
    const all = await screen.findByRole('list', { name: 'All groups' });
    await userEvent.click(
      within(row(all, 'Design Guild')).getByRole('button', { name: 'Join Design Guild' }),
    );
    expect(await within(row(all, 'Design Guild')).findByRole('alert')).toHaveTextContent(
      'Design Guild is private: only a member or an admin can add you. You were not added.',
    );
    expect(
      within(row(all, 'Design Guild')).getByRole('button', { name: 'Join Design Guild' }),
    ).toBeInTheDocument();
    expect(row(all, 'Design Guild')).toHaveTextContent('24 members');
    expect(client.getQueryData(myGroupsQuery().queryKey)?.map((g) => g.id)).toEqual(
      await myGroupIds(service),
    );
  });

  it('asks before leaving a private group, since coming back takes a member', async () => {
    renderWithApp(<GroupsDirectory />, { path: '/groups' });
    const mine = await screen.findByRole('list', { name: 'My groups' });
    await userEvent.click(within(mine).getByRole('button', { name: 'Leave Security Council' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Security Council?' });
    expect(dialog).toHaveTextContent('only a member or an admin can add you back');
    expect(service.requests.some((r) => r.includes('group_memberships'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave group' }));
    await waitFor(async () => {
      expect(await myGroupIds(service)).not.toContain(GROUP.council);
    });
    expect(within(mine).queryByRole('link', { name: 'Security Council' })).not.toBeInTheDocument();
  });

  it('narrows the list as the reader types, then adds what the service finds on other pages', async () => {
    // The seed's twelve groups fit on one page; a group beyond it is what a bigger network's search finds.
    service.intercept((request) =>
      request.url.includes('/autocomplete/ranked.json')
        ? json({
            group: [
              {
                type: 'group',
                id: 99,
                name: 'guild-masters',
                full_name: 'Guild Masters',
                description: 'Elsewhere',
                photo: '',
                mugshot_url_template: '',
                web_url: '',
                ranking: 1,
                ranking_index: '0',
                current_user_can_post: true,
                show_in_directory: true,
                private: false,
              },
            ],
          })
        : undefined,
    );
    const { router } = renderWithApp(<GroupsDirectory />, { path: '/groups?tab=all' });
    const all = await screen.findByRole('list', { name: 'All groups' });
    await userEvent.type(screen.getByLabelText('Filter groups'), 'guild');
    expect(within(all).getAllByRole('listitem')).toHaveLength(1);
    expect(router.state.location.search).toBe('?tab=all&q=guild');
    const more = await screen.findByRole('list', { name: 'Groups on other pages' }, { timeout: 2000 });
    expect(within(more).getByRole('button', { name: 'Join Guild Masters' })).toBeInTheDocument();
    expect(screen.getByText('2 groups match')).toBeInTheDocument();
    // One request, for the word as it stood when typing paused: not one per keystroke.
    expect(service.requests.filter((r) => r.includes('autocomplete'))).toEqual([
      'GET /api/v1/autocomplete/ranked.json?prefix=guild&models=group%3A20',
    ]);
  });

  it('says when nothing of the reader’s groups matches', async () => {
    renderWithApp(<GroupsDirectory />, { path: '/groups?q=zebra' });
    expect(await screen.findByText('No group matches “zebra”.')).toBeInTheDocument();
    expect(service.requests.some((r) => r.includes('autocomplete'))).toBe(false);
  });

  it('dismisses a suggestion at once and declines it on the service', async () => {
    const suggested = async () =>
      ((await (await service.ask('/api/v1/suggestions.json')).json()) as { suggested_id: number }[]).map(
        (suggestion) => suggestion.suggested_id,
      );
    expect(await suggested()).toContain(GROUP.peopleOps);
    renderWithApp(<GroupsDirectory />, { path: '/groups' });
    const suggestions = await screen.findByRole('region', { name: 'Groups you may like' });
    await userEvent.click(within(suggestions).getByRole('button', { name: 'Dismiss People Ops' }));
    expect(within(suggestions).queryByRole('link', { name: 'People Ops' })).not.toBeInTheDocument();
    await waitFor(async () => {
      expect(await suggested()).not.toContain(GROUP.peopleOps);
    });
  });

  it('says quietly, after the directory, that the suggestions failed, and retries them by name', async () => {
    const heal = service.intercept((request) =>
      request.url.includes('/suggestions.json') ? json({ message: 'down' }, 500) : undefined,
    );
    renderWithApp(<GroupsDirectory />, { path: '/groups?tab=all' });
    const list = await screen.findByRole('list', { name: 'All groups' });
    const retry = await screen.findByRole('button', { name: 'Retry groups you may like' });
    expect(retry).toHaveClass('min-h-11');
    const note = screen.getByText('Groups you may like could not be loaded.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(list.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    heal();
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Groups you may like' })).toBeInTheDocument();
    expect(screen.queryByText('Groups you may like could not be loaded.')).not.toBeInTheDocument();
  });
});
