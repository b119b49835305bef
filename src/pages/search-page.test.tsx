import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SearchResults } from '../../contract/social';
import { fakeService, json } from '../api/testing/fake-service';
import { makeMessage } from '../components/message/test-data';
import { renderWithApp } from '../components/testing/render';
import { SearchPage } from './search-page';

const ann = { type: 'user', id: 1, name: 'ann', full_name: 'Ann Launcher', job_title: 'Launch lead' };

/** A search answer: `messages` found messages (ids from 500), the totals as given. */
function answer(count: SearchResults['count'], messages: number, firstId = 500): SearchResults {
  return {
    count,
    messages: {
      messages: Array.from({ length: messages }, (_, i) =>
        makeMessage({
          id: firstId + i,
          thread_id: 40,
          body: { plain: `Launch <b>day</b> note ${String(firstId + i)}` },
        }),
      ),
      references: [ann],
      meta: {},
      threaded_extended: {},
    },
    users: count.users > 0 ? [ann as unknown as SearchResults['users'][number]] : [],
    groups: [],
    topics: [],
  };
}

function searchService(respond: (url: URL) => Response) {
  const asked: URL[] = [];
  fakeService((url) => {
    asked.push(url);
    return respond(url);
  });
  return asked;
}

describe('SearchPage', () => {
  it('shows the totals on the tabs (1000+ where the service stopped), All’s first few, the matches marked as text', async () => {
    const asked = searchService(() => json(answer({ messages: 1000, users: 1, groups: 0, topics: 0 }, 20)));
    renderWithApp(<SearchPage />, { path: '/search?q=launch' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search: launch' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Result types' });
    expect(await within(tabs).findByRole('link', { name: 'Messages 1000+' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'People 1' })).toHaveAttribute(
      'href',
      '/search?q=launch&type=people',
    );
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    const messages = screen.getByRole('region', { name: 'Messages' });
    const links = within(messages).getAllByRole('link', { name: /note/ });
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/threads/40#message-500');
    // The service's text stays text: "<b>" is shown, never made an element; the match is a <mark>.
    expect(links[0]).toHaveTextContent('Launch <b>day</b> note 500');
    expect(links[0]?.querySelector('b')).toBeNull();
    expect(links[0]?.querySelector('mark')).toHaveTextContent('Launch');
    expect(within(messages).getByRole('link', { name: 'All 1000+ messages' })).toHaveAttribute(
      'href',
      '/search?q=launch&type=messages',
    );
    const people = screen.getByRole('region', { name: 'People' });
    expect(within(people).getByRole('link', { name: /Ann Launcher/ })).toHaveAttribute('href', '/users/1');
    expect(asked.map((u) => u.search)).toEqual(['?search=launch&page=1&num_per_page=20']);
  });

  it('a tab’s later page asks for its type alone, keeps the totals of the first and offers the pages', async () => {
    const asked = searchService((url) =>
      url.searchParams.get('page') === '2'
        ? json(answer({ messages: 45, users: 0, groups: 0, topics: 0 }, 20, 700))
        : json(answer({ messages: 45, users: 1, groups: 0, topics: 0 }, 20)),
    );
    const { router } = renderWithApp(<SearchPage />, { path: '/search?q=launch&type=messages' });
    expect(await screen.findByRole('link', { name: /note 500/ })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toBe('?q=launch&type=messages&page=2');
    expect(await screen.findByRole('link', { name: /note 700/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'People 1' })).toBeInTheDocument();
    expect(asked.map((u) => u.search)).toEqual([
      '?search=launch&page=1&num_per_page=20',
      '?search=launch&page=2&num_per_page=20&model_types=MESSAGETHREAD',
    ]);
  });

  it('says when nothing is found, and suggests checking the spelling', async () => {
    searchService(() => json(answer({ messages: 0, users: 0, groups: 0, topics: 0 }, 0)));
    renderWithApp(<SearchPage />, { path: '/search?q=lanuch' });
    expect(await screen.findByText('No results found for “lanuch”')).toBeInTheDocument();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
  });

  it('explains a query beyond the limits instead of sending it', async () => {
    const asked = searchService(() => json({}));
    renderWithApp(<SearchPage />, { path: `/search?q=${'word '.repeat(17)}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 16 words; this has 17');
    expect(screen.queryByRole('navigation', { name: 'Result types' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('says a failure and retries', async () => {
    let fail = true;
    searchService(() =>
      fail ? json({ error: 'down' }, 500) : json(answer({ messages: 1, users: 0, groups: 0, topics: 0 }, 1)),
    );
    renderWithApp(<SearchPage />, { path: '/search?q=launch' });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('The search could not be done');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /note 500/ })).toBeInTheDocument();
  });

  it('with no query, the box is focused; Enter opens the results of what was typed', async () => {
    searchService((url) =>
      url.pathname.includes('autocomplete')
        ? json({ user: [], group: [], topic: [] })
        : json(answer({ messages: 1, users: 0, groups: 0, topics: 0 }, 1)),
    );
    const { router } = renderWithApp(<SearchPage />, { path: '/search' });
    const box = screen.getByRole('combobox', { name: 'Search' });
    await waitFor(() => {
      expect(box).toHaveFocus();
    });
    await userEvent.type(box, '  launch   day {Enter}');
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=launch+day');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search: launch day' })).toBeInTheDocument();
  });
});
