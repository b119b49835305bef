import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedEnvelope } from '../../../contract/messages';
import { json } from '../../api/testing/fake-service';
import { renderWithApp } from '../../components/testing/render';
import { virtualListReady } from '../../components/virtual-list/virtual-list';
import { ALL_FEED } from '../../lib/feed-source';
import { FEED_VIEW, writePreference } from '../../lib/preferences';
import { FeedView } from './feed-view';
import { resetFeedPlacesForTests, saveFeedPlace } from './feed-places';
import { feedService, message, recorded, setWindowHeight } from './testing/feed-service';

/** Three pages of 20 messages, ids 100 down to 41. */
function page(olderThan: number | null): FeedEnvelope {
  const newest = olderThan === null ? 100 : olderThan - 1;
  const ids = Array.from({ length: 20 }, (_, i) => newest - i);
  return {
    messages: ids.map((id) => message(id, `Message ${String(id)}`)),
    references: recorded.references,
    meta: { older_available: newest - 19 > 41 },
    threaded_extended: {},
  };
}

function serve() {
  return feedService((url) => {
    const older = url.searchParams.get('older_than');
    return json(page(older === null ? null : Number(older)));
  });
}

const olderRequests = (calls: URL[]) => calls.map((u) => u.searchParams.get('older_than')).filter(Boolean);

// A memory router's first entry arrives by POP, under the key "default": as Back/Forward to it.
const ENTRY = 'default';

beforeAll(() => virtualListReady);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetFeedPlacesForTests();
  writePreference(FEED_VIEW, 'flat');
  setWindowHeight(10_000);
  // jsdom scrolls nothing (and says so); the placement itself is checked in the browser journeys.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Back/Forward to a feed', () => {
  it('loads older pages until the message the reader was at is there, then shows the feed', async () => {
    saveFeedPlace(ENTRY, { feed: 'all:flat', anchorId: 50, offset: 0, scrollY: 6_000, pages: 3 });
    const { feedCalls } = serve();
    renderWithApp(<FeedView source={ALL_FEED} title="All conversations" />);
    await waitFor(() => {
      expect(document.getElementById('message-50')).not.toBeNull();
    });
    expect(olderRequests(feedCalls())).toEqual(['81', '61']);
    // Out of sight while looking for the place, shown once it is placed.
    const feed = screen.getByRole('feed');
    await waitFor(() => {
      expect(feed.parentElement).not.toHaveClass('invisible');
    });
  });

  it('loads no further than the pages the reader had', async () => {
    saveFeedPlace(ENTRY, { feed: 'all:flat', anchorId: 45, offset: 0, scrollY: 6_000, pages: 2 });
    const { feedCalls } = serve();
    renderWithApp(<FeedView source={ALL_FEED} title="All conversations" />);
    const feed = await screen.findByRole('feed');
    await waitFor(() => {
      expect(feed.parentElement).not.toHaveClass('invisible');
    });
    expect(olderRequests(feedCalls())).toEqual(['81']);
    expect(document.getElementById('message-45')).toBeNull();
  });

  it('ignores a place kept for the other layout', async () => {
    saveFeedPlace(ENTRY, { feed: 'all:extended', anchorId: 50, offset: 0, scrollY: 6_000, pages: 3 });
    const { feedCalls } = serve();
    renderWithApp(<FeedView source={ALL_FEED} title="All conversations" />);
    const feed = await screen.findByRole('feed');
    expect(feed.parentElement).not.toHaveClass('invisible');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(olderRequests(feedCalls())).toEqual([]);
  });
});
