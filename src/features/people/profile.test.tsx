import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../contract/users';
import { subscriptionQueries } from '../../api/subscriptions/subscriptions-api';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { json } from '../../api/testing/service-kit';
import { userQueries } from '../../api/users/users-api';
import { activateLocale } from '../../i18n/language-runtime';
import { renderWithApp } from '../../components/testing/render';
import { Profile } from './profile';
import type { ProfileTab } from './profile-tabs';
import { arrangePerson, follows, seededPerson } from './testing/seeded-profile';

/** Bob reads James Khan's profile: rich (schools, web profiles, a work phone), with Alice as his manager. */
let service: EmulatorService;
let PERSON: User;
let manager: { id: number; name: string };
let followers: number;
let ME: { id: number; name: string };
beforeEach(async () => {
  service = emulatorService({ as: 'bob@example.com' });
  ({ person: PERSON, manager, followers } = await arrangePerson(service));
  ME = seededPerson(service, 'bob@example.com');
});

afterEach(async () => {
  await act(() => activateLocale('en'));
});

/** The paths (under /api/v1) that answer 500 in front of the emulator while the returned function stands. */
function failing(...paths: string[]): () => void {
  return service.intercept((request) =>
    paths.some((path) => new URL(request.url).pathname.startsWith(`/api/v1${path}`))
      ? json({ error: 'down' }, 500)
      : undefined,
  );
}

/**
 * Alice, in Partners (a community), set to follow everyone there; returns another member of Partners whom
 * she follows (`followed`) or does not, as the emulator holds it before the setting.
 */
async function partnersSetToFollowEveryone(followed: boolean): Promise<{ id: number; name: string }> {
  service = emulatorService({ network: 'partners' });
  const partners = service.emulator.repo.networkByPermalink('partners');
  if (!partners) throw new Error('no Partners network');
  const row = service.emulator.db
    .prepare(
      "SELECT u.id, u.full_name FROM network_members m JOIN users u ON u.id = m.user_id WHERE m.network_id = ? AND m.state = 'active' AND u.id <> ? ORDER BY u.id LIMIT 1",
    )
    .get(partners.id, service.userId) as { id: number; full_name: string } | undefined;
  if (!row) throw new Error('Partners has nobody else');
  const query = `target_type=user&target_id=${String(row.id)}`;
  const answer = followed
    ? await service.ask('/api/v1/subscriptions.json', { method: 'POST', body: new URLSearchParams(query) })
    : await service.ask(`/api/v1/subscriptions.json?${query}`, { method: 'DELETE' });
  if (!answer.ok && answer.status !== 404) throw new Error(`the emulator answered ${String(answer.status)}`);
  service.emulator.repo.setFollowsEveryone(partners.id, true);
  return { id: row.id, name: row.full_name };
}

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

const followButton = () =>
  screen.findByRole('button', { name: new RegExp(`^Follow(ing)? ${PERSON.full_name}$`) });

