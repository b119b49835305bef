import { afterEach, describe, expect, it } from 'vitest';
import { canonicalUrl, commonsOrigin, loaderScript, randomFrameId } from './page-facts';

function script(src: string): HTMLScriptElement {
  const element = document.createElement('script');
  element.setAttribute('src', src);
  return element;
}

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('the embedding page', () => {
  it('takes the Commons origin from the loader script address, absolute or relative', () => {
    const base = 'https://intranet.example/team/';
    expect(commonsOrigin(script('https://commons.example:8443/embed.js?v=2'), base)).toBe(
      'https://commons.example:8443',
    );
    expect(commonsOrigin(script('/embed.js'), base)).toBe('https://intranet.example');
    expect(commonsOrigin(script('javascript:void(0)'), base)).toBeNull();
    expect(commonsOrigin(script('http://[bad'), base)).toBeNull();
    expect(commonsOrigin(null, base)).toBeNull();
  });

  it('finds its own script when currentScript is not set', () => {
    document.head.append(script('https://cdn.example/other.js'), script('https://commons.example/embed.js'));
    expect(loaderScript(document)?.getAttribute('src')).toBe('https://commons.example/embed.js');
    document.head.replaceChildren(script('https://cdn.example/not-embed.json'));
    expect(loaderScript(document)).toBeNull();
  });

  it('uses the canonical link, else the address without its fragment', () => {
    window.history.replaceState(null, '', '/news/42?ref=mail#comments');
    expect(canonicalUrl(document)).toBe(`${window.location.origin}/news/42?ref=mail`);
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = '/news/42';
    document.head.append(link);
    expect(canonicalUrl(document)).toBe(`${window.location.origin}/news/42`);
  });

  it('gives each frame a fresh random id', () => {
    const ids = new Set(Array.from({ length: 50 }, () => randomFrameId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
  });
});
