import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Group } from '../../../contract/groups';
import { groupQueries, myGroupsQuery } from '../../api/groups/groups-api';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { renderWithApp } from '../../components/testing/render';
import { activateLocale } from '../../i18n/language-runtime';
import { CreateGroup } from './create-group';
import { groupDraftKey } from './group-draft';
import { EXAMPLE_CORP, READER } from './testing/seeded-groups';

let service: EmulatorService;
let draftKey: string;
beforeEach(() => {
  localStorage.clear();
  service = emulatorService({ as: READER });
  draftKey = groupDraftKey({ networkId: EXAMPLE_CORP, userId: service.userId });
});

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('CreateGroup', () => {
  it('speaks German: the heading, the fields and what is wrong with the name', async () => {
    renderWithApp(<CreateGroup />, { path: '/groups/new' });
    await act(() => activateLocale('de'));
    expect(screen.getByRole('heading', { level: 1, name: 'Gruppe erstellen' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Gruppe erstellen' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Geben Sie einen Namen für die Gruppe ein.',
    );
    expect(screen.getByRole('radio', { name: /^Öffentlich/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Abbrechen' })).toBeInTheDocument();
  });

  it('shows the service’s 400 beside the name, with the focus there, and keeps what was typed', async () => {
    renderWithApp(<CreateGroup />, { path: '/groups/new' });
    await userEvent.type(await screen.findByLabelText('Name'), 'Book Club');
    await userEvent.type(screen.getByLabelText('Description (optional)'), 'Another one');
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription('A group named "Book Club" already exists in this network.');
    });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(draftKey) ?? '{}')).toMatchObject({
      name: 'Book Club',
      description: 'Another one',
    });
  });

  it('checks the name before sending: none, or longer than 50 characters', async () => {
    renderWithApp(<CreateGroup />, { path: '/groups/new' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create group' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name for the group.');
    await userEvent.type(screen.getByLabelText('Name'), 'x'.repeat(51));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'At most 50 characters: this one has 51.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(service.requests.some((r) => r.startsWith('POST'))).toBe(false);
  });

  it('a draft survives a reload; once created, the creator lands on the group, which is theirs everywhere', async () => {
    localStorage.setItem(
      draftKey,
      JSON.stringify({ name: 'Climbers', description: '', private: true, showInDirectory: false }),
    );
    const { router, client } = renderWithApp(<CreateGroup />, { path: '/groups/new' });
    expect(await screen.findByLabelText('Name')).toHaveValue('Climbers');
    expect(screen.getByRole('radio', { name: /Private/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /List it/ })).not.toBeChecked();
    client.setQueryData(myGroupsQuery().queryKey, []);
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toMatch(/^\/groups\/\d+$/);
    });
    const id = Number(router.state.location.pathname.split('/')[2]);
    const created = (await (await service.ask(`/api/v1/groups/${String(id)}.json`)).json()) as Group;
    expect(created).toMatchObject({ full_name: 'Climbers', privacy: 'private', show_in_directory: 'false' });
    expect(localStorage.getItem(draftKey)).toBeNull();
    expect(client.getQueryData(groupQueries.detail(id).queryKey)?.full_name).toBe('Climbers');
    expect(client.getQueryData(myGroupsQuery().queryKey)?.map((g) => g.full_name)).toEqual(['Climbers']);
  });
});
