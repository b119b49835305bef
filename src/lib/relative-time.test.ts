import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseWireDate } from '../../contract/dates';
import { englishRelativePhrase, formatAbsoluteTime, formatRelativeTime } from './relative-time';

const now = Date.UTC(2024, 4, 15, 12, 0, 0);

describe('formatRelativeTime', () => {
  it.each([
    [now - 10_000, 'now'],
    [now - 5 * 60_000, '5 minutes ago'],
    [now - 3 * 3600_000, '3 hours ago'],
    [now - 24 * 3600_000, 'yesterday'],
    [now - 3 * 24 * 3600_000, '3 days ago'],
    [now - 14 * 24 * 3600_000, '2 weeks ago'],
    [now - 400 * 24 * 3600_000, 'last year'],
    [now + 2 * 3600_000, 'in 2 hours'],
  ])('%i reads as "%s"', (then, expected) => {
    expect(formatRelativeTime(then, now, 'en')).toBe(expected);
  });

  it('reads a wire date of the real service', () => {
    const then = parseWireDate('2024/05/15 11:15:00 +0000');
    expect(then).not.toBeNull();
    expect(formatRelativeTime(then ?? 0, now, 'en')).toBe('45 minutes ago');
  });

  it('honours a non-UTC offset in wire dates', () => {
    expect(parseWireDate('2024/05/15 14:00:00 +0200')).toBe(now);
    expect(parseWireDate('not a date')).toBeNull();
  });
});

describe('English without Intl', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const units: Intl.RelativeTimeFormatUnit[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'];
  it.each(['en', 'en-US', 'en-GB', 'en-IN', 'en-AU', 'en-CA'])('says what Intl says in %s', (locale) => {
    const intl = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' });
    for (const unit of units) {
      for (let value = -999; value <= 999; value++) {
        expect(englishRelativePhrase(value, unit)).toBe(intl.format(value, unit));
      }
    }
  });

  it('builds no Intl format for an English reader', () => {
    const made = vi.spyOn(Intl, 'RelativeTimeFormat');
    expect(formatRelativeTime(now - 3 * 3600_000, now, 'en-GB')).toBe('3 hours ago');
    expect(formatRelativeTime(now - 150_000, now)).toBe('2 minutes ago');
    expect(made).not.toHaveBeenCalled();
  });

  it('leaves every other language to Intl', () => {
    expect(formatRelativeTime(now - 5 * 60_000, now, 'de')).toBe('vor 5 Minuten');
    expect(formatRelativeTime(now - 24 * 3600_000, now, 'fr')).toBe('hier');
  });
});

describe('formatAbsoluteTime', () => {
  it('gives the full date and time for the tooltip', () => {
    expect(formatAbsoluteTime(now, 'en-US', 'UTC')).toBe('May 15, 2024, 12:00 PM');
  });
});
