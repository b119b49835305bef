import { describe, expect, it } from 'vitest';
import type { Network } from '../../../contract/networks';
import { networkChoices, unseenOf } from './network-choices';

const network = (over: Partial<Network>): Network =>
  ({ type: 'network', id: 1, name: 'Example Corp', permalink: 'example.com', ...over }) as Network;

describe("the switcher's networks", () => {
  it('shows no number where the service does not know (-1) or says nothing', () => {
    expect(unseenOf(network({ unseen_message_count: -1 }))).toBeNull();
    expect(unseenOf(network({}))).toBeNull();
    expect(unseenOf(network({ unseen_message_count: 0 }))).toBeNull();
    expect(unseenOf(network({ unseen_message_count: 12 }))).toBe(12);
  });

  it('links the sign-in network without a prefix, every other network under its own, and marks the current one', () => {
    const choices = networkChoices(
      [
        network({ id: 2, name: 'Partners', permalink: 'partners', unseen_message_count: -1 }),
        network({ id: 3, name: 'Old team', permalink: 'old team', user_state: 'suspended' }),
        network({ id: 1, unseen_message_count: 3, is_primary: true }),
      ],
      2,
      'example.com',
    );
    expect(choices).toEqual([
      { id: 1, name: 'Example Corp', href: '/', current: false, unseen: 3, suspended: false },
      { id: 3, name: 'Old team', href: '/n/old%20team/', current: false, unseen: null, suspended: true },
      { id: 2, name: 'Partners', href: '/n/partners/', current: true, unseen: null, suspended: false },
    ]);
  });

  it('links every network under its prefix while the sign-in network is not known yet', () => {
    const [first] = networkChoices([network({})], 1, null);
    expect(first?.href).toBe('/n/example.com/');
  });
});
