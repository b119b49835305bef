import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLAIN_LIST_MAX, VirtualList } from './virtual-list';

// Its own file: the virtualizer, once loaded, stays loaded for the module's life, and the other file's test
// needs the plain list first.

describe('VirtualList: a long list before the virtualizer arrives', () => {
  it('mounts only the first items and asks for the virtualizer without waiting for the feed paint', async () => {
    const count = 5_000;
    render(
      <VirtualList
        role="feed"
        aria-label="Messages"
        count={count}
        estimateSize={100}
        getItemKey={(i) => i}
        renderItem={(i) => <article aria-label={`Message ${String(i)}`}>Text {i}</article>}
      />,
    );
    const plain = screen.getByRole('feed');
    expect(plain.style.height).toBe('');
    expect(screen.getAllByRole('article')).toHaveLength(PLAIN_LIST_MAX);

    // No feed paint is marked here: the virtualizer comes because the list is long, well before the
    // 1.5 s a feed paint is waited for at the latest.
    await waitFor(
      () => {
        expect(screen.getByRole('feed').style.height).not.toBe('');
      },
      { timeout: 1_000 },
    );
    expect(screen.getAllByRole('article').length).toBeLessThan(PLAIN_LIST_MAX);
  });
});
