import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SearchResults } from '../../contract/social';
import { emulatorService, type EmulatorService } from '../api/testing/emulator-service';
import { json } from '../api/testing/service-kit';
import { renderWithApp } from '../components/testing/render';
import { SearchPage } from './search-page';

/** Ravi Tanaka of the seeded demo network: the one person a search for "ravi" finds. */
const RAVI = 36425097034;
/** Product Launches, a group alice can post to. */
const PRODUCT_LAUNCHES = '31158067002';

/** Posts a conversation as alice in Product Launches; answers its id. */
async function post(service: EmulatorService, text: string): Promise<number> {
  const body = new URLSearchParams({ body: text, group_id: PRODUCT_LAUNCHES });
  const answer = await service.ask('/api/v1/messages.json', { method: 'POST', body });
  if (answer.status !== 201) throw new Error(`the post was refused: ${String(answer.status)}`);
  const [posted] = ((await answer.json()) as SearchResults['messages']).messages;
  if (!posted) throw new Error('the post was not answered');
  return posted.id;
}

/** The search requests the page sent, as their query strings. */
const searches = (service: EmulatorService) =>
  service.requests.filter((r) => r.includes('/search.json')).map((r) => r.slice(r.indexOf('?')));

describe('SearchPage', () => {
  it('shows the totals on the tabs (1000+ where the service stopped), All’s first few, the matches marked as text', async () => {
    const service = emulatorService();
    const newest = await post(service, 'Ravi <b>day</b> note');
    // The seed has no search that hits the service's cap: the emulator's answer, with its message total at it.
    service.intercept(async (request) => {
      if (!request.url.includes('/search.json')) return undefined;
      const results = (await (await service.emulator.app.fetch(request)).json()) as SearchResults;
      return json({ ...results, count: { ...results.count, messages: 1000 } });
    });
    renderWithApp(<SearchPage />, { path: '/search?q=ravi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search: ravi' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Result types' });
    expect(await within(tabs).findByRole('link', { name: 'Messages 1000+' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'People 1' })).toHaveAttribute(
      'href',
      '/search?q=ravi&type=people',
    );
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    const messages = screen.getByRole('region', { name: 'Messages' });
    const links = within(messages).getAllByRole('link', { name: /ravi/i });
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', `/threads/${String(newest)}#message-${String(newest)}`);
    // The service's text stays text: "<b>" is shown, never made an element; the match is a <mark>.
    expect(links[0]).toHaveTextContent('Ravi <b>day</b> note');
    expect(links[0]?.querySelector('b')).toBeNull();
    expect(links[0]?.querySelector('mark')).toHaveTextContent('Ravi');
    expect(within(messages).getByRole('link', { name: 'All 1000+ messages' })).toHaveAttribute(
      'href',
      '/search?q=ravi&type=messages',
    );
    const people = screen.getByRole('region', { name: 'People' });
    expect(within(people).getByRole('link', { name: /Ravi Tanaka/ })).toHaveAttribute(
      'href',
      `/users/${String(RAVI)}`,
    );
    expect(searches(service)).toEqual(['?search=ravi&page=1&num_per_page=20']);
  });

  it('a tab’s later page asks for its type alone, keeps the totals of the first and offers the pages', async () => {
    const service = emulatorService();
    // Ten seeded messages say "launch"; fifteen more make two pages of twenty.
    for (let n = 1; n <= 15; n += 1) await post(service, `Launch checklist, item ${String(n)}`);
    const second = (await (
      await service.ask('/api/v1/search.json?search=launch&page=2&num_per_page=20&model_types=MESSAGETHREAD')
    ).json()) as SearchResults;
    const [olderFound] = second.messages.messages;
    if (!olderFound) throw new Error('the emulator found no second page');
    const { router } = renderWithApp(<SearchPage />, { path: '/search?q=launch&type=messages' });
    expect(await screen.findByRole('link', { name: /Launch checklist, item 15/ })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toBe('?q=launch&type=messages&page=2');
    await waitFor(() => {
      expect(document.querySelector(`a[href$="#message-${String(olderFound.id)}"]`)).toBeInTheDocument();
    });
    expect(screen.queryByRole('link', { name: /Launch checklist/ })).not.toBeInTheDocument();
    // The second page's answer counts no groups: the tab keeps the first page's total.
    expect(screen.getByRole('link', { name: 'Groups 1' })).toBeInTheDocument();
    expect(searches(service)).toEqual([
      '?search=launch&page=1&num_per_page=20',
      '?search=launch&page=2&num_per_page=20&model_types=MESSAGETHREAD',
    ]);
  });

  it('says when nothing is found, and suggests checking the spelling', async () => {
    emulatorService();
    renderWithApp(<SearchPage />, { path: '/search?q=lanuch' });
    expect(await screen.findByText('No results found for “lanuch”')).toBeInTheDocument();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
  });

  it('explains a query beyond the limits instead of sending it', async () => {
    const service = emulatorService();
    renderWithApp(<SearchPage />, { path: `/search?q=${'word '.repeat(17)}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 16 words; this has 17');
    expect(screen.queryByRole('navigation', { name: 'Result types' })).not.toBeInTheDocument();
    expect(service.requests).toEqual([]);
  });

  it('says a failure and retries', async () => {
    const service = emulatorService();
    const recover = service.intercept((request) =>
      request.url.includes('/search.json') ? json({ error: 'down' }, 500) : undefined,
    );
    renderWithApp(<SearchPage />, { path: '/search?q=launch' });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('The search could not be done');
    recover();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /after the Prism launch/ })).toBeInTheDocument();
  });

  it('with no query, the box is focused; Enter opens the results of what was typed', async () => {
    emulatorService();
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
