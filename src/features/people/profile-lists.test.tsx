import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../contract/users';
import { subscriptionQueries } from '../../api/subscriptions/subscriptions-api';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { json } from '../../api/testing/service-kit';
import { userQueries } from '../../api/users/users-api';
import { isolate } from '../../i18n/isolate';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { ProfileGroups } from './profile-groups';
import { ProfilePeople } from './profile-people';
import { arrangeFollows, follows, PERSON_EMAIL, seededPerson } from './testing/seeded-profile';

/** Alice reads James Khan's lists (their follows rewritten per test, testing/seeded-profile.ts). */
let service: EmulatorService;
let PERSON: { id: number; name: string };
beforeEach(() => {
  service = emulatorService();
  PERSON = seededPerson(service, PERSON_EMAIL);
});

/** As in the app, where the shell has asked users/current before any profile. */
async function renderPeople(kind: 'followers' | 'following', isMe = false) {
  const client = freshQueryClient();
  const me = (await (await service.ask('/api/v1/users/current.json')).json()) as User;
  client.setQueryData(userQueries.current().queryKey, me);
  const userId = isMe ? service.userId : PERSON.id;
  return renderWithApp(<ProfilePeople kind={kind} userId={userId} name="James" isMe={isMe} />, { client });
}

describe('a profile’s Followers and Following', () => {
  it('lists 50 a page with Follow on each, and shows more on demand while the service has more', async () => {
    const { followers } = arrangeFollows(service, PERSON.id, { followers: 60, following: 0 });
    const [first, second] = followers;
    if (!first || !second) throw new Error('no followers arranged');
    // The reader follows the second of them, and not the first.
    service.emulator.db
      .prepare("DELETE FROM follows WHERE follower_id = ? AND target_type = 'user' AND target_id IN (?, ?)")
      .run(service.userId, first.id, second.id);
    service.emulator.db
      .prepare("INSERT INTO follows VALUES (?, 'user', ?, ?)")
      .run(service.userId, second.id, 0);
    await renderPeople('followers');
    const list = await screen.findByRole('list', { name: 'Followers' });
    // Queried row by row: a role query over 50 rows is slow in jsdom.
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(50);
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/users/${String(first.id)}`,
    );
    // The page named whom the reader follows: no request of its own for the buttons.
    expect(await within(rows[1] as HTMLElement).findByRole('button')).toHaveAccessibleName(
      `Following ${second.name}`,
    );
    expect(
      service.requests.filter((r) => r.startsWith(`GET /api/v1/users/following/${String(service.userId)}`)),
    ).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing the first 50 people.');
    await userEvent.click(screen.getByRole('button', { name: 'Show more people' }));
    await waitFor(() => {
      expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    });
    expect(service.requests).toContain(`GET /api/v1/users/followed_by/${String(PERSON.id)}.json?page=2`);
    expect(screen.queryByRole('button', { name: 'Show more people' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('60 people, all shown.');
  });

  it('follows from a row with the one follow mutation: the profile check of that person turns too', async () => {
    const { following } = arrangeFollows(service, PERSON.id, { followers: 0, following: 2 });
    const first = following[0];
    if (!first) throw new Error('nobody arranged');
    service.emulator.db
      .prepare("DELETE FROM follows WHERE follower_id = ? AND target_type = 'user' AND target_id = ?")
      .run(service.userId, first.id);
    const { client } = await renderPeople('following');
    await userEvent.click(await screen.findByRole('button', { name: `Follow ${first.name}` }));
    expect(client.getQueryData(subscriptionQueries.toUser(first.id).queryKey)).toBe(true);
    await waitFor(async () => {
      expect(await follows(service, first.id)).toBe(true);
    });
  });

  it('says so when a person follows nobody, and offers the directory on the reader’s own', async () => {
    arrangeFollows(service, PERSON.id, { followers: 0, following: 0 });
    arrangeFollows(service, service.userId, { followers: 0, following: 0 });
    const { unmount } = await renderPeople('following');
    expect(await screen.findByText(`${isolate('James')} follows nobody yet.`)).toBeInTheDocument();
    unmount();
    await renderPeople('following', true);
    expect(await screen.findByText('You follow nobody yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find people to follow' })).toHaveAttribute('href', '/people');
  });
});

describe('a profile’s Groups', () => {
  it('links each group to its page', async () => {
    renderWithApp(<ProfileGroups userId={PERSON.id} name="James" isMe={false} />);
    const list = await screen.findByRole('list', { name: 'Groups' });
    const first = within(list).getAllByRole('link')[0];
    expect(first).toHaveAttribute('href', expect.stringMatching(/^\/groups\/\d+$/));
  });

  it('says when there is none the reader can see', async () => {
    // James leaves every group (in this test's transaction).
    service.emulator.db.prepare('DELETE FROM group_members WHERE user_id = ?').run(PERSON.id);
    renderWithApp(<ProfileGroups userId={PERSON.id} name="James" isMe={false} />);
    expect(
      await screen.findByText(`${isolate('James')} is not in any group you can see.`),
    ).toBeInTheDocument();
  });

  it('shows a failure with Retry, and the list once Retry succeeds', async () => {
    const recover = service.intercept((request) =>
      request.url.includes('/groups/for_user/') ? json({ error: 'down' }, 500) : undefined,
    );
    renderWithApp(<ProfileGroups userId={PERSON.id} name="James" isMe={false} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Groups could not be loaded.');
    recover();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Groups' })).toBeInTheDocument();
  });
});
