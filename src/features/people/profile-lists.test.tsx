import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { subscriptionQueries } from '../../api/subscriptions/subscriptions-api';
import { userQueries } from '../../api/users/users-api';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { ProfileGroups } from './profile-groups';
import { ProfilePeople } from './profile-people';
import { ME, PERSON, profileService, shortUser } from './testing/profile-service';

const people = (n: number, from = 1000) =>
  Array.from({ length: n }, (_, i) => shortUser(from + i, `Person ${String(i + 1).padStart(3, '0')}`));

/** As in the app, where the shell has asked users/current before any profile. */
function renderPeople(kind: 'followers' | 'following', isMe = false) {
  const client = freshQueryClient();
  client.setQueryData(userQueries.current().queryKey, ME);
  return renderWithApp(<ProfilePeople kind={kind} userId={PERSON.id} name="Ilya" isMe={isMe} />, { client });
}

describe('a profile’s Followers and Following', () => {
  it('lists 50 a page with Follow on each, and shows more on demand while the service has more', async () => {
    const state = profileService({ followers: people(60), followed: new Set([1001]) });
    renderPeople('followers');
    const list = await screen.findByRole('list', { name: 'Followers' });
    // Queried row by row: a role query over 50 rows is slow in jsdom.
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(50);
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/users/1000');
    // The page named whom the reader follows: no request of its own for the buttons.
    expect(await within(rows[1] as HTMLElement).findByRole('button')).toHaveAccessibleName(
      'Following Person 002',
    );
    expect(state.requests.filter((r) => r.startsWith(`GET /users/following/${String(ME.id)}`))).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing the first 50 people.');
    await userEvent.click(screen.getByRole('button', { name: 'Show more people' }));
    await waitFor(() => {
      expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    });
    expect(state.requests).toContain(`GET /users/followed_by/${String(PERSON.id)}.json?page=2`);
    expect(screen.queryByRole('button', { name: 'Show more people' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('60 people, all shown.');
  });

  it('follows from a row with the one follow mutation: the profile check of that person turns too', async () => {
    const state = profileService({ following: people(2) });
    const { client } = renderPeople('following');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow Person 001' }));
    expect(client.getQueryData(subscriptionQueries.toUser(1000).queryKey)).toBe(true);
    await waitFor(() => {
      expect(state.followed.has(1000)).toBe(true);
    });
  });

  it('says so when a person follows nobody, and offers the directory on the reader’s own', async () => {
    profileService();
    const { unmount } = renderPeople('following');
    expect(await screen.findByText('Ilya follows nobody yet.')).toBeInTheDocument();
    unmount();
    renderPeople('following', true);
    expect(await screen.findByText('You follow nobody yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find people to follow' })).toHaveAttribute('href', '/people');
  });
});

describe('a profile’s Groups', () => {
  it('links each group to its page', async () => {
    profileService();
    renderWithApp(<ProfileGroups userId={PERSON.id} name="Ilya" isMe={false} />);
    const list = await screen.findByRole('list', { name: 'Groups' });
    const first = within(list).getAllByRole('link')[0];
    expect(first).toHaveAttribute('href', expect.stringMatching(/^\/groups\/\d+$/));
  });

  it('says when there is none the reader can see', async () => {
    profileService({ groups: [] });
    renderWithApp(<ProfileGroups userId={PERSON.id} name="Ilya" isMe={false} />);
    expect(await screen.findByText('Ilya is not in any group you can see.')).toBeInTheDocument();
  });

  it('shows a failure with Retry, and the list once Retry succeeds', async () => {
    const state = profileService({ failGroups: true });
    renderWithApp(<ProfileGroups userId={PERSON.id} name="Ilya" isMe={false} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Groups could not be loaded.');
    state.failGroups = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Groups' })).toBeInTheDocument();
  });
});
