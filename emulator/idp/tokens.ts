import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { IdpGrantRow, UserRow } from '../db/repository';
import type { AuthContext, Services } from '../http/app-env';
import { randomSecret } from '../oauth/grants';
import { signingKey, storedSigningKey } from './keys';
import { signJwt, verifyJwt, type Claims } from './jwt';
import { apiAudienceOf, issuerOf, REFRESH_TOKEN_LIFETIME_MS } from './provider';

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The token response of a grant (OAuth 2.1 3.2.3): a signed access token (RFC 9068 profile), a new refresh
 * token (the one used, if any, is spent: rotation), and an id token when `openid` was granted.
 */
export function issueTokens(
  c: Context,
  services: Services,
  grant: IdpGrantRow,
  user: UserRow,
  options: { clientId: string; nonce?: string | null },
) {
  const { repo } = services;
  const now = services.now();
  const key = signingKey(repo, now);
  const iss = issuerOf(c, services);
  const iat = seconds(now);
  const exp = seconds(now + services.idpTokenLifetimeMs);
  const accessToken = signJwt(key, 'at+jwt', {
    iss,
    sub: String(user.id),
    aud: apiAudienceOf(c, services),
    exp,
    iat,
    jti: randomUUID(),
    client_id: options.clientId,
    scope: grant.scope,
    network_id: grant.network_id,
    sid: grant.id,
  });
  const refreshToken = randomSecret(32);
  repo.createIdpRefreshToken({
    token_hash: hashRefreshToken(refreshToken),
    grant_id: grant.id,
    created_at: now,
    expires_at: now + REFRESH_TOKEN_LIFETIME_MS,
    used_at: null,
  });
  const scopes = grant.scope.split(' ');
  const idToken = scopes.includes('openid')
    ? signJwt(key, 'JWT', {
        iss,
        sub: String(user.id),
        aud: options.clientId,
        azp: options.clientId,
        exp,
        iat,
        auth_time: seconds(grant.created_at),
        sid: grant.id,
        ...(options.nonce ? { nonce: options.nonce } : {}),
        ...profileClaims(user, scopes, grant.network_id),
      })
    : undefined;
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: seconds(services.idpTokenLifetimeMs),
    refresh_token: refreshToken,
    scope: grant.scope,
    ...(idToken ? { id_token: idToken } : {}),
  };
}

/** The claims of `profile` and `email` (id token and userinfo). */
export function profileClaims(user: UserRow, scopes: readonly string[], networkId: number): Claims {
  return {
    ...(scopes.includes('profile')
      ? { name: user.full_name, preferred_username: user.email, network_id: networkId }
      : {}),
    ...(scopes.includes('email') ? { email: user.email, email_verified: true } : {}),
  };
}

/** The claims of a token this provider signed (an id token or an access token), expired or not. */
export function ownTokenClaims(services: Services, type: 'JWT' | 'at+jwt', token: string) {
  const key = storedSigningKey(services.repo);
  return key && verifyJwt(key, type, token);
}

/**
 * Who an access token of the provider speaks for, or undefined: RS256 signature by our key, the issuer and
 * audience of this emulator, unexpired, its grant live and the person still active in the grant's network.
 */
export function authFromAccessToken(
  c: Context,
  services: Services,
  token: string,
): (AuthContext & { grant: IdpGrantRow; scope: string }) | undefined {
  const { repo } = services;
  const claims = ownTokenClaims(services, 'at+jwt', token);
  if (!claims) return undefined;
  const now = services.now();
  if (claims.iss !== issuerOf(c, services) || claims.aud !== apiAudienceOf(c, services)) return undefined;
  if (typeof claims.exp !== 'number' || now >= claims.exp * 1000) return undefined;
  const grant = typeof claims.sid === 'string' ? repo.idpGrantById(claims.sid) : undefined;
  if (!grant || grant.revoked_at !== null || claims.sub !== String(grant.user_id)) return undefined;
  const user = repo.userById(grant.user_id);
  const network = repo.networkById(grant.network_id);
  if (!user || !network || repo.membership(network.id, user.id)?.state !== 'active') return undefined;
  const row = {
    token: grant.id,
    user_id: user.id,
    network_id: network.id,
    app_id: grant.app_id,
    revoked_at: null,
    created_at: grant.created_at,
    authorized_at: grant.created_at,
  };
  return { token: row, user, network, grant, scope: grant.scope };
}
