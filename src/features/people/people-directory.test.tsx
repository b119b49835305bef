import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { json } from '../../api/testing/service-kit';
import { renderWithApp } from '../../components/testing/render';
import { activateLocale } from '../../i18n/language-runtime';
import { PeopleDirectory } from './people-directory';

// In the seeded demo network, alice follows Bob Barnes, not Bram Visser nor Malik Farouk (who is also
// suggested to her, so his Follow is in People you may know too: the tests look inside the list).
const BOB = 36425097003;
const BRAM = 36425097127;
const MALIK = 36425097010;

let service: EmulatorService;
beforeEach(() => {
  service = emulatorService();
});

afterEach(async () => {
  await act(() => activateLocale('en'));
});

/** Whether the reader follows that person, as the emulator has it. */
async function follows(id: number): Promise<boolean> {
  const answer = await service.ask(`/api/v1/subscriptions/to_user/${String(id)}.json`);
  return answer.ok;
}

describe('PeopleDirectory', () => {
  it('asks users.json with the choice of the address, and writes a new order into the address', async () => {
    const { router } = renderWithApp(<PeopleDirectory />, { path: '/people?sort=messages&page=3' });
    const list = await screen.findByRole('list', { name: 'People' });
    // Example Corp's 115 people, 50 a page: the third page holds the last 15.
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    expect(service.requests).toContain('GET /api/v1/users.json?page=3&sort_by=messages');
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'M' })).not.toHaveAttribute('aria-current');
    // A short page is the last: Previous, no Next.
    expect(screen.getByText('Page 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'M' }));
    expect(router.state.location.search).toBe('?letter=m&sort=messages');
    expect(
      within(await screen.findByRole('list', { name: 'People' })).getByRole('button', {
        name: 'Follow Malik Farouk',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'M' })).toHaveAttribute('aria-current', 'page');

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'followers');
    expect(router.state.location.search).toBe('?letter=m&sort=followers');
    await waitFor(() => {
      expect(service.requests).toContain('GET /api/v1/users.json?page=1&letter=m&sort_by=followers');
    });
  });

  it('knows each Follow from one following request, and follows and unfollows at once', async () => {
    renderWithApp(<PeopleDirectory />, { path: '/people?letter=b' });
    const people = within(await screen.findByRole('list', { name: 'People' }));
    const bob = await people.findByRole('button', { name: 'Following Bob Barnes' });
    expect(bob).toHaveAttribute('aria-pressed', 'true');
    expect(people.getByRole('button', { name: 'Follow Bram Visser' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(service.requests.filter((r) => r.includes('/users/following/'))).toEqual([
      `GET /api/v1/users/following/${String(service.userId)}.json`,
    ]);

    await userEvent.click(people.getByRole('button', { name: 'Follow Bram Visser' }));
    expect(await people.findByRole('button', { name: 'Following Bram Visser' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(async () => {
      expect(await follows(BRAM)).toBe(true);
    });
    await userEvent.click(bob);
    await waitFor(async () => {
      expect(await follows(BOB)).toBe(false);
    });
    expect(screen.getByRole('button', { name: 'Follow Bob Barnes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('turns the button back and says so when the service refuses', async () => {
    service.intercept((request) =>
      request.url.includes('/subscriptions.json') ? json({ error: { message: 'No.' } }, 403) : undefined,
    );
    renderWithApp(<PeopleDirectory />, { path: '/people?letter=m' });
    const people = within(await screen.findByRole('list', { name: 'People' }));
    await userEvent.click(people.getByRole('button', { name: 'Follow Malik Farouk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The follow did not go through');
    expect(people.getByRole('button', { name: 'Follow Malik Farouk' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await follows(MALIK)).toBe(false);
  });

  it('says quietly, after the directory, that the suggestions failed, and retries them by name', async () => {
    const heal = service.intercept((request) =>
      request.url.includes('/suggestions.json') ? json({ message: 'down' }, 500) : undefined,
    );
    renderWithApp(<PeopleDirectory />, { path: '/people?letter=b' });
    const list = await screen.findByRole('list', { name: 'People' });
    const retry = await screen.findByRole('button', { name: 'Retry people you may know' });
    expect(retry).toHaveTextContent('Retry');
    expect(retry).toHaveClass('min-h-11');
    const note = screen.getByText('People you may know could not be loaded.');
    // No alert, and the directory the reader came for comes first.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(list.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.closest('p')).toHaveClass('text-sm');
    heal();
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'People you may know' })).toBeInTheDocument();
    expect(screen.queryByText('People you may know could not be loaded.')).not.toBeInTheDocument();
    expect(service.requests.filter((r) => r.includes('/suggestions.json'))).toHaveLength(2);
  });

  it('speaks German once German is chosen, with the choice of the address kept', async () => {
    renderWithApp(<PeopleDirectory />, { path: '/people?sort=messages' });
    await screen.findByRole('list', { name: 'People' });
    await act(() => activateLocale('de'));
    expect(screen.getByRole('heading', { level: 1, name: 'Personen' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Buchstaben' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sortieren nach')).toHaveDisplayValue('Meiste Nachrichten');
    expect(screen.getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'page');
  });
});
