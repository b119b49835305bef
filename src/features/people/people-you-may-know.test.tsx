import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeService, json } from '../../api/testing/fake-service';
import { renderWithApp } from '../../components/testing/render';
import { PeopleYouMayKnow } from './people-you-may-know';

const suggestion = (id: number, userId: number, name: string) => ({
  type: 'suggestion',
  id,
  suggested_type: 'user',
  suggested_id: userId,
  user: { type: 'user', id: userId, name, full_name: name, job_title: 'Engineer' },
});
const follow = { known: true, meId: 1, isFollowing: () => false, toggle: () => undefined, error: null };

describe('PeopleYouMayKnow', () => {
  it('shows the suggested people only, and a dismissed one goes at once and is declined on the service', async () => {
    const declined: string[] = [];
    let list = [
      suggestion(11, 21, 'Ada Lovelace'),
      { type: 'suggestion', id: 12, suggested_type: 'group', suggested_id: 5 },
      suggestion(13, 23, 'Alan Turing'),
    ];
    fakeService((url, init) => {
      if (init.method === 'DELETE') {
        declined.push(url.pathname);
        list = list.filter((s) => !url.pathname.endsWith(`/${String(s.id)}.json`));
        return new Response(null, { status: 200 });
      }
      return json(list);
    });
    renderWithApp(<PeopleYouMayKnow follow={follow} />);
    expect(await screen.findByRole('heading', { name: 'People you may know' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss Ada Lovelace' }));
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(declined).toEqual(['/api/v1/suggestions/11.json']);
    });
    expect(screen.getByRole('button', { name: 'Follow Alan Turing' })).toBeInTheDocument();
  });
});
