import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { json } from '../../api/testing/service-kit';
import { renderWithApp } from '../../components/testing/render';
import { virtualListReady } from '../../components/virtual-list/virtual-list';
import { ALL_FEED } from '../../lib/feed-source';
import { FEED_VIEW, readPreference, SINGLE_KEY_SHORTCUTS, writePreference } from '../../lib/preferences';
import { i18n } from '../../i18n/i18n-runtime';
import { ago } from './freshness-line';
import { FeedView } from './feed-view';
import { postMessage, readerNetworkId, setWindowHeight } from './testing/feed-emulator';

/**
 * The newest of alice's All feed, posted by bob: "Another thread", then "The starter" with five replies,
 * "Reply 1" (oldest) to "Reply 5" (newest).
 */
async function postConversation(service: EmulatorService) {
  await postMessage(service, 'Another thread');
  const starter = await postMessage(service, 'The starter');
  const replies: number[] = [];
  for (const n of [1, 2, 3, 4, 5]) {
    replies.push(await postMessage(service, `Reply ${String(n)}`, { repliedTo: starter }));
  }
  return { starter, replies };
}

function renderFeed() {
  return renderWithApp(
    <Routes>
      <Route path="/" element={<FeedView source={ALL_FEED} title="All conversations" />} />
      <Route path="/threads/:id" element={<h1>Conversation page</h1>} />
    </Routes>,
  );
}

let service: EmulatorService;
let posted: Awaited<ReturnType<typeof postConversation>>;

beforeAll(() => virtualListReady);
beforeEach(async () => {
  localStorage.clear();
  // Tall enough for the posted messages, no taller: every article mounted costs the test time.
  setWindowHeight(1_200);
  service = emulatorService();
  posted = await postConversation(service);
});

describe('threaded and flat', () => {
  it('threaded shows each starter with its newest replies and a link to all of them', async () => {
    renderFeed();
    const feed = await screen.findByRole('feed', { name: 'All conversations' });
    const conversation = within(feed).getByRole('article', { name: /Conversation started by .*5 replies/ });
    expect(conversation).toHaveAttribute('aria-posinset', '1');
    expect(conversation).toHaveTextContent(/The starter.*Reply 4.*Reply 5/);
    expect(conversation).not.toHaveTextContent('Reply 3');
    expect(within(conversation).getByRole('link', { name: 'View all 5 replies' })).toHaveAttribute(
      'href',
      `/threads/${String(posted.starter)}`,
    );
  });

  it('flat lists every message, and the choice is remembered', async () => {
    renderFeed();
    await screen.findByRole('feed');
    await userEvent.click(screen.getByRole('radio', { name: 'Flat' }));
    expect(readPreference(FEED_VIEW)).toBe('flat');
    const feed = await screen.findByRole('feed');
    await waitFor(() => {
      expect(within(feed).getAllByRole('article')[0]).toHaveTextContent('Reply 5');
    });
    // Every reply is an article of its own, newest first, above its starter and the older conversation.
    const newest = within(feed).getAllByRole('article').slice(0, 7);
    expect(newest.map((article) => article.textContent)).toEqual([
      expect.stringContaining('Reply 5'),
      expect.stringContaining('Reply 4'),
      expect.stringContaining('Reply 3'),
      expect.stringContaining('Reply 2'),
      expect.stringContaining('Reply 1'),
      expect.stringContaining('The starter'),
      expect.stringContaining('Another thread'),
    ]);
    expect(within(feed).queryByRole('article', { name: /Conversation started by/ })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Flat' })).toBeChecked();
  });
});

describe('keyboard', () => {
  beforeEach(() => {
    writePreference(FEED_VIEW, 'flat');
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
    const lastSeen = `commons.lastSeen.${String(await readerNetworkId(service))}.all`;
    localStorage.setItem(lastSeen, String(posted.starter));
    renderFeed();
    const jump = await screen.findByRole('button', { name: 'Jump to where you left off' });
    expect(screen.getByText('New since your last visit')).toBeInTheDocument();
    await userEvent.click(jump);
    await waitFor(() => {
      expect(document.getElementById(`message-${String(posted.starter)}`)).toHaveFocus();
    });
    // What was shown is now the newest seen.
    expect(localStorage.getItem(lastSeen)).toBe(String(posted.replies[4]));
  });

  it('offers nothing on a first visit', async () => {
    writePreference(FEED_VIEW, 'flat');
    renderFeed();
    await screen.findByRole('feed');
    expect(screen.queryByRole('button', { name: 'Jump to where you left off' })).toBeNull();
  });
});

describe('freshness line', () => {
  it('says how long ago the feed was updated, in steps', () => {
    expect(ago(3, i18n)).toBe('Updated just now');
    expect(ago(42, i18n)).toBe('Updated 40 seconds ago');
    expect(ago(61, i18n)).toBe('Updated 1 minute ago');
  });

  it('says the service cannot be reached when the feed fails on a working network', async () => {
    const { client } = renderFeed();
    await screen.findByRole('feed');
    expect(screen.getByText('Updated just now')).toBeInTheDocument();
    service.intercept(() => {
      throw new TypeError('Failed to fetch');
    });
    await client.refetchQueries({ queryKey: ['messages', 'feed'] }).catch(() => undefined);
    expect(await screen.findByText('Cannot reach the service — showing saved messages')).toBeInTheDocument();
  });

  it('says the poll failed, and that it tries again, when the service answers badly', async () => {
    const { client } = renderFeed();
    await screen.findByRole('feed');
    const heal = service.intercept(() => json({ response: { message: 'Internal error' } }, 500));
    await client.refetchQueries({ queryKey: ['messages', 'newer'] }).catch(() => undefined);
    expect(
      await screen.findByText('Could not check for new messages; trying again in a minute'),
    ).toBeInTheDocument();
    heal();
    await client.refetchQueries({ queryKey: ['messages', 'newer'] });
    expect(await screen.findByText('Updated just now')).toBeInTheDocument();
  });

  it('offline before the feed ever loaded, says it will load on reconnect instead of spinning', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      service.intercept(() => {
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
