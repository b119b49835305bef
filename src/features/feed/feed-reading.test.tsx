import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedEnvelope } from '../../../contract/messages';
import { json } from '../../api/testing/fake-service';
import { renderWithApp } from '../../components/testing/render';
import { virtualListReady } from '../../components/virtual-list/virtual-list';
import { ALL_FEED } from '../../lib/feed-source';
import { FEED_VIEW, readPreference, SINGLE_KEY_SHORTCUTS, writePreference } from '../../lib/preferences';
import { ago } from './freshness-line';
import { FeedView } from './feed-view';
import { currentUser, feedService, message, recorded, setWindowHeight } from './testing/feed-service';

const starter = message(300, 'The starter', { thread_id: 300 });
const replies = [
  message(302, 'Second reply', { thread_id: 300, replied_to_id: 300 }),
  message(301, 'First reply', { thread_id: 300, replied_to_id: 300 }),
];
const threaded: FeedEnvelope = {
  messages: [starter, message(200, 'Another thread')],
  references: [
    ...recorded.references,
    { type: 'thread', id: 300, thread_starter_id: 300, stats: { updates: 6 } },
  ],
  meta: { older_available: false },
  threaded_extended: { '300': replies },
};
const flat: FeedEnvelope = { ...threaded, messages: [...replies, starter], threaded_extended: {} };

function renderFeed() {
  return renderWithApp(
    <Routes>
      <Route path="/" element={<FeedView source={ALL_FEED} title="All conversations" />} />
      <Route path="/threads/:id" element={<h1>Conversation page</h1>} />
    </Routes>,
  );
}

beforeAll(() => virtualListReady);
beforeEach(() => {
  localStorage.clear();
  setWindowHeight(10_000);
});

describe('threaded and flat', () => {
  beforeEach(() => {
    feedService((url) => json(url.searchParams.get('threaded') === 'extended' ? threaded : flat));
  });

  it('threaded shows each starter with its newest replies and a link to all of them', async () => {
    renderFeed();
    const feed = await screen.findByRole('feed', { name: 'All conversations' });
    const conversation = within(feed).getByRole('article', { name: /Conversation started by .*5 replies/ });
    expect(conversation).toHaveAttribute('aria-posinset', '1');
    expect(conversation).toHaveTextContent(/The starter.*First reply.*Second reply/);
    expect(within(conversation).getByRole('link', { name: 'View all 5 replies' })).toHaveAttribute(
      'href',
      '/threads/300',
    );
  });

  it('flat lists every message, and the choice is remembered', async () => {
    renderFeed();
    await screen.findByRole('feed');
    await userEvent.click(screen.getByRole('radio', { name: 'Flat' }));
    expect(readPreference(FEED_VIEW)).toBe('flat');
    const feed = await screen.findByRole('feed');
    await waitFor(() => {
      expect(within(feed).getAllByRole('article')).toHaveLength(3);
    });
    expect(within(feed).queryByRole('article', { name: /Conversation started by/ })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Flat' })).toBeChecked();
  });
});

describe('keyboard', () => {
  beforeEach(() => {
    writePreference(FEED_VIEW, 'flat');
    feedService(() => json(flat));
  });

  it('j and k move between messages and Enter opens the conversation', async () => {
    renderFeed();
    const feed = await screen.findByRole('feed');
    const articles = within(feed).getAllByRole('article');
    await userEvent.keyboard('j');
    expect(articles[0]).toHaveFocus();
    await userEvent.keyboard('j');
    expect(articles[1]).toHaveFocus();
    await userEvent.keyboard('k');
    expect(articles[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Conversation page' })).toBeInTheDocument();
  });

  it('does nothing with the setting off, nor while typing', async () => {
    writePreference(SINGLE_KEY_SHORTCUTS, false);
    renderFeed();
    const feed = await screen.findByRole('feed');
    await userEvent.keyboard('j');
    expect(within(feed).getAllByRole('article')[0]).not.toHaveFocus();

    writePreference(SINGLE_KEY_SHORTCUTS, true);
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await userEvent.keyboard('j');
    expect(field).toHaveFocus();
    field.remove();
  });
});

describe('resume where you left off', () => {
  it('offers the jump and marks the divider when newer messages sit above the last one seen', async () => {
    writePreference(FEED_VIEW, 'flat');
    localStorage.setItem(`commons.lastSeen.${String(currentUser.network_id)}.all`, '300');
    feedService(() => json(flat));
    renderFeed();
    const jump = await screen.findByRole('button', { name: 'Jump to where you left off' });
    expect(screen.getByText('New since your last visit')).toBeInTheDocument();
    await userEvent.click(jump);
    await waitFor(() => {
      expect(document.getElementById('message-300')).toHaveFocus();
    });
    // What was shown is now the newest seen.
    expect(localStorage.getItem(`commons.lastSeen.${String(currentUser.network_id)}.all`)).toBe('302');
  });

  it('offers nothing on a first visit', async () => {
    writePreference(FEED_VIEW, 'flat');
    feedService(() => json(flat));
    renderFeed();
    await screen.findByRole('feed');
    expect(screen.queryByRole('button', { name: 'Jump to where you left off' })).toBeNull();
  });
});

describe('freshness line', () => {
  it('says how long ago the feed was updated, in steps', () => {
    expect(ago(3)).toBe('Updated just now');
    expect(ago(42)).toBe('Updated 40 seconds ago');
    expect(ago(61)).toBe('Updated 1 minute ago');
  });

  it('says the service cannot be reached when the feed fails on a working network', async () => {
    let up = true;
    feedService(() => {
      if (!up) throw new TypeError('Failed to fetch');
      return json(flat);
    });
    const { client } = renderFeed();
    await screen.findByRole('feed');
    expect(screen.getByText('Updated just now')).toBeInTheDocument();
    up = false;
    await client.refetchQueries({ queryKey: ['messages', 'feed'] }).catch(() => undefined);
    expect(await screen.findByText('Cannot reach the service — showing saved messages')).toBeInTheDocument();
  });

  it('says the poll failed, and that it tries again, when the service answers badly', async () => {
    let healthy = true;
    feedService(() => (healthy ? json(flat) : json({ response: { message: 'Internal error' } }, 500)));
    const { client } = renderFeed();
    await screen.findByRole('feed');
    healthy = false;
    await client.refetchQueries({ queryKey: ['messages', 'newer'] }).catch(() => undefined);
    expect(
      await screen.findByText('Could not check for new messages; trying again in a minute'),
    ).toBeInTheDocument();
    healthy = true;
    await client.refetchQueries({ queryKey: ['messages', 'newer'] });
    expect(await screen.findByText('Updated just now')).toBeInTheDocument();
  });

  it('offline before the feed ever loaded, says it will load on reconnect instead of spinning', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      feedService(() => {
        throw new TypeError('Failed to fetch');
      });
      renderFeed();
      expect(
        await screen.findByText('You are offline. This feed will load when you reconnect.'),
      ).toBeVisible();
      expect(screen.queryByText('Loading messages…')).not.toBeInTheDocument();
      expect(screen.getByText('Offline')).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });
});
