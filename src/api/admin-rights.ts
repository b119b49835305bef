import { useQuery } from '@tanstack/react-query';
import type { Network } from '../../contract/networks';
import type { User } from '../../contract/users';
import { networkQueries } from './networks-api';
import { userQueries } from './users-api';

/** The service writes admin flags as text ("true"/"false") and sometimes as booleans (api-shapes 1). */
const yes = (value: unknown) => value === true || value === 'true';

/**
 * Spec 5.5: creating and deleting people, broadcasts and impersonation need a verified admin of a paid
 * network. Whoever else asks is refused by the service (403), so the app offers them none of it.
 */
export function isPaidVerifiedAdmin(
  me: Pick<User, 'verified_admin' | 'network_id'> | undefined,
  networks: readonly Pick<Network, 'id' | 'paid'>[] | undefined,
): boolean {
  if (!me || !yes(me.verified_admin)) return false;
  return networks?.find((n) => n.id === me.network_id)?.paid === true;
}

/** Whether the reader may do what only admins may; `known` once users/current and networks/current answered. */
export function useAdminRights(): { admin: boolean; known: boolean } {
  const me = useQuery(userQueries.current());
  const networks = useQuery(networkQueries.current());
  return {
    admin: isPaidVerifiedAdmin(me.data, networks.data),
    known: me.data !== undefined && networks.data !== undefined,
  };
}
