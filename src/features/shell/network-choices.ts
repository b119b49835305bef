import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Network } from '../../../contract/networks';
import { networkQueries } from '../../api/networks/networks-api';
import { userQueries } from '../../api/users/users-api';
import { pageNetworkOf, rememberSignInNetwork, signInNetwork } from '../../auth/session';
import { inNetwork } from '../../config/network-path';
import { badgeCount } from '../../lib/unseen-count';

/** One of the person's networks, as the switcher shows it. */
export interface NetworkChoice {
  id: number;
  name: string;
  /** A document address: another network is another basename, so the page loads there. */
  href: string;
  current: boolean;
  /** Unseen messages there; null when the service does not know (`-1`) or says nothing. */
  unseen: number | null;
  suspended: boolean;
}

/** The service's `-1` means "not computed", and none is nothing new: no number is shown for either. */
export const unseenOf = (network: Network): number | null => badgeCount(network.unseen_message_count) ?? null;

/**
 * The choices in one order wherever the reader is (the service puts the token's network first): the primary
 * network, then by name. The sign-in network's pages have no prefix (config/network-path.ts).
 */
export function networkChoices(
  networks: readonly Network[],
  currentId: number | undefined,
  signInPermalink: string | null,
): NetworkChoice[] {
  const ordered = [...networks].sort(
    (a, b) => Number(b.is_primary === true) - Number(a.is_primary === true) || a.name.localeCompare(b.name),
  );
  return ordered.map((network) => ({
    id: network.id,
    name: network.name,
    href: network.permalink === signInPermalink ? '/' : inNetwork(network.permalink, '/'),
    current: network.id === currentId,
    unseen: unseenOf(network),
    suspended: network.user_state === 'suspended',
  }));
}

/**
 * The person's networks for the switcher, from the same `networks/current` the shell already reads (its
 * refresh is the badge's: at most once a minute, never while the tab is hidden). Empty with one network:
 * there is nothing to switch to.
 */
export function useNetworkChoices(): NetworkChoice[] {
  const me = useQuery(userQueries.current()).data;
  const networks = useQuery(networkQueries.current()).data;
  const current = me ? networks?.find((n) => n.id === me.network_id) : undefined;
  // On the sign-in network's own pages, its permalink is learnt, so links back to it carry no prefix.
  useEffect(() => {
    if (current && pageNetworkOf() === null) rememberSignInNetwork(current.permalink);
  }, [current]);
  if (!networks || networks.length < 2) return [];
  const signIn = pageNetworkOf() === null ? (current?.permalink ?? null) : signInNetwork();
  return networkChoices(networks, me?.network_id, signIn);
}
