import { afterEach, describe, expect, it } from 'vitest';
import { resetSessionFromStorage } from '../../auth/session';
import { h } from './dom';

afterEach(() => {
  resetSessionFromStorage();
});

describe("the early paint's links", () => {
  it("stay in the page's network, as the router's links do", () => {
    resetSessionFromStorage('partners');
    expect(h('a', { href: '/threads/3' }).getAttribute('href')).toBe('/n/partners/threads/3');
    expect(h('a', { href: 'https://example.com/x' }).getAttribute('href')).toBe('https://example.com/x');
    expect(h('a', { href: '#message-4' }).getAttribute('href')).toBe('#message-4');
  });

  it("are the plain app paths on the sign-in network's pages", () => {
    expect(h('a', { href: '/threads/3' }).getAttribute('href')).toBe('/threads/3');
  });
});

describe("the early paint's elements", () => {
  it('take their inline sizes through the CSSOM, and never parse markup handed to React', () => {
    const el = h('div', {
      style: { width: '40px', height: '32px' },
      dangerouslySetInnerHTML: { __html: '<img src=x onerror="alert(1)">' },
    });
    expect(el.style.width).toBe('40px');
    expect(el.style.height).toBe('32px');
    expect(el.innerHTML).toBe('');
    expect(el.hasAttribute('dangerouslySetInnerHTML')).toBe(false);
  });

  it("spell React's attribute names as the DOM does, and leave handlers out", () => {
    const input = h('input', { autoComplete: 'off', enterKeyHint: 'search', onChange: () => undefined });
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('enterkeyhint')).toBe('search');
    expect(input.getAttributeNames()).toEqual(['autocomplete', 'enterkeyhint']);
  });
});
