import { describe, expect, it } from 'vitest';
import type { Network } from '../../../contract/networks';
import { i18n } from '../../i18n/i18n-runtime';
import { whyClosed } from './network-closed';

const partners = { id: 2, name: 'Partners', permalink: 'partners' } as Network;

describe('why a network cannot be opened', () => {
  it('says the person is suspended there, by the network name', () => {
    const closed = whyClosed(i18n, 'partners', false, [{ ...partners, user_state: 'suspended' }]);
    expect(closed.title).toBe('Partners is closed to you');
    expect(closed.reason).toContain('Your account in Partners is suspended');
  });

  it('says the service refused the token again', () => {
    expect(whyClosed(i18n, 'partners', true, [partners]).title).toBe('Partners refused your sign-in');
  });

  it('says the person is not in a network of that name (the list may not have loaded)', () => {
    expect(whyClosed(i18n, 'elsewhere', false, [partners]).title).toBe('You are not in elsewhere');
    expect(whyClosed(i18n, 'partners', false, undefined).title).toBe('You are not in partners');
  });
});
