import { describe, expect, it } from 'vitest';
import { parseWireDate } from '../../contract/dates';
import { formatAbsoluteTime, formatRelativeTime } from './relative-time';

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

describe('formatAbsoluteTime', () => {
  it('gives the full date and time for the tooltip', () => {
    expect(formatAbsoluteTime(now, 'en-US', 'UTC')).toBe('May 15, 2024, 12:00 PM');
  });
});
