import { randomBytes } from 'node:crypto';
import type { Repository, TokenRow } from '../db/repository';

const CODE_LIFETIME_MS = 10 * 60_000;

export const randomSecret = (bytes = 24) => randomBytes(bytes).toString('base64url');

/**
 * The token of an app/user/network grant, created the first time the user allows the app. "A token is
 * unique to each app/user combination" (spec 1), so the same live token is returned again.
 */
export function ensureToken(
  repo: Repository,
  appId: number,
  userId: number,
  networkId: number,
  now: number,
): TokenRow {
  const existing = repo.activeGrant(appId, userId, networkId);
  if (existing) return existing;
  const row: TokenRow = {
    token: randomSecret(),
    user_id: userId,
    network_id: networkId,
    app_id: appId,
    revoked_at: null,
    created_at: now,
    authorized_at: now,
  };
  repo.createToken(row);
  return row;
}

/** A single-use authorization code for that grant, valid for ten minutes. */
export function issueCode(repo: Repository, token: TokenRow, redirectUri: string, now: number): string {
  const code = randomSecret(18);
  repo.createCode({
    code,
    app_id: token.app_id,
    user_id: token.user_id,
    network_id: token.network_id,
    token: token.token,
    redirect_uri: redirectUri,
    created_at: now,
    expires_at: now + CODE_LIFETIME_MS,
    used_at: null,
  });
  return code;
}
