import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  flushFeedPlaces,
  MAX_PLACES,
  readFeedPlace,
  resetFeedPlacesForTests,
  saveFeedPlace,
  type FeedPlace,
} from './feed-places';

const place = (anchorId: number): FeedPlace => ({
  feed: 'all:flat',
  anchorId,
  offset: -12,
  scrollY: 4_000,
  pages: 3,
});

beforeEach(() => {
  sessionStorage.clear();
  resetFeedPlacesForTests();
});

afterEach(() => {
  resetFeedPlacesForTests();
});

describe('feed places', () => {
  it('keeps a place per history entry, and the tab keeps it across a reload', () => {
    saveFeedPlace('entry-a', place(10));
    saveFeedPlace('entry-b', place(20));
    expect(readFeedPlace('entry-a')).toEqual(place(10));
    flushFeedPlaces();
    resetFeedPlacesForTests(); // as after a reload: only storage is left
    expect(readFeedPlace('entry-b')).toEqual(place(20));
    expect(readFeedPlace('entry-c')).toBeNull();
  });

  it('writes to storage shortly after a change and when the page is hidden', () => {
    saveFeedPlace('entry-a', place(10));
    expect(sessionStorage.getItem('commons.feedPlaces')).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem('commons.feedPlaces')).toContain('entry-a');
  });

  it('forgets the oldest entries beyond the limit', () => {
    for (let i = 0; i <= MAX_PLACES; i++) saveFeedPlace(`entry-${String(i)}`, place(i + 1));
    expect(readFeedPlace('entry-0')).toBeNull();
    expect(readFeedPlace('entry-1')).toEqual(place(2));
    expect(readFeedPlace(`entry-${String(MAX_PLACES)}`)).toEqual(place(MAX_PLACES + 1));
  });

  it('ignores what is not a place in storage', () => {
    sessionStorage.setItem(
      'commons.feedPlaces',
      JSON.stringify([
        ['bad', { feed: 'all:flat', anchorId: 'x' }],
        ['good', place(5)],
      ]),
    );
    expect(readFeedPlace('bad')).toBeNull();
    expect(readFeedPlace('good')).toEqual(place(5));
    sessionStorage.setItem('commons.feedPlaces', '{not json');
    resetFeedPlacesForTests();
    expect(readFeedPlace('good')).toBeNull();
  });
});
