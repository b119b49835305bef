import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const RICH =
  '<p>See <a href="https://example.com/doc">the doc</a><img src="x" onerror="window.hacked = true"></p>';

/** The hook from fresh modules (beforeEach): the sanitizer not loaded yet (the test setup loads it for the rest). */
async function freshHook() {
  const { useRichHtml } = await import('./use-rich-html');
  const options = {};
  function Body() {
    const html = useRichHtml(RICH, options);
    return html === null ? null : <div data-testid="body" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return Body;
}

describe('useRichHtml', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('shows the attribute-less skeleton first, then the sanitized body once the sanitizer has loaded', async () => {
    const Body = await freshHook();
    render(<Body />);
    const body = screen.getByTestId('body');
    expect(body.innerHTML).toBe('<p>See <a>the doc</a></p>');
    expect(screen.queryByRole('link')).toBeNull();
    const link = await screen.findByRole('link', { name: 'the doc' });
    expect(link).toHaveAttribute('href', 'https://example.com/doc');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(body.querySelector('img, [onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('under an early paint, asks for the sanitizer only once the app has drawn its feed', async () => {
    const { showEarlyPaint } = await import('../lib/early-paint');
    const { markAppFeedPaint } = await import('../lib/first-feed-paint');
    const root = document.createElement('div');
    document.body.append(root);
    showEarlyPaint(document.createElement('main'), root);
    const lazy = await import('../lib/lazy-sanitizer');
    const load = vi.spyOn(lazy, 'loadSanitizer');
    const Body = await freshHook();
    render(<Body />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).toBeNull();
    markAppFeedPaint();
    expect(await screen.findByRole('link', { name: 'the doc' })).toBeInTheDocument();
  });
});
