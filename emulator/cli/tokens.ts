import type { Db } from '../db/open-db';
import { createRepository } from '../db/repository';
import { ensureToken } from '../oauth/grants';
import { DEMO_APP } from '../seed/demo-app';

/**
 * The developer commands `token` and `revoke` (emulator/main.ts), as functions over an open database: the
 * journeys call them in their own process (e2e/support/emulator-cli.ts), where starting the CLI for every
 * person cost seconds of a core each.
 */
export class TokenCommandError extends Error {}

/** The demo app's live access token for that person (in their first network, or the one named), made if none. */
export function mintToken(db: Db, email: string, network?: string, now = Date.now()): string {
  const repo = createRepository(db);
  const user = repo.userByEmail(email);
  const app = repo.appByClientId(DEMO_APP.client_id);
  if (!user || !app) throw new TokenCommandError(`no user ${email} in this database`);
  const memberships = repo.membershipsOf(user.id);
  const wanted = network === undefined ? undefined : repo.networkByPermalink(network);
  if (network !== undefined && !wanted) throw new TokenCommandError(`no network with permalink ${network}`);
  const membership = wanted ? memberships.find((m) => m.network_id === wanted.id) : memberships[0];
  if (!membership)
    throw new TokenCommandError(`${user.email} is not a member of ${network ?? 'any network'}`);
  return ensureToken(repo, app.id, user.id, membership.network_id, now).token;
}

/** Revokes a live token, as when the person de-authorizes the app. */
export function revokeLiveToken(db: Db, token: string, now = Date.now()): void {
  if (!createRepository(db).revokeToken(token, now)) throw new TokenCommandError('no such live token');
}
