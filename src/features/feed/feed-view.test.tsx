import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedEnvelope } from '../../../contract/messages';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { readFixture } from '../../api/testing/fixtures';
import { BASE, json } from '../../api/testing/service-kit';
import { renderWithApp } from '../../components/testing/render';
import { virtualListReady } from '../../components/virtual-list/virtual-list';
import { ALL_FEED } from '../../lib/feed-source';
import { FEED_VIEW, writePreference } from '../../lib/preferences';
import { FIRST_FEED_PAINT } from '../../lib/first-feed-paint';
import { FeedView } from './feed-view';
import { postMessage, setWindowHeight } from './testing/feed-emulator';
import { chooseLanguage, followBrowserLanguage } from '../../components/testing/language';

const renderFeed = () => renderWithApp(<FeedView source={ALL_FEED} title="All conversations" />);

/** The query of a request to All conversations, or undefined for any other request. */
function allFeedQuery(request: string | Request): URLSearchParams | undefined {
  const url =
    typeof request === 'string' ? new URL(request.replace(/^\w+ /, ''), BASE) : new URL(request.url);
  return url.pathname === '/api/v1/messages.json' ? url.searchParams : undefined;
}

/** The queries of the requests the feed sent to All conversations, in order. */
const feedCalls = (service: EmulatorService) =>
  service.requests.map(allFeedQuery).filter((query) => query !== undefined);

/** Deletes every message the emulator holds (in this test's transaction only). */
function deleteEveryMessage(service: EmulatorService): void {
  service.emulator.db.prepare('UPDATE messages SET deleted_at = ? WHERE deleted_at IS NULL').run(Date.now());
}

let service: EmulatorService;

beforeAll(() => virtualListReady);

beforeEach(() => {
  localStorage.clear();
  // These tests read the flat view; the threaded one has its own file.
  writePreference(FEED_VIEW, 'flat');
  setWindowHeight(10_000);
  service = emulatorService();
});

afterEach(async () => {
  vi.useRealTimers();
  await followBrowserLanguage();
});

describe('FeedView in another language', () => {
  it('says an empty feed and its freshness in German', async () => {
    deleteEveryMessage(service);
    await chooseLanguage('de');
    renderFeed();
    expect(await screen.findByText('Noch keine Unterhaltungen.')).toBeInTheDocument();
    expect(screen.getByText('Neue Nachrichten erscheinen hier.')).toBeInTheDocument();
    expect(screen.getByText('Gerade aktualisiert')).toBeInTheDocument();
  });
});

