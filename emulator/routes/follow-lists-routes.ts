import type { Hono } from 'hono';
import type { UserRow } from '../db/repository';
import type { AppEnv, Services } from '../http/app-env';
import { invalidField } from '../http/errors';
import { readParams } from '../http/params';
import { baseUrlOf, pathId, route, type Handler } from '../http/routing';
import { userReference } from '../serialize/user';
import { memberOrNotFound } from './user-guards';

const PER_PAGE = 50;

/**
 * `GET /users/following/ID` (whom ID follows) and `GET /users/followed_by/ID` (who follows ID), api-shapes
 * 5.1 and the recorded users-following.json: `{users, more_available, meta: {followed_user_ids}}` with short
 * users, 50 a page (`page`), people active in the token's network only; 404 for an unknown user.
 */
export function registerFollowListsRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;
  const list =
    (read: (userId: number, networkId: number, offset: number, limit: number) => UserRow[]): Handler =>
    async (c) => {
      const { user, network } = c.get('auth');
      const target = memberOrNotFound(repo, network.id, pathId(c, 'id'));
      const page = (await readParams(c, services.bodyLimitBytes)).int('page') ?? 1;
      if (page < 1) throw invalidField('page', 'must be 1 or more');
      const rows = read(target.id, network.id, (page - 1) * PER_PAGE, PER_PAGE + 1);
      const ctx = { baseUrl: baseUrlOf(c, services), network };
      return c.json({
        users: rows.slice(0, PER_PAGE).map((u) => userReference(u, ctx, repo.userStats(u.id, network.id))),
        more_available: rows.length > PER_PAGE,
        meta: { followed_user_ids: repo.followedUserIds(user.id) },
      });
    };
  route(app, '/api/v1/users/following/:id{[0-9]+}', { GET: list(repo.followingOf) });
  route(app, '/api/v1/users/followed_by/:id{[0-9]+}', { GET: list(repo.followersOf) });
}
