import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Services } from './app-env';
import { tokenNotFound } from './errors';

/**
 * The bearer check of every /api/v1 route (spec 5.3): `Authorization: Bearer T`, or `?access_token=T` as old
 * clients send it. Missing, unknown, revoked, or a user no longer active in the token's network: 401 with
 * the exact body of spec section 7. Looked up on every request, so a revoke from the CLI applies at once.
 */
export function bearerAuth({ repo }: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const value = match?.[1] ?? c.req.query('access_token');
    const token = value ? repo.tokenByValue(value) : undefined;
    if (!token || token.revoked_at !== null) throw tokenNotFound();
    const membership = repo.membership(token.network_id, token.user_id);
    const user = repo.userById(token.user_id);
    const network = repo.networkById(token.network_id);
    if (!user || !network || membership?.state !== 'active') throw tokenNotFound();
    c.set('auth', { token, user, network });
    await next();
  };
}
