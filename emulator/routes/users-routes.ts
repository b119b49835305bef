import type { Hono } from 'hono';
import type { AppEnv, Services } from '../http/app-env';
import { notFound } from '../http/errors';
import { baseUrlOf, pathId, route } from '../http/routing';
import { fullUser, webPreferences } from '../serialize/user';

export function registerUsersRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;

  route(app, '/api/v1/users/current', {
    GET: (c) => {
      const { user, network } = c.get('auth');
      const ctx = { baseUrl: baseUrlOf(c, services), network };
      const groups = repo
        .groupsByIds(repo.groupIdsOfUser(user.id))
        .filter((g) => g.network_id === network.id);
      return c.json({
        ...fullUser(user, ctx, repo.userStats(user.id, network.id)),
        web_preferences: webPreferences(ctx, groups),
      });
    },
  });

  route(app, '/api/v1/users/:id{[0-9]+}', {
    GET: (c) => {
      const { network } = c.get('auth');
      const user = repo.userById(pathId(c, 'id'));
      if (!user || !repo.membership(network.id, user.id)) throw notFound('No such user in this network.');
      return c.json(
        fullUser(user, { baseUrl: baseUrlOf(c, services), network }, repo.userStats(user.id, network.id)),
      );
    },
  });
}
