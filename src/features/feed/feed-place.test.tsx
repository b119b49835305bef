import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { BASE } from '../../api/testing/service-kit';
import { renderWithApp } from '../../components/testing/render';
import { virtualListReady } from '../../components/virtual-list/virtual-list';
import { ALL_FEED } from '../../lib/feed-source';
import { FEED_VIEW, writePreference } from '../../lib/preferences';
import { FeedView } from './feed-view';
import { resetFeedPlacesForTests, saveFeedPlace } from './feed-places';
import { postMessage, setWindowHeight } from './testing/feed-emulator';

/**
 * Three pages of 20 (the emulator's page size) at the top of alice's All feed: 60 messages posted by bob,
 * returned newest first, so `newest[0]` opens page one and `newest[59]` closes page three.
 */
async function postThreePages(service: EmulatorService): Promise<number[]> {
  const posted: number[] = [];
  for (let n = 1; n <= 60; n += 1) posted.push(await postMessage(service, `Message ${String(n)}`));
  return posted.reverse();
}

let service: EmulatorService;
let newest: number[];

/** The older_than cursor of each page of All conversations the feed asked for, in order. */
const olderRequests = () =>
  service.requests
    .filter((request) => request.startsWith('GET /api/v1/messages.json'))
    .map((request) => new URL(request.slice('GET '.length), BASE).searchParams)
    .map((query) => query.get('older_than'))
    .filter(Boolean);

const id = (n: number) => String(newest[n]);

// A memory router's first entry arrives by POP, under the key "default": as Back/Forward to it.
const ENTRY = 'default';

beforeAll(() => virtualListReady);

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetFeedPlacesForTests();
  writePreference(FEED_VIEW, 'flat');
  setWindowHeight(10_000);
  // jsdom scrolls nothing (and says so); the placement itself is checked in the browser journeys.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  service = emulatorService();
  newest = await postThreePages(service);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Back/Forward to a feed', () => {
  it('loads older pages until the message the reader was at is there, then shows the feed', async () => {
    saveFeedPlace(ENTRY, {
      feed: 'all:flat',
      anchorId: newest[50] ?? 0,
      offset: 0,
      scrollY: 6_000,
      pages: 3,
    });
    renderWithApp(<FeedView source={ALL_FEED} title="All conversations" />);
    await waitFor(() => {
      expect(document.getElementById(`message-${id(50)}`)).not.toBeNull();
    });
    expect(olderRequests()).toEqual([id(19), id(39)]);
    // Out of sight while looking for the place, shown once it is placed.
    const feed = screen.getByRole('feed');
    await waitFor(() => {
      expect(feed.parentElement).not.toHaveClass('invisible');
    });
  });

  it('loads no further than the pages the reader had', async () => {
    saveFeedPlace(ENTRY, {
      feed: 'all:flat',
      anchorId: newest[55] ?? 0,
      offset: 0,
      scrollY: 6_000,
      pages: 2,
    });
    renderWithApp(<FeedView source={ALL_FEED} title="All conversations" />);
    const feed = await screen.findByRole('feed');
    await waitFor(() => {
      expect(feed.parentElement).not.toHaveClass('invisible');
    });
    expect(olderRequests()).toEqual([id(19)]);
    expect(document.getElementById(`message-${id(55)}`)).toBeNull();
  });

  it('ignores a place kept for the other layout', async () => {
    saveFeedPlace(ENTRY, {
      feed: 'all:extended',
      anchorId: newest[50] ?? 0,
      offset: 0,
      scrollY: 6_000,
      pages: 3,
    });
    renderWithApp(<FeedView source={ALL_FEED} title="All conversations" />);
    const feed = await screen.findByRole('feed');
    expect(feed.parentElement).not.toHaveClass('invisible');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(olderRequests()).toEqual([]);
  });
});
