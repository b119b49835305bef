import type { Context, MiddlewareHandler } from 'hono';
import { looksLikeJwt } from '../idp/jwt';
import { authFromAccessToken } from '../idp/tokens';
import type { AppEnv, AuthContext, Services } from './app-env';
import { tokenNotFound } from './errors';

/**
 * The bearer check of every /api/v1 route (spec 5.3): `Authorization: Bearer T`, or `?access_token=T` as old
 * clients send it. Both token types of spec 5 serve the API: the legacy tokens (looked up in the database) and
 * the identity provider's signed JWTs (idp/). Missing, unknown, revoked, expired, forged, or a user no longer
 * active in the token's network: 401 with the exact body of spec section 7, whichever the type. Looked up on
 * every request, so a revoke (CLI, revocation endpoint, end-session) applies at once.
 */
export function bearerAuth(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const value = presentedToken(c);
    const auth = value === undefined ? undefined : authenticate(c, services, value);
    if (!auth) throw tokenNotFound();
    c.set('auth', auth);
    await next();
  };
}

/** `Authorization: Bearer T`, else `?access_token=T` (RFC 6750 2.1 and 2.3). */
export function presentedToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1] ?? c.req.query('access_token');
}

function authenticate(c: Context, services: Services, value: string): AuthContext | undefined {
  if (looksLikeJwt(value)) {
    const auth = authFromAccessToken(c, services, value);
    return auth && { token: auth.token, user: auth.user, network: auth.network };
  }
  const { repo } = services;
  const token = repo.tokenByValue(value);
  if (!token || token.revoked_at !== null) return undefined;
  const user = repo.userById(token.user_id);
  const network = repo.networkById(token.network_id);
  if (!user || !network || repo.membership(network.id, user.id)?.state !== 'active') return undefined;
  return { token, user, network };
}
