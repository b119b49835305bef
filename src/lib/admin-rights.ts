import type { Network } from '../../contract/networks';
import type { User } from '../../contract/users';

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
