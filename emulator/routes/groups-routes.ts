import type { Hono } from 'hono';
import type { AppEnv, Services } from '../http/app-env';
import { notFound } from '../http/errors';
import { readParams } from '../http/params';
import { baseUrlOf, pathId, route } from '../http/routing';
import { fullGroup } from '../serialize/group';

const PER_PAGE = 50;

export function registerGroupsRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;

  /** A bare array, 50 per page (api-shapes 3); private groups are listed for their members only. */
  route(app, '/api/v1/groups', {
    GET: async (c) => {
      const { user, network } = c.get('auth');
      const params = await readParams(c, services.bodyLimitBytes);
      const page = Math.max(1, params.int('page') ?? 1);
      const mine = params.flag('mine');
      const memberOf = new Set(repo.groupIdsOfUser(user.id));
      const groups = repo
        .groupsOfNetwork(network.id)
        .filter((g) => (mine || g.privacy === 'private' ? memberOf.has(g.id) : true))
        .slice((page - 1) * PER_PAGE, page * PER_PAGE);
      const ctx = { baseUrl: baseUrlOf(c, services), network };
      return c.json(groups.map((g) => fullGroup(g, ctx, repo.groupStats(g.id))));
    },
  });

  route(app, '/api/v1/groups/:id{[0-9]+}', {
    GET: (c) => {
      const { network } = c.get('auth');
      const group = repo.groupById(pathId(c, 'id'));
      if (!group || group.network_id !== network.id) throw notFound('No such group in this network.');
      return c.json(
        fullGroup(group, { baseUrl: baseUrlOf(c, services), network }, repo.groupStats(group.id)),
      );
    },
  });
}
