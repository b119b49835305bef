import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-26T01:00:00Z');

  it('reads delta-seconds', () => {
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs(' 120 ', now)).toBe(120_000);
  });

  it('reads an HTTP date, and a past one as now', () => {
    expect(retryAfterMs('Thu, 26 Nov 2026 01:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 00:59:00 GMT', now)).toBe(0);
  });

  it('gives null for nothing or nonsense', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('-5', now)).toBeNull();
  });
});
