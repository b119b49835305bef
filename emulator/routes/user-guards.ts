import type { Repository, UserRow } from '../db/repository';
import type { AuthContext } from '../http/app-env';
import { forbidden, notFound } from '../http/errors';

/**
 * The permission checks that many route modules share (users, groups, invitations, relationships, messages,
 * impersonation): who counts as a network admin, and who counts as a member one may act on. Kept apart from
 * any one route module so the others do not import a sibling's handlers to get at a rule.
 */

/** The admin rule of spec 5.5: a verified admin, and the token's network is paid. */
export function isPaidVerifiedAdmin(auth: AuthContext): boolean {
  return auth.user.verified_admin === 1 && auth.network.paid === 1;
}

export function requirePaidVerifiedAdmin(auth: AuthContext, action: string): void {
  if (!isPaidVerifiedAdmin(auth)) throw forbidden(`Only verified admins of a paid network can ${action}.`);
}

/** A member of the caller's network (active or suspended); deleted people and strangers are 404. */
export function memberOrNotFound(repo: Repository, networkId: number, userId: number): UserRow {
  const user = repo.userById(userId);
  const state = repo.membership(networkId, userId)?.state;
  if (!user || state === undefined || state === 'deleted')
    throw notFound(`No user ${userId} in this network.`);
  return user;
}
