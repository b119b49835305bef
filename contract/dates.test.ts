import { describe, expect, it } from 'vitest';
import { formatWireDate, parseWireDate } from './dates';

describe('wire dates', () => {
  it('parses the real service shape as UTC', () => {
    expect(parseWireDate('2013/03/13 21:08:48 +0000')).toBe(Date.UTC(2013, 2, 13, 21, 8, 48));
  });

  it('applies a non-zero offset', () => {
    expect(parseWireDate('2013/03/13 23:08:48 +0200')).toBe(Date.UTC(2013, 2, 13, 21, 8, 48));
    expect(parseWireDate('2013/03/13 16:08:48 -0500')).toBe(Date.UTC(2013, 2, 13, 21, 8, 48));
  });

  it('accepts RFC 3339, which the spec names', () => {
    expect(parseWireDate('2013-03-13T21:08:48Z')).toBe(Date.UTC(2013, 2, 13, 21, 8, 48));
  });

  it('returns null for empty or unreadable values', () => {
    expect(parseWireDate(null)).toBeNull();
    expect(parseWireDate('')).toBeNull();
    expect(parseWireDate('yesterday-ish')).toBeNull();
  });

  it('formats in the same shape and round-trips', () => {
    const date = new Date(Date.UTC(2026, 10, 2, 3, 4, 5));
    expect(formatWireDate(date)).toBe('2026/11/02 03:04:05 +0000');
    expect(parseWireDate(formatWireDate(date))).toBe(date.getTime());
  });
});
