import { afterEach, describe, expect, it } from 'vitest';
import { applyPreloadedStylesheets } from './stylesheets';

afterEach(() => {
  document.head.replaceChildren();
});

function preload(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'style');
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
  return link;
}

const stylesheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

describe('the stylesheet the entry applies', () => {
  it('is the preloaded one, applied beside its preload, and resolves once it has loaded', async () => {
    const link = preload('/assets/index-abc.css');
    let settled = false;
    const applied = applyPreloadedStylesheets().then(() => {
      settled = true;
    });
    const [sheet] = stylesheets();
    expect(sheet?.href).toBe(link.href);
    expect(sheet?.crossOrigin).toBe('anonymous');
    expect(link.nextElementSibling).toBe(sheet);
    await Promise.resolve();
    expect(settled).toBe(false);
    sheet?.dispatchEvent(new Event('load'));
    await applied;
    expect(settled).toBe(true);
  });

  it('resolves when the stylesheet fails too: an unstyled page beats none', async () => {
    preload('/assets/index-abc.css');
    let settled = false;
    const applied = applyPreloadedStylesheets().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(stylesheets()).toHaveLength(1);
    stylesheets()[0]?.dispatchEvent(new Event('error'));
    await applied;
    expect(settled).toBe(true);
  });

  it('resolves at once without a preloaded stylesheet (the dev server injects its styles)', async () => {
    await expect(applyPreloadedStylesheets()).resolves.toBeUndefined();
    expect(stylesheets()).toHaveLength(0);
  });
});
