import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerFollow, fakeService, json } from '../../api/testing/fake-service';
import { readFixture } from '../../api/testing/fixtures';
import { renderWithApp } from '../../components/testing/render';
import { PeopleDirectory } from './people-directory';

const people = readFixture('users-list.json') as { id: number; full_name: string }[];
const me = readFixture('user-current.json') as { id: number };

interface Service {
  followed: Set<number>;
  refuseFollow: boolean;
  suggestionsDown: boolean;
  requests: string[];
}

function service(): Service {
  const state: Service = {
    followed: new Set([4022984]),
    refuseFollow: false,
    suggestionsDown: false,
    requests: [],
  };
  fakeService((url, init) => {
    const method = init.method ?? 'GET';
    state.requests.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/users/current.json')) return json(me);
    if (url.pathname.endsWith('/users.json')) return json(people);
    if (url.pathname.includes('/users/following/'))
      return json({ users: [], more_available: false, meta: { followed_user_ids: [...state.followed] } });
    if (url.pathname.endsWith('/suggestions.json'))
      return state.suggestionsDown ? json({ message: 'down' }, 500) : json([]);
    if (url.pathname.endsWith('/subscriptions.json'))
      return answerFollow(url, init, state.followed, state.refuseFollow);
    return json({}, 404);
  });
  return state;
}

let state: Service;
beforeEach(() => {
  state = service();
});

describe('PeopleDirectory', () => {
  it('asks users.json with the choice of the address, and writes a new order into the address', async () => {
    const { router } = renderWithApp(<PeopleDirectory />, { path: '/people?letter=m&sort=messages&page=2' });
    const list = await screen.findByRole('list', { name: 'People' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(state.requests).toContain('GET /api/v1/users.json?page=2&letter=m&sort_by=messages');
    expect(screen.getByRole('link', { name: 'M' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    // A short page is the last: Previous, no Next.
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'followers');
    expect(router.state.location.search).toBe('?letter=m&sort=followers');
    await waitFor(() => {
      expect(state.requests).toContain('GET /api/v1/users.json?page=1&letter=m&sort_by=followers');
    });
  });

  it('knows each Follow from one following request, and follows and unfollows at once', async () => {
    renderWithApp(<PeopleDirectory />, { path: '/people' });
    const mikeal = await screen.findByRole('button', { name: 'Following mikeal' });
    expect(mikeal).toHaveAttribute('aria-pressed', 'true');
    const matt = screen.getByRole('button', { name: 'Follow Matt Knopp' });
    expect(matt).toHaveAttribute('aria-pressed', 'false');
    expect(state.requests.filter((r) => r.includes('/users/following/'))).toEqual([
      `GET /api/v1/users/following/${String(me.id)}.json`,
    ]);
    await userEvent.click(matt);
    expect(await screen.findByRole('button', { name: 'Following Matt Knopp' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => {
      expect(state.followed.has(1452329)).toBe(true);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Following mikeal' }));
    await waitFor(() => {
      expect(state.followed.has(4022984)).toBe(false);
    });
    expect(screen.getByRole('button', { name: 'Follow mikeal' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns the button back and says so when the service refuses', async () => {
    state.refuseFollow = true;
    renderWithApp(<PeopleDirectory />, { path: '/people' });
    await userEvent.click(await screen.findByRole('button', { name: 'Follow Matt Knopp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The follow did not go through');
    expect(screen.getByRole('button', { name: 'Follow Matt Knopp' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('says quietly, after the directory, that the suggestions failed, and retries them by name', async () => {
    state.suggestionsDown = true;
    renderWithApp(<PeopleDirectory />, { path: '/people' });
    const list = await screen.findByRole('list', { name: 'People' });
    const retry = await screen.findByRole('button', { name: 'Retry people you may know' });
    expect(retry).toHaveTextContent('Retry');
    expect(retry).toHaveClass('min-h-11');
    const note = screen.getByText('People you may know could not be loaded.');
    // No alert, and the directory the reader came for comes first.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(list.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.closest('p')).toHaveClass('text-sm');
    state.suggestionsDown = false;
    await userEvent.click(retry);
    await waitFor(() => {
      expect(screen.queryByText('People you may know could not be loaded.')).not.toBeInTheDocument();
    });
    expect(state.requests.filter((r) => r.includes('/suggestions.json'))).toHaveLength(2);
  });
});
