import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { subscriptionQueries } from '../../api/subscriptions/subscriptions-api';
import { userQueries } from '../../api/users/users-api';
import { renderWithApp } from '../../components/testing/render';
import { Profile } from './profile';
import type { ProfileTab } from './profile-tabs';
import { ME, PERSON, profileService } from './testing/profile-service';

function renderProfile(id = PERSON.id, tab: ProfileTab = 'messages') {
  return renderWithApp(
    <Profile
      id={id}
      tab={tab}
      messages={<p>The messages</p>}
      message={<button type="button">Message</button>}
      notFound={<h1>Page not found</h1>}
    />,
    { path: `/users/${String(id)}` },
  );
}

const followButton = () => screen.findByRole('button', { name: /^Follow(ing)? Ilya Yakubovich$/ });

describe('Profile header', () => {
  it('shows who the person is and every fact they have, and no label for what they lack', async () => {
    profileService();
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ilya Yakubovich' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Ilya Yakubovich · /);
    expect(screen.getByText('Social animal')).toBeInTheDocument();
    const term = (name: string) => screen.queryByText(name, { selector: 'dt' });
    for (const present of ['Summary', 'Expertise', 'Education', 'Websites', 'Work phone', 'Other email'])
      expect(term(present)).toBeInTheDocument();
    // Empty in the recorded user: interests [], location "", hire_date null, no previous companies.
    for (const absent of ['Interests', 'Hire date', 'Previous companies', 'Instant messaging', 'Children'])
      expect(term(absent)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'github.com/SpringSource' })).toHaveAttribute(
      'href',
      'http://github.com/SpringSource',
    );
    // The reporting line, from relationships.json: a manager, no direct reports.
    const manager = await screen.findByRole('link', { name: 'Joe Camel' });
    expect(manager).toHaveAttribute('href', '/users/143117');
    expect(term('Direct reports (0)')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View in org chart' })).toHaveAttribute(
      'href',
      `/users/${String(PERSON.id)}/org`,
    );
    expect(screen.getByRole('button', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByText('The messages')).toBeInTheDocument();
  });

  it('folds the facts behind "More about …" (shown from sm up by CSS) and unfolds them', async () => {
    profileService();
    renderProfile();
    const more = await screen.findByRole('button', { name: 'More about Ilya' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const details = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(details).toHaveClass('hidden', 'sm:grid');
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Less about Ilya' })).toHaveAttribute('aria-expanded', 'true');
    expect(details).not.toHaveClass('hidden');
  });

  it('follows at once, asks the service, and keeps the directory set right', async () => {
    const state = profileService();
    const { client } = renderProfile();
    client.setQueryData(userQueries.followedIds(ME.id).queryKey, new Set<number>());
    const button = await followButton();
    await waitFor(() => {
      expect(button).toBeEnabled();
    });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Following Ilya Yakubovich' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => {
      expect(state.followed.has(PERSON.id)).toBe(true);
    });
    expect(state.requests).toContain('POST /subscriptions.json');
    expect(client.getQueryData(userQueries.followedIds(ME.id).queryKey)?.has(PERSON.id)).toBe(true);
    // The follower count on the tab moved with it.
    expect(screen.getByRole('link', { name: 'Followers 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Following Ilya Yakubovich' }));
    await waitFor(() => {
      expect(state.followed.has(PERSON.id)).toBe(false);
    });
    expect(screen.getByRole('button', { name: 'Follow Ilya Yakubovich' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('turns the button back and says so when the service refuses', async () => {
    profileService({ refuseFollow: true });
    const { client } = renderProfile();
    const button = await followButton();
    await waitFor(() => {
      expect(button).toBeEnabled();
    });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('The follow did not go through');
    expect(screen.getByRole('button', { name: 'Follow Ilya Yakubovich' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(client.getQueryData(subscriptionQueries.toUser(PERSON.id).queryKey)).toBe(false);
    expect(screen.getByRole('link', { name: 'Followers 1' })).toBeInTheDocument();
  });

  it('says the reader follows everyone in a community set so, instead of a Follow that changes nothing', async () => {
    profileService({ community: true, followEveryone: true, followed: new Set([PERSON.id]) });
    renderProfile();
    expect(await screen.findByText('You follow everyone in this network')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  it('keeps the Follow in a community where the check is a 404 for someone the reader does not follow', async () => {
    profileService({ community: true, followEveryone: true });
    renderProfile();
    expect(await followButton()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('You follow everyone in this network')).not.toBeInTheDocument();
  });

  it("offers Edit profile on the reader's own profile, and neither Follow nor Message", async () => {
    const state = profileService();
    renderProfile(ME.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'John Smith' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      `/users/${String(ME.id)}/edit`,
    );
    expect(screen.queryByRole('button', { name: /Follow|Message/ })).not.toBeInTheDocument();
    expect(state.requests.some((r) => r.includes('/subscriptions/to_user/'))).toBe(false);
  });

  it('is the Not found page for a person the service does not know', async () => {
    profileService({ personMissing: true });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('shows what failed with Retry: the person, the reporting line, the follow check', async () => {
    const state = profileService({ failing: [`/users/${String(PERSON.id)}.json`] });
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('This profile could not be loaded.');
    // The tabs below still work.
    expect(screen.getByRole('navigation', { name: 'Profile' })).toBeInTheDocument();
    state.failing = ['/relationships.json', '/subscriptions/to_user/'];
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ilya Yakubovich' })).toBeInTheDocument();
    const line = await screen.findByText('Could not be loaded.');
    expect(await screen.findByText('Could not tell whether you follow Ilya Yakubovich.')).toBeInTheDocument();
    state.failing = [];
    const retries = screen.getAllByRole('button', { name: 'Retry' });
    for (const retry of retries) await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Joe Camel' })).toBeInTheDocument();
    expect(line).not.toBeInTheDocument();
    expect(await followButton()).toBeInTheDocument();
  });

  it('marks the current tab and gives each tab its own address', async () => {
    profileService();
    renderProfile(PERSON.id, 'following');
    const tabs = await screen.findByRole('navigation', { name: 'Profile' });
    expect(within(tabs).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      `/users/${String(PERSON.id)}`,
    );
    const following = within(tabs).getByRole('link', { name: /^Following/ });
    expect(following).toHaveAttribute('aria-current', 'page');
    expect(following).toHaveAttribute('href', `/users/${String(PERSON.id)}/following`);
    await waitFor(() => {
      expect(document.title).toMatch(/^Ilya Yakubovich · Following · /);
    });
  });
});
