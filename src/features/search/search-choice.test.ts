import { describe, expect, it } from 'vitest';
import { hrefs } from '../../config/paths';
import { pageCount, readSearchChoice, totalLabel } from './search-choice';

describe('the search page address', () => {
  it('reads the query, the tab and the page', () => {
    expect(readSearchChoice(new URLSearchParams('q=plan+b&type=messages&page=3'))).toEqual({
      q: 'plan b',
      tab: 'messages',
      page: 3,
    });
  });

  it('reads anything odd as the default: All, page 1, never past the last page the service can fill', () => {
    expect(readSearchChoice(new URLSearchParams('type=files&page=2'))).toEqual({
      q: '',
      tab: 'all',
      page: 1,
    });
    expect(readSearchChoice(new URLSearchParams('q=x&type=people&page=-1')).page).toBe(1);
    expect(readSearchChoice(new URLSearchParams('q=x&type=people&page=999')).page).toBe(50);
  });

  it('writes the defaults out and round-trips', () => {
    expect(hrefs.search('plan b')).toBe('/search?q=plan+b');
    expect(hrefs.search('a&b', 'groups', 2)).toBe('/search?q=a%26b&type=groups&page=2');
    const back = new URL(hrefs.search('a&b', 'groups', 2), 'http://x').searchParams;
    expect(readSearchChoice(back)).toEqual({ q: 'a&b', tab: 'groups', page: 2 });
  });
});

describe('totals', () => {
  it('says 1000+ where the service stopped counting', () => {
    expect(totalLabel('en', 132)).toBe('132');
    expect(totalLabel('en', 999)).toBe('999');
    expect(totalLabel('en', 1000)).toBe('1000+');
    expect(totalLabel('de', 1000)).toBe('1000+');
  });

  it('counts the pages of 20, at most 50', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(1000, 20)).toBe(50);
  });
});
