import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { json } from '../../api/testing/service-kit';
import { userQueries } from '../../api/users/users-api';
import { fakeModalDialogs } from '../../components/testing/modal-dialogs';
import { renderWithApp } from '../../components/testing/render';
import { DRAFT_SAVE_MS } from '../../components/use-kept-draft';
import { activateLocale } from '../../i18n/language-runtime';
import { arrangeRichPerson } from '../../api/testing/rich-person';
import { loadProfileChanges, profileDraftKey } from './profile-draft';
import { ProfileEdit } from './profile-edit';

/** Example Corp, the network of alice (the reader), whose profile the tests edit. */
const EXAMPLE_CORP = 5897756601;

beforeAll(fakeModalDialogs);

let service: EmulatorService;
let ME: number;
/** Each profile update the app sent, as it went on the wire (the emulator, or a fault, answers it). */
let puts: URLSearchParams[];
beforeEach(async () => {
  localStorage.clear();
  service = emulatorService();
  ME = service.userId;
  await arrangeRichPerson(service);
  puts = [];
  unwatch = () => undefined;
  watchPuts();
});

afterEach(async () => {
  await act(() => activateLocale('en'));
});

let unwatch: () => void = () => undefined;
/** Records each update in front of every fault, so a refused or failed one is seen too. */
function watchPuts() {
  unwatch();
  unwatch = service.intercept((request) => {
    if (request.method === 'PUT' && request.url.endsWith(`/users/${String(ME)}.json`))
      void request.text().then((text) => puts.push(new URLSearchParams(text)));
    return undefined;
  });
}

/** Answers the reader's profile updates in front of the emulator (a refusal, an outage), while it stands. */
function answerPuts(answer: () => Response | undefined): void {
  service.intercept((request) => (request.method === 'PUT' ? answer() : undefined));
  watchPuts();
}

/** The reader as the emulator holds them now. */
const stored = () => service.emulator.repo.userById(ME);
const draftKey = () => profileDraftKey({ networkId: EXAMPLE_CORP, userId: ME });

const open = (id = ME) => renderWithApp(<ProfileEdit userId={id} />, { path: `/users/${String(id)}/edit` });

