import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseWireDate } from '../../contract/dates';
import { formatDate, formatDateTime, formatList } from './dates-and-lists';
import { formatFileSize, formatNumber, formatRelative } from './formatters';

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

  it('gives file sizes in decimal units, as Intl names them in the language', () => {
    expect(formatFileSize('en', 1)).toBe('1 byte');
    expect(formatFileSize('en', 512)).toBe('512 bytes');
    expect(formatFileSize('en', 41_646)).toBe('41.6 kB');
    expect(formatFileSize('en', 2_400_000)).toBe('2.4 MB');
    expect(formatFileSize('de', 41_646)).toBe('41,6 kB');
  });

  it('gives the full date and time for a tooltip', () => {
    expect(formatDateTime('en-US', Date.UTC(2024, 4, 15, 12), 'UTC')).toBe('May 15, 2024, 12:00 PM');
    expect(formatDateTime('de', Date.UTC(2024, 4, 15, 12), 'UTC')).toBe('15.05.2024, 12:00');
  });
});

describe('relative times', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    [NOW - 10_000, 'now'],
    [NOW - 50_000, '1 minute ago'],
    [NOW - 5 * 60_000, '5 minutes ago'],
    [NOW - 24 * 3600_000, 'yesterday'],
    [NOW - 3 * DAY, '3 days ago'],
    [NOW - 14 * DAY, '2 weeks ago'],
    [NOW - 400 * DAY, 'last year'],
    [NOW + 2 * 3600_000, 'in 2 hours'],
  ])('%i reads as "%s" in English', (then, expected) => {
    expect(formatRelative('en', then, NOW)).toBe(expected);
  });

  it('reads a wire date of the real service', () => {
    const then = parseWireDate('2026/11/28 11:15:00 +0000');
    expect(formatRelative('en', then ?? 0, NOW)).toBe('45 minutes ago');
  });

  it('says "now" in the language for the last 45 seconds', () => {
    expect(formatRelative('de', NOW - 10_000, NOW)).toBe('jetzt');
    expect(formatRelative('ar', NOW - 10_000, NOW)).toBe('الآن');
  });

  it('builds no Intl format for an English reader, whose phrases are written out', () => {
    const made = vi.spyOn(Intl, 'RelativeTimeFormat');
    expect(formatRelative('en-GB', NOW - 3 * 3600_000, NOW)).toBe('3 hours ago');
    expect(made).not.toHaveBeenCalled();
  });
});
