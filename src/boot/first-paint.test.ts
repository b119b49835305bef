import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedEnvelope } from '../../contract/messages';
import { rememberNetwork, setToken } from '../auth/session';
import { handOverEarlyPaint, isEarlyPaintShown } from '../lib/early-paint';
import { lastSeenKey } from '../lib/last-seen';
import { paintFirstPage } from './first-paint';
import { closeEarlyPaintPage, early, feed, openEarlyPaintPage } from './testing/early-paint-setup';

let root: HTMLElement;
beforeEach(() => {
  root = openEarlyPaintPage();
});
afterEach(closeEarlyPaintPage);

/** A feed page that answers when the test says so. */
function deferred() {
  let resolve: (page: FeedEnvelope) => void = () => undefined;
  const promise = new Promise<FeedEnvelope>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('the early paint from the first chunk', () => {
  it('draws the feed when its request answers, with the app root laid out underneath but hidden', async () => {
    await paintFirstPage(root, { feed: 'all', layout: 'flat', firstPage: Promise.resolve(feed()) });
    expect(early()).not.toBeNull();
    expect(early()?.querySelectorAll('[role="feed"] article').length).toBeGreaterThan(0);
    expect(early()?.querySelector('h1')).toHaveTextContent('All conversations');
    expect(root.inert).toBe(true);
    expect(root).toHaveClass('invisible');
    // Ids stay unique while both pages exist: the early page's are prefixed.
    expect(early()?.querySelector('#feed-heading')).toBeNull();
    expect(early()?.querySelector('#early-feed-heading')).not.toBeNull();
    expect(performance.getEntriesByName('commons:first-feed-paint')).not.toHaveLength(0);
  });

  it('hands over to the app: the early page goes, the root shows, focus moves to the same element', async () => {
    await paintFirstPage(root, { feed: 'all', layout: 'flat', firstPage: Promise.resolve(feed()) });
    const first = early()?.querySelector<HTMLElement>('[role="feed"] article');
    const id = first?.id.replace(/^early-/, '') ?? '';
    first?.focus();
    const twin = document.createElement('article');
    twin.id = id;
    twin.tabIndex = -1;
    root.append(twin);

    handOverEarlyPaint();
    expect(early()).toBeNull();
    expect(isEarlyPaintShown()).toBe(false);
    expect(root.inert).toBe(false);
    expect(root).not.toHaveClass('invisible');
    expect(document.activeElement).toBe(twin);
  });

  it('shows the page with the feed loading while the request is out, then the feed in its place', async () => {
    const answer = deferred();
    const painted = paintFirstPage(root, { feed: 'all', layout: 'flat', firstPage: answer.promise });
    await Promise.resolve();
    expect(early()?.querySelector('#early-feed-heading')).toHaveTextContent('All conversations');
    expect(early()?.querySelector('section > [role="status"]')).toHaveTextContent('Loading messages…');
    expect(early()?.querySelectorAll('article')).toHaveLength(0);
    expect(root.inert).toBe(true);

    answer.resolve(feed());
    await painted;
    expect(document.querySelectorAll('[data-early-paint]')).toHaveLength(1);
    expect(early()?.querySelectorAll('[role="feed"] article').length).toBeGreaterThan(0);
    expect(early()).not.toHaveTextContent('Loading messages…');
    expect(root.inert).toBe(true);
  });

  it('lets the app start after a second, and still draws a slow feed if the app has not taken over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const slow = deferred();
      const waited = paintFirstPage(root, { feed: 'all', layout: 'flat', firstPage: slow.promise });
      await vi.advanceTimersByTimeAsync(1000);
      await waited;
      expect(early()).toHaveTextContent('Loading messages…');

      slow.resolve(feed());
      await vi.waitFor(() => {
        expect(early()?.querySelectorAll('[role="feed"] article').length).toBeGreaterThan(0);
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws nothing late once the app has taken over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const slow = deferred();
      const waited = paintFirstPage(root, { feed: 'all', layout: 'flat', firstPage: slow.promise });
      await vi.advanceTimersByTimeAsync(1000);
      await waited;
      handOverEarlyPaint();
      slow.resolve(feed());
      await slow.promise;
      await Promise.resolve();
      expect(early()).toBeNull();
      expect(root.inert).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the loading page to the app when the request fails', async () => {
    await paintFirstPage(root, { feed: 'all', layout: 'flat', firstPage: Promise.reject(new Error('503')) });
    expect(early()).toHaveTextContent('Loading messages…');
    expect(early()?.querySelectorAll('article')).toHaveLength(0);
    // The app shows its own error state and takes over (lib/early-paint).
    handOverEarlyPaint();
    expect(early()).toBeNull();
    expect(root.inert).toBe(false);
  });

  it('waits for the reader when a resume offer may be due in a network it does not know yet', async () => {
    localStorage.setItem(lastSeenKey(42, 'all'), '1');
    await paintFirstPage(root, { feed: 'all', layout: 'flat', firstPage: Promise.resolve(feed()) });
    expect(early()).toBeNull();
  });

  it('offers to resume, as the app will, in the network remembered for this tab', async () => {
    const page = feed();
    // Seen up to the second message: the first is new, the divider goes above the second.
    const seen = page.messages[1]?.id ?? 0;
    rememberNetwork(42);
    localStorage.setItem(lastSeenKey(42, 'all'), String(seen));
    await paintFirstPage(root, { feed: 'all', layout: 'flat', firstPage: Promise.resolve(page) });
    expect(early()).toHaveTextContent('Jump to where you left off');
    const divider = early()?.querySelector('[data-index="1"]');
    expect(divider).toHaveTextContent('New since your last visit');
  });

  it('forgets the remembered network with the token', () => {
    rememberNetwork(42);
    setToken('another');
    localStorage.setItem(lastSeenKey(42, 'all'), '1');
    return paintFirstPage(root, { feed: 'all', layout: 'flat', firstPage: Promise.resolve(feed()) }).then(
      () => {
        expect(early()).toBeNull();
      },
    );
  });
});
