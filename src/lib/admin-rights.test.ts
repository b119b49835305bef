import { describe, expect, it } from 'vitest';
import { isPaidVerifiedAdmin } from './admin-rights';

const paid = [{ id: 1, paid: true }];
const free = [{ id: 1, paid: false }];

describe('isPaidVerifiedAdmin (spec 5.5)', () => {
  it('is a verified admin of the network they read, when that network is paid', () => {
    expect(isPaidVerifiedAdmin({ verified_admin: 'true', network_id: 1 }, paid)).toBe(true);
    expect(isPaidVerifiedAdmin({ verified_admin: true, network_id: 1 }, paid)).toBe(true);
  });

  it('is nobody else: not verified, an unpaid network, another network, or not known yet', () => {
    expect(isPaidVerifiedAdmin({ verified_admin: 'false', network_id: 1 }, paid)).toBe(false);
    expect(isPaidVerifiedAdmin({ verified_admin: 'true', network_id: 1 }, free)).toBe(false);
    expect(isPaidVerifiedAdmin({ verified_admin: 'true', network_id: 2 }, paid)).toBe(false);
    expect(isPaidVerifiedAdmin(undefined, paid)).toBe(false);
    expect(isPaidVerifiedAdmin({ verified_admin: 'true', network_id: 1 }, undefined)).toBe(false);
  });
});
