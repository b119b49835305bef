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