describe('ProfileEdit', () => {
  it('shows the profile in four sections, prefilled, and sends only what changed', async () => {
    const { router, client } = open();
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Alice Andersen');
    for (const name of ['About', 'Contact', 'Background', 'Personal'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Web profiles')).toHaveValue(
      'http://github.com/SpringSource\nhttp://www.springframework.org',
    );
    const first = screen.getByRole('group', { name: 'Education 1' });
    expect(within(first).getByLabelText('School')).toHaveValue('Universe-ity');

    await userEvent.clear(screen.getByLabelText('Job title'));
    await userEvent.type(screen.getByLabelText('Job title'), 'Librarian');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/users/${String(ME)}`);
    });
    expect(puts).toHaveLength(1);
    expect([...(puts[0] ?? [])]).toEqual([['job_title', 'Librarian']]);
    expect(stored()?.job_title).toBe('Librarian');
    expect(client.getQueryData(userQueries.current().queryKey)?.job_title).toBe('Librarian');
    expect(client.getQueryData(userQueries.detail(ME).queryKey)?.job_title).toBe('Librarian');
  });

  it('adds and removes rows by keyboard, focus following, and sends each row as comma-separated parts', async () => {
    open();
    const press = async (button: HTMLElement) => {
      button.focus();
      await userEvent.keyboard('{Enter}');
    };
    await press(await screen.findByRole('button', { name: 'Add previous company' }));
    const company = screen.getByRole('group', { name: 'Previous company 1' });
    expect(within(company).getByLabelText('Company')).toHaveFocus();
    await userEvent.keyboard('Acme');
    await userEvent.type(within(company).getByLabelText('Position'), 'Clerk');
    await userEvent.type(within(company).getByLabelText('Start year'), '1999');

    await press(screen.getByRole('button', { name: 'Add education' }));
    const third = screen.getByRole('group', { name: 'Education 3' });
    expect(within(third).getByLabelText('School')).toHaveFocus();
    await press(within(third).getByRole('button', { name: 'Remove education 3' }));
    // Focus goes to the row before.
    expect(within(screen.getByRole('group', { name: 'Education 2' })).getByLabelText('School')).toHaveFocus();
    await press(screen.getByRole('button', { name: 'Remove education 1' }));
    expect(within(screen.getByRole('group', { name: 'Education 1' })).getByLabelText('School')).toHaveValue(
      'School',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => {
      expect(puts).toHaveLength(1);
    });
    expect(puts[0]?.getAll('education[]')).toEqual([
      'School,Bsc Eligibility,Rose ceremony champion,2001,2004',
    ]);
    expect(puts[0]?.getAll('previous_companies[]')).toEqual(['Acme,Clerk,,1999,']);
    // What the emulator made of the rows.
    const saved = (await (await service.ask(`/api/v1/users/${String(ME)}.json`)).json()) as {
      schools: { school: string }[];
      previous_companies: unknown[];
    };
    expect(saved.schools.map((school) => school.school)).toEqual(['School']);
    expect(saved.previous_companies).toHaveLength(1);
  });

  it('checks before sending: each error beside its field, focus on the first, nothing sent', async () => {
    open();
    const name = await screen.findByLabelText(/Full name/);
    await userEvent.clear(name);
    await userEvent.type(screen.getByLabelText('Mobile telephone'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Add previous company' }));
    await userEvent.keyboard('Acme, Inc.');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your full name.');
    expect(screen.getByLabelText('Mobile telephone')).toHaveAccessibleDescription(
      'Use only digits, spaces, a leading +, brackets, dashes and dots.',
    );
    const company = within(screen.getByRole('group', { name: 'Previous company 1' })).getByLabelText(
      'Company',
    );
    expect(company).toHaveAccessibleDescription(
      'Leave out the comma: the service separates the parts with commas.',
    );
    expect(puts).toHaveLength(0);
    // Correcting a field takes its error away.
    await userEvent.type(name, 'Ilya');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('puts the service’s field errors beside their field, an entry’s error beside that row', async () => {
    answerPuts(() =>
      json({ error: { education: ['entry 2: end_year is before start_year'], code: 'invalid' } }, 400),
    );
    open();
    const second = within(await screen.findByRole('group', { name: 'Education 2' }));
    await userEvent.clear(second.getByLabelText('Degree'));
    await userEvent.type(second.getByLabelText('Degree'), 'BA');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    const end = second.getByLabelText('End year');
    await waitFor(() => {
      expect(end).toHaveFocus();
    });
    expect(end).toHaveAccessibleDescription(/The service refused this: end_year is before start_year\./);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Not saved: the service refused one field, marked below. Your changes are kept.',
    );
  });

  it('a refused save keeps every change, across a reload too; Discard changes (confirmed) forgets them', async () => {
    answerPuts(() => json({ error: { message: 'Not allowed' } }, 403));
    const first = open();
    await userEvent.type(await screen.findByLabelText('Location'), 'Riga');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not saved: .* Your changes are kept\./);
    expect(screen.getByLabelText('Location')).toHaveValue('Riga');
    first.unmount();

    open();
    expect(await screen.findByLabelText('Location')).toHaveValue('Riga');
    expect(screen.getByText(/Your unsaved changes from before are back/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Location')).toHaveValue('');
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();
    expect(screen.queryByText(/Your unsaved changes from before are back/)).not.toBeInTheDocument();
    expect(loadProfileChanges(draftKey())).toBeNull();
    expect(stored()?.location).toBeNull();
  });

  it('a save the service cannot take now waits in the outbox: the form lets go, and it is saved once later', async () => {
    let failures = 1;
    answerPuts(() => (failures-- > 0 ? json({ error: { message: 'Down' } }, 503) : undefined));
    const { router, client } = open();
    await userEvent.type(await screen.findByLabelText('Location'), 'Riga');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    // Held by the outbox (a 503 is tried again): the form says so and goes back to the profile.
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/users/${String(ME)}`);
    });
    expect(loadProfileChanges(draftKey())).toBeNull();
    expect(client.getQueryData(userQueries.current().queryKey)?.location).not.toBe('Riga');
    // Sent again after its pause, once, with the same fields; the answer lands in the caches.
    await waitFor(
      () => {
        expect(client.getQueryData(userQueries.current().queryKey)?.location).toBe('Riga');
      },
      { timeout: 5000 },
    );
    expect(puts.map((body) => [...body])).toEqual([[['location', 'Riga']], [['location', 'Riga']]]);
    expect(stored()?.location).toBe('Riga');
  });

  it('keeps what is typed as a draft while typing, without a save', async () => {
    open();
    await userEvent.type(await screen.findByLabelText('Interests'), 'chess');
    await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_MS + 50)));
    expect(loadProfileChanges(draftKey())).toEqual({ interests: 'chess' });
  });

  it('nothing changed: says so, sends nothing', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing to save: no field has changed.');
    expect(puts).toHaveLength(0);
  });

  it('another person’s id: a plain word and the way to their profile', async () => {
    const bob = service.emulator.repo.userByEmail('bob@example.com')?.id ?? 0;
    open(bob);
    expect(await screen.findByText('You can edit only your own profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See this person’s profile' })).toHaveAttribute(
      'href',
      `/users/${String(bob)}`,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('speaks German once German is chosen, the errors already shown included', async () => {
    open();
    const name = await screen.findByLabelText(/Full name/);
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(name).toHaveAccessibleDescription('Enter your full name.');
    await act(() => activateLocale('de'));
    expect(name).toHaveAccessibleDescription('Geben Sie Ihren vollständigen Namen ein.');
    expect(screen.getByRole('heading', { level: 1, name: 'Profil bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profil speichern' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Vollständiger Name/)).toBe(name);
  });
});
