import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emulatorService } from '../../api/testing/emulator-service';
import { renderWithApp } from '../../components/testing/render';
import { PeopleYouMayKnow } from './people-you-may-know';

const follow = { known: true, meId: 1, isFollowing: () => false, toggle: () => undefined, error: null };

describe('PeopleYouMayKnow', () => {
  it('shows the suggested people only, and a dismissed one goes at once and is declined on the service', async () => {
    // The seed suggests alice a group (Sales Wins) first, then people, Malik Farouk and Lena Costa first.
    const service = emulatorService();
    const suggested = async () =>
      (
        (await (await service.ask('/api/v1/suggestions.json')).json()) as {
          id: number;
          suggested_id: number;
        }[]
      ).map((suggestion) => suggestion.suggested_id);
    renderWithApp(<PeopleYouMayKnow follow={follow} />);
    const section = await screen.findByRole('heading', { name: 'People you may know' });
    expect(section).toBeInTheDocument();
    const list = within(screen.getByRole('list'));
    expect(list.queryByText('Sales Wins')).not.toBeInTheDocument();
    // Eight asked for, the group left out, six shown.
    expect(list.getAllByRole('listitem')).toHaveLength(6);
    expect(await suggested()).toContain(36425097010);

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss Malik Farouk' }));
    expect(screen.queryByText('Malik Farouk')).not.toBeInTheDocument();
    await waitFor(async () => {
      expect(await suggested()).not.toContain(36425097010);
    });
    expect(service.requests.filter((request) => request.startsWith('DELETE'))).toEqual([
      'DELETE /api/v1/suggestions/7340000002.json',
    ]);
    expect(screen.getByRole('button', { name: 'Follow Lena Costa' })).toBeInTheDocument();
  });
});
