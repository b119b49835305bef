import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../api/testing/fake-service';
import { renderWithApp } from '../../components/testing/render';
import { virtualListReady } from '../../components/virtual-list/virtual-list';
import { ALL_FEED } from '../../lib/feed-source';
import { FEED_VIEW, writePreference } from '../../lib/preferences';
import { FIRST_FEED_PAINT } from '../../lib/first-feed-paint';
import { FeedView } from './feed-view';
import { feedService as fakeService, message, recorded, setWindowHeight } from './testing/feed-service';

const renderFeed = () => renderWithApp(<FeedView source={ALL_FEED} title="All conversations" />);

beforeAll(() => virtualListReady);

beforeEach(() => {
  localStorage.clear();
  // These tests read the flat view; the threaded one has its own file.
  writePreference(FEED_VIEW, 'flat');
  setWindowHeight(10_000);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('FeedView with the recorded All feed', () => {
  beforeEach(() => {
    // The recorded page has no older_available: the feed asks for older messages until a page is empty.
    const empty = { messages: [], references: [], meta: {}, threaded_extended: {} };
    fakeService((url) => json(url.searchParams.has('older_than') ? empty : recorded));
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
    fakeService(() => json({ messages: [], references: [], meta: { older_available: false } }));
    renderFeed();
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    expect(screen.queryByRole('feed')).not.toBeInTheDocument();
  });

  it('shows an error with Retry, and Retry loads the feed', async () => {
    let fail = true;
    const { feedCalls } = fakeService(() => (fail ? json({}, 500) : json(recorded)));
    renderFeed();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The messages could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('feed')).toBeInTheDocument();
    expect(feedCalls()).toHaveLength(2);
  });

  it('loads older messages with the visible button, using the oldest id as the cursor', async () => {
    const first = { ...recorded, messages: recorded.messages.slice(0, 10), meta: { older_available: true } };
    const second = { ...recorded, messages: recorded.messages.slice(10), meta: { older_available: false } };
    const { feedCalls } = fakeService((url) => json(url.searchParams.has('older_than') ? second : first));
    renderFeed();
    const feed = await screen.findByRole('feed');
    expect(within(feed).getAllByRole('article')).toHaveLength(10);
    expect(within(feed).getAllByRole('article')[0]).toHaveAttribute('aria-setsize', '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => {
      expect(within(feed).getAllByRole('article')).toHaveLength(18);
    });
    const olderUrl = feedCalls()[1] ?? new URL('about:blank');
    expect(olderUrl.searchParams.get('older_than')).toBe(String(recorded.messages[9]?.id));
    expect(within(feed).getAllByRole('article')[17]).toHaveAttribute('aria-setsize', '18');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });
});

describe('the "N new messages" bar', () => {
  it('polls as often as the service asks in requested_poll_interval, when that is slower than a minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const slower = { ...recorded, meta: { ...recorded.meta, requested_poll_interval: 120 } };
    const { feedCalls } = fakeService((url) =>
      json(url.searchParams.has('newer_than') ? { messages: [], references: [], meta: {} } : slower),
    );
    renderFeed();
    await screen.findByRole('feed');
    expect(feedCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(feedCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => {
      expect(feedCalls()).toHaveLength(2);
    });
    expect(feedCalls()[1]?.searchParams.has('newer_than')).toBe(true);
  });

  it('polls newer_than once a minute and inserts new messages only when asked, focusing the first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const newest = recorded.messages[0]?.id ?? 0;
    const fresh = [message(newest + 2, 'Second fresh message'), message(newest + 1, 'First fresh message')];
    const { feedCalls } = fakeService((url) =>
      json(url.searchParams.has('newer_than') ? { messages: fresh, references: [], meta: {} } : recorded),
    );
    renderFeed();
    const feed = await screen.findByRole('feed');
    expect(feedCalls()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(feedCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    const bar = await screen.findByRole('button', { name: 'Show 2 new messages' });
    const poll = feedCalls()[1] ?? new URL('about:blank');
    expect(poll.searchParams.get('newer_than')).toBe(String(newest));
    // Nothing moved: the list still starts with the same message.
    expect(screen.queryByText('Second fresh message')).not.toBeInTheDocument();
    expect(within(feed).getAllByRole('article')).toHaveLength(18);
    expect(bar.closest('[role="status"]')).not.toBeNull();

    vi.useRealTimers();
    await userEvent.click(bar);
    const articles = within(feed).getAllByRole('article');
    expect(articles).toHaveLength(20);
    expect(articles[0]).toHaveTextContent('Second fresh message');
    expect(articles[1]).toHaveTextContent('First fresh message');
    await waitFor(() => {
      expect(articles[0]).toHaveFocus();
    });
    expect(screen.queryByRole('button', { name: /new message/ })).not.toBeInTheDocument();
  });

  it('says "1 new message" in the singular', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const newest = recorded.messages[0]?.id ?? 0;
    fakeService((url) =>
      json(
        url.searchParams.has('newer_than')
          ? { messages: [message(newest + 1, 'Only one')], references: [], meta: {} }
          : recorded,
      ),
    );
    renderFeed();
    await screen.findByRole('feed');
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(await screen.findByRole('button', { name: 'Show 1 new message' })).toBeInTheDocument();
  });
});