describe('FeedView with the recorded All feed', () => {
  beforeEach(() => {
    // The real service's recorded page, served in the emulator's place; it has no older_available: the feed
    // asks for older messages until a page is empty.
    const recorded = readFixture('messages-feed.json') as FeedEnvelope;
    const empty = { messages: [], references: [], meta: {}, threaded_extended: {} };
    service.intercept((request) => {
      const query = allFeedQuery(request);
      return query && json(query.has('older_than') ? empty : recorded);
    });
  });

  it('renders every message as an article of a feed, with sender, resolved tokens, likes and replies', async () => {
    renderFeed();
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages…');
    const feed = await screen.findByRole('feed', { name: 'All conversations' });
    // Not the end yet: the recorded meta does not say older_available: false.
    expect(screen.queryByText('No older messages')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await screen.findByText('No older messages');
    const articles = within(feed).getAllByRole('article');
    expect(articles).toHaveLength(18);
    expect(articles[0]).toHaveAttribute('aria-posinset', '1');
    expect(articles[0]).toHaveAttribute('aria-setsize', '18');
    expect(articles[0]).toHaveAccessibleName(/^mikeal /);
    expect(articles[0]).toHaveTextContent('message with photo attachment.');
    expect(
      within(articles[0] as HTMLElement).getByRole('button', { name: 'Like, 1 like' }),
    ).toBeInTheDocument();
    // [[user:4022984]] and [[group:124742]] come from references, never as raw tokens.
    expect(feed).toHaveTextContent('select @mikeal');
    expect(feed).toHaveTextContent('has created the yammer-test-group group');
    expect(feed).not.toHaveTextContent('[[');
    // Thread 81093061 has 4 updates: the starter and 3 replies.
    const starter = articles.find((a) => a.id === 'message-81093061');
    expect(
      within(starter as HTMLElement).getByRole('button', { name: 'Reply, 3 replies' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No older messages')).toBeInTheDocument();
    // The feed pattern's keys move between articles.
    articles[0]?.focus();
    await userEvent.keyboard('{PageDown}');
    expect(articles[1]).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    expect(articles[0]).toHaveFocus();
    await waitFor(() => {
      expect(performance.getEntriesByName(FIRST_FEED_PAINT)).toHaveLength(1);
    });
  });
});

describe('FeedView states', () => {
  it('says so when the feed is empty', async () => {
    deleteEveryMessage(service);
    renderFeed();
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    expect(screen.queryByRole('feed')).not.toBeInTheDocument();
  });

  it('shows an error with Retry, and Retry loads the feed', async () => {
    const heal = service.intercept((request) => (allFeedQuery(request) ? json({}, 500) : undefined));
    renderFeed();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The messages could not be loaded.');
    heal();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('feed')).toBeInTheDocument();
    expect(feedCalls(service)).toHaveLength(2);
  });

  it('loads older messages with the visible button, using the oldest id as the cursor', async () => {
    // 28 messages: a page of 20 (the emulator's), then the 8 older ones and the end of the feed.
    deleteEveryMessage(service);
    for (let n = 1; n <= 28; n += 1) await postMessage(service, `Message ${String(n)}`);
    renderFeed();
    const feed = await screen.findByRole('feed');
    expect(within(feed).getAllByRole('article')).toHaveLength(20);
    expect(within(feed).getAllByRole('article')[0]).toHaveAttribute('aria-setsize', '-1');
    const oldestShown = within(feed).getAllByRole('article')[19]?.id;
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => {
      expect(within(feed).getAllByRole('article')).toHaveLength(28);
    });
    expect(`message-${String(feedCalls(service)[1]?.get('older_than'))}`).toBe(oldestShown);
    expect(within(feed).getAllByRole('article')[27]).toHaveAttribute('aria-setsize', '28');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });
});

describe('the "N new messages" bar', () => {
  it('polls as often as the service asks in requested_poll_interval, when that is slower than a minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The emulator asks for a poll a minute; the real service may ask for less.
    service.intercept(async (request) => {
      if (!allFeedQuery(request)) return undefined;
      const page = (await (await service.emulator.app.fetch(request)).json()) as FeedEnvelope;
      return json({ ...page, meta: { ...page.meta, requested_poll_interval: 120 } });
    });
    renderFeed();
    await screen.findByRole('feed');
    expect(feedCalls(service)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(feedCalls(service)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => {
      expect(feedCalls(service)).toHaveLength(2);
    });
    expect(feedCalls(service)[1]?.has('newer_than')).toBe(true);
  });

  it('polls newer_than once a minute and inserts new messages only when asked, focusing the first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderFeed();
    const feed = await screen.findByRole('feed');
    expect(feedCalls(service)).toHaveLength(1);
    const newest = within(feed).getAllByRole('article')[0]?.id;
    await postMessage(service, 'First fresh message');
    await postMessage(service, 'Second fresh message');

    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(feedCalls(service)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    const bar = await screen.findByRole('button', { name: 'Show 2 new messages' });
    expect(`message-${String(feedCalls(service)[1]?.get('newer_than'))}`).toBe(newest);
    // Nothing moved: the list still starts with the same message.
    expect(screen.queryByText('Second fresh message')).not.toBeInTheDocument();
    expect(within(feed).getAllByRole('article')).toHaveLength(20);
    expect(within(feed).getAllByRole('article')[0]?.id).toBe(newest);
    expect(bar.closest('[role="status"]')).not.toBeNull();

    vi.useRealTimers();
    await userEvent.click(bar);
    const articles = within(feed).getAllByRole('article');
    expect(articles).toHaveLength(22);
    expect(articles[0]).toHaveTextContent('Second fresh message');
    expect(articles[1]).toHaveTextContent('First fresh message');
    await waitFor(() => {
      expect(articles[0]).toHaveFocus();
    });
    expect(screen.queryByRole('button', { name: /new message/ })).not.toBeInTheDocument();
  });

  it('says "1 new message" in the singular', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderFeed();
    await screen.findByRole('feed');
    await postMessage(service, 'Only one');
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(await screen.findByRole('button', { name: 'Show 1 new message' })).toBeInTheDocument();
  });
});
