import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openFirstScreenPage, stubFirstScreenNetwork } from './testing/first-screen-setup';

const boot = vi.fn(() => Promise.resolve());
const loadApp = () => Promise.resolve({ boot, openCache: vi.fn(() => Promise.resolve()) });

beforeAll(stubFirstScreenNetwork);
beforeEach(openFirstScreenPage);
afterEach(() => {
  document.body.replaceChildren();
});

describe('the first screen', () => {
  it('draws nothing, and boots nothing, before the page’s stylesheet has loaded', async () => {
    const { startFirstScreen } = await import('./first-screen');
    let styledNow: () => void = () => undefined;
    const styled = new Promise<void>((resolve) => {
      styledNow = resolve;
    });
    const started = startFirstScreen({ loadApp, fromCopy: null, styled });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[data-early-paint]')).toBeNull();
    expect(boot).not.toHaveBeenCalled();

    styledNow();
    await started;
    expect(document.querySelector('[data-early-paint] [role="feed"]')).not.toBeNull();
    expect(boot).toHaveBeenCalledTimes(1);
  });
});
