import { describe, expect, it } from 'vitest';
import { formatDate, formatList, formatNumber, formatRelative } from './formatters';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const DAY = 24 * 3600 * 1000;

describe('formatters', () => {
  it('says how long ago in the language, in the largest whole unit', () => {
    expect(formatRelative('de', NOW - 29 * DAY, NOW)).toBe('vor 4 Wochen');
    expect(formatRelative('en', NOW - 3 * 3600 * 1000, NOW)).toBe('3 hours ago');
    expect(formatRelative('fr', NOW - DAY, NOW)).toBe('hier');
    expect(formatRelative('es', NOW + 2 * DAY, NOW)).toBe('pasado mañana');
    expect(formatRelative('ja', NOW - 5 * 60 * 1000, NOW)).toBe('5 分前');
  });

  it('groups digits as the language does', () => {
    expect(formatNumber('de', 1234)).toBe('1.234');
    expect(formatNumber('en', 1234)).toBe('1,234');
    expect(formatNumber('fr', 1234)).toBe('1\u202f234');
    expect(formatNumber('ar', 1234)).toBe('1,234');
  });

  it('joins lists with the language’s own word', () => {
    expect(formatList('de', ['Ana', 'Bo', 'Cy'])).toBe('Ana, Bo und Cy');
    expect(formatList('es', ['Ana', 'Bo'], 'disjunction')).toBe('Ana o Bo');
    expect(formatList('he', ['Ana', 'Bo'])).toBe('Ana ו-Bo');
  });

  it('writes dates in the language’s order and words', () => {
    const date = Date.UTC(2026, 2, 4, 12);
    expect(formatDate('de', date, { dateStyle: 'long', timeZone: 'UTC' })).toBe('4. März 2026');
    expect(formatDate('en', date, { dateStyle: 'long', timeZone: 'UTC' })).toBe('March 4, 2026');
    expect(formatDate('ja', date, { dateStyle: 'long', timeZone: 'UTC' })).toBe('2026年3月4日');
  });
});
