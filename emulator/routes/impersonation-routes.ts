import type { Context, Hono } from 'hono';
import type { AppRow, UserRow } from '../db/repository';
import type { AppEnv, Services } from '../http/app-env';
import { forbidden, invalidField } from '../http/errors';
import { readParams, type Params } from '../http/params';
import { route } from '../http/routing';
import { ensureToken } from '../oauth/grants';
import { accessTokenObject } from '../serialize/token';
import { isPaidVerifiedAdmin } from './user-guards';

/**
 * Impersonation (spec 5.4, api-shapes 15.3). The consumer key is the app's client id (`commons-demo` for
 * the demo app). Tokens are the same long-lived grants the OAuth dialog creates, so a token handed out here
 * is the one the user would get by allowing the app themself.
 */
export function registerImpersonationRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;

  /** The target user and app of an admin request; both parameters required (400 naming the missing one). */
  const impersonationTarget = (c: Context<AppEnv>, params: Params): { user: UserRow; app: AppRow } => {
    const { network } = c.get('auth');
    const userId = params.id('user_id');
    const consumerKey = params.text('consumer_key');
    if (userId === undefined) throw invalidField('user_id', 'is required');
    if (consumerKey === undefined) throw invalidField('consumer_key', 'is required');
    const target = repo.userById(userId);
    if (!target || repo.membership(network.id, userId)?.state !== 'active')
      throw invalidField('user_id', `no user ${String(userId)} in this network`, 'not_found', 404);
    const registered = repo.appByClientId(consumerKey);
    if (!registered)
      throw invalidField('consumer_key', `no app with the consumer key ${consumerKey}`, 'not_found', 404);
    return { user: target, app: registered };
  };

  /**
   * A bare array of token objects, one per network, generated when missing. Without parameters: the
   * caller's own tokens for the calling app, one per network they are active in. With `user_id` and
   * `consumer_key` (verified admins of a paid network only, else 403): that user's tokens for that app, in
   * the networks where the caller is also an active member of a paid network (an admin of Example Corp
   * gets no token for the user's other networks).
   */
  route(app, '/api/v1/oauth/tokens', {
    GET: async (c) => {
      const auth = c.get('auth');
      const params = await readParams(c, services.bodyLimitBytes);
      const now = services.now();
      const impersonating = params.has('user_id') || params.has('consumer_key');
      let userId = auth.user.id;
      let appId = auth.token.app_id;
      let networkIds = repo.membershipsOf(auth.user.id).map((m) => m.network_id);
      if (impersonating) {
        if (!isPaidVerifiedAdmin(auth))
          throw forbidden('Only verified admins of a paid network can get tokens for other users.');
        const target = impersonationTarget(c, params);
        userId = target.user.id;
        appId = target.app.id;
        const adminOf = new Set(
          repo
            .membershipsOf(auth.user.id)
            .filter((m) => repo.networkById(m.network_id)?.paid === 1)
            .map((m) => m.network_id),
        );
        networkIds = repo
          .membershipsOf(userId)
          .map((m) => m.network_id)
          .filter((id) => adminOf.has(id));
      }
      const memberships = repo.membershipsOf(userId).filter((m) => networkIds.includes(m.network_id));
      const tokens = repo.transaction(() =>
        memberships.flatMap((m) => {
          const network = repo.networkById(m.network_id);
          if (!network) return [];
          const token = ensureToken(repo, appId, userId, network.id, now);
          return [accessTokenObject(token, network, m.is_primary === 1)];
        }),
      );
      return c.json(tokens);
    },
  });

  /**
   * One preauthorized token object for `user_id` and `consumer_key` in the caller's network (verified
   * admins of a paid network only): 201 when it was created now, 200 when the grant already existed.
   */
  route(app, '/api/v1/oauth', {
    POST: async (c) => {
      const auth = c.get('auth');
      if (!isPaidVerifiedAdmin(auth))
        throw forbidden('Only verified admins of a paid network can get tokens for other users.');
      const params = await readParams(c, services.bodyLimitBytes);
      const target = impersonationTarget(c, params);
      const existed = repo.activeGrant(target.app.id, target.user.id, auth.network.id) !== undefined;
      const token = ensureToken(repo, target.app.id, target.user.id, auth.network.id, services.now());
      const membership = repo.membership(auth.network.id, target.user.id);
      return c.json(
        accessTokenObject(token, auth.network, membership?.is_primary === 1),
        existed ? 200 : 201,
      );
    },
  });
}
