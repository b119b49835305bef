import { beforeEach, describe, expect, it } from 'vitest';
import { fingerprint } from '../lib/fingerprint';
import { ownedCopyKey, recordOwner } from './persisted-owner';

beforeEach(() => {
  localStorage.clear();
});

describe('whose stored copy a token may restore', () => {
  it("keeps one copy per network's token, so switching back paints from the last visit", () => {
    recordOwner(localStorage, 'commons.cache.1.7', 'corp-token');
    recordOwner(localStorage, 'commons.cache.2.7', 'partners-token');
    expect(ownedCopyKey('corp-token')).toBe('commons.cache.1.7');
    expect(ownedCopyKey('partners-token')).toBe('commons.cache.2.7');
    expect(ownedCopyKey('someone-else')).toBeNull();
    expect(localStorage.getItem('commons.cache.owner')).not.toContain('corp-token');
  });

  it('drops the oldest owners beyond four and says which copies to delete', () => {
    for (const n of [1, 2, 3, 4]) recordOwner(localStorage, `commons.cache.${String(n)}.7`, `t-${String(n)}`);
    expect(recordOwner(localStorage, 'commons.cache.5.7', 't-5')).toEqual(['commons.cache.1.7']);
    expect(ownedCopyKey('t-1')).toBeNull();
    expect(ownedCopyKey('t-5')).toBe('commons.cache.5.7');
  });

  it('reads the single owner an older build wrote', () => {
    localStorage.setItem(
      'commons.cache.owner',
      JSON.stringify({ key: 'commons.cache.1.7', token: fingerprint('old-token') }),
    );
    expect(ownedCopyKey('old-token')).toBe('commons.cache.1.7');
  });
});
