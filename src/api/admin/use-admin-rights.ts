import { useQuery } from '@tanstack/react-query';
import { isPaidVerifiedAdmin } from '../../lib/admin-rights';
import { networkQueries } from '../networks/networks-api';
import { userQueries } from '../users/users-api';

/** Whether the reader may do what only admins may; `known` once users/current and networks/current answered. */
export function useAdminRights(): { admin: boolean; known: boolean } {
  const me = useQuery(userQueries.current());
  const networks = useQuery(networkQueries.current());
  return {
    admin: isPaidVerifiedAdmin(me.data, networks.data),
    known: me.data !== undefined && networks.data !== undefined,
  };
}
