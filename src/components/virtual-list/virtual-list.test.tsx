import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markAppFeedPaint } from '../../lib/first-feed-paint';
import { VirtualList, virtualListReady } from './virtual-list';

const ids = [11, 12, 13, 14];

function List() {
  return (
    <VirtualList
      role="feed"
      aria-label="Messages"
      count={ids.length}
      estimateSize={100}
      getItemKey={(i) => ids[i] ?? i}
      renderItem={(i) => (
        <article id={`message-${String(ids[i])}`} tabIndex={-1} aria-label={`Message ${String(ids[i])}`}>
          <p>Text {i}</p>
          <a href={`/threads/${String(ids[i])}`}>Open {i}</a>
        </article>
      )}
    />
  );
}

describe('VirtualList: the plain list handed over to the virtualizer', () => {
  it('keeps focus on what the reader focused in the plain list (an article, or a link inside one)', async () => {
    // jsdom lays nothing out: a tall window makes the virtualizer mount every item.
    Object.defineProperty(window, 'innerHeight', { value: 10_000, configurable: true });
    render(<List />);
    const feed = screen.getByRole('feed');
    // The plain list: items in normal flow, no virtualizer height yet.
    expect(feed.style.height).toBe('');
    screen.getByRole('link', { name: 'Open 2' }).focus();

    await act(async () => {
      markAppFeedPaint();
      await virtualListReady;
    });
    await waitFor(() => {
      expect(screen.getByRole('feed').style.height).not.toBe('');
    });
    const link = screen.getByRole('link', { name: 'Open 2' });
    expect(feed.isConnected).toBe(false);
    expect(document.activeElement).toBe(link);
    expect(link.closest('article')?.id).toBe('message-13');
  });
});