describe('Profile header', () => {
  it('shows who the person is and every fact they have, and no label for what they lack', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: PERSON.full_name })).toBeInTheDocument();
    expect(document.title.startsWith(`${PERSON.full_name} · `)).toBe(true);
    expect(screen.getByText('Social animal')).toBeInTheDocument();
    const term = (name: string) => screen.queryByText(name, { selector: 'dt' });
    for (const present of ['Summary', 'Expertise', 'Education', 'Websites', 'Work phone'])
      expect(term(present)).toBeInTheDocument();
    // The emulator keeps only the primary address: no other email to show.
    expect(term('Other email')).not.toBeInTheDocument();
    // Empty in the arranged person, as in the recorded one: no interests, hire date nor previous companies.
    for (const absent of ['Interests', 'Hire date', 'Previous companies', 'Instant messaging', 'Children'])
      expect(term(absent)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'github.com/SpringSource' })).toHaveAttribute(
      'href',
      'http://github.com/SpringSource',
    );
    // The reporting line, from relationships.json: a manager, no direct reports.
    const managerLink = await screen.findByRole('link', { name: manager.name });
    expect(managerLink).toHaveAttribute('href', `/users/${String(manager.id)}`);
    expect(term('Direct reports (0)')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View in org chart' })).toHaveAttribute(
      'href',
      `/users/${String(PERSON.id)}/org`,
    );
    expect(screen.getByRole('button', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByText('The messages')).toBeInTheDocument();
  });

  it('folds the facts behind "More about …" (shown from sm up by CSS) and unfolds them', async () => {
    const first = PERSON.first_name;
    renderProfile();
    const more = await screen.findByRole('button', { name: `More about ${first}` });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const details = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(details).toHaveClass('hidden', 'sm:grid');
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: `Less about ${first}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(details).not.toHaveClass('hidden');
  });

  it('follows at once, asks the service, and keeps the directory set right', async () => {
    const { client } = renderProfile();
    client.setQueryData(userQueries.followedIds(ME.id).queryKey, new Set<number>());
    const button = await followButton();
    await waitFor(() => {
      expect(button).toBeEnabled();
    });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: `Following ${PERSON.full_name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(async () => {
      expect(await follows(service, PERSON.id)).toBe(true);
    });
    expect(service.requests).toContain('POST /api/v1/subscriptions.json');
    expect(client.getQueryData(userQueries.followedIds(ME.id).queryKey)?.has(PERSON.id)).toBe(true);
    // The follower count on the tab moved with it.
    expect(screen.getByRole('link', { name: `Followers ${String(followers + 1)}` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Following ${PERSON.full_name}` }));
    await waitFor(async () => {
      expect(await follows(service, PERSON.id)).toBe(false);
    });
    expect(screen.getByRole('button', { name: `Follow ${PERSON.full_name}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('turns the button back and says so when the service refuses', async () => {
    service.intercept((request) =>
      new URL(request.url).pathname === '/api/v1/subscriptions.json'
        ? json({ error: { message: 'No.' } }, 403)
        : undefined,
    );
    const { client } = renderProfile();
    const button = await followButton();
    await waitFor(() => {
      expect(button).toBeEnabled();
    });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('The follow did not go through');
    expect(screen.getByRole('button', { name: `Follow ${PERSON.full_name}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(client.getQueryData(subscriptionQueries.toUser(PERSON.id).queryKey)).toBe(false);
    expect(screen.getByRole('link', { name: `Followers ${String(followers)}` })).toBeInTheDocument();
    expect(await follows(service, PERSON.id)).toBe(false);
  });

  it('says the reader follows everyone in a community set so, instead of a Follow that changes nothing', async () => {
    const other = await partnersSetToFollowEveryone(true);
    renderProfile(other.id);
    expect(await screen.findByText('You follow everyone in this network')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  it('keeps the Follow in a community where the check is a 404 for someone the reader does not follow', async () => {
    const other = await partnersSetToFollowEveryone(false);
    renderProfile(other.id);
    expect(await screen.findByRole('button', { name: new RegExp(`^Follow ${other.name}$`) })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByText('You follow everyone in this network')).not.toBeInTheDocument();
  });

  it("offers Edit profile on the reader's own profile, and neither Follow nor Message", async () => {
    renderProfile(ME.id);
    expect(await screen.findByRole('heading', { level: 1, name: ME.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      `/users/${String(ME.id)}/edit`,
    );
    expect(screen.queryByRole('button', { name: /Follow|Message/ })).not.toBeInTheDocument();
    expect(service.requests.some((r) => r.includes('/subscriptions/to_user/'))).toBe(false);
  });

  it('is the Not found page for a person the service does not know', async () => {
    // No user of the emulator has so small an id.
    renderProfile(999);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('shows what failed with Retry: the person, the reporting line, the follow check', async () => {
    let recover = failing(`/users/${String(PERSON.id)}.json`);
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('This profile could not be loaded.');
    // The tabs below still work.
    expect(screen.getByRole('navigation', { name: 'Profile' })).toBeInTheDocument();
    recover();
    recover = failing('/relationships.json', '/subscriptions/to_user/');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: PERSON.full_name })).toBeInTheDocument();
    const line = await screen.findByText('Could not be loaded.');
    // The name is isolated in its own element (<bdi>), so the sentence is matched on the whole element.
    expect(await screen.findByText(/^Could not tell whether you follow/)).toHaveTextContent(
      `Could not tell whether you follow ${PERSON.full_name}.`,
    );
    recover();
    const retries = screen.getAllByRole('button', { name: 'Retry' });
    for (const retry of retries) await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: manager.name })).toBeInTheDocument();
    expect(line).not.toBeInTheDocument();
    expect(await followButton()).toBeInTheDocument();
  });

  it('marks the current tab and gives each tab its own address', async () => {
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
      expect(document.title.startsWith(`${PERSON.full_name} · Following · `)).toBe(true);
    });
  });

  it('speaks Arabic once Arabic is chosen: the facts, the actions and the tabs', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: PERSON.full_name })).toBeInTheDocument();
    await act(() => activateLocale('ar'));
    expect(screen.getByRole('link', { name: 'عرض في الهيكل التنظيمي' })).toBeInTheDocument();
    expect(screen.getByText('التعليم')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'الملف الشخصي' });
    expect(within(tabs).getByRole('link', { name: /^المتابِعون/ })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
