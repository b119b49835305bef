import type { Hono } from 'hono';
import type { AppEnv, Services } from '../http/app-env';
import { readParams } from '../http/params';
import { baseUrlOf, route } from '../http/routing';
import { networkListItem } from '../serialize/network';

/** GET /networks/current: a bare array of the caller's networks, each with unseen counts (spec 4.14). */
export function registerNetworksRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;
  route(app, '/api/v1/networks/current', {
    GET: async (c) => {
      const { user, network: current } = c.get('auth');
      const params = await readParams(c, services.bodyLimitBytes);
      const excludeOwn = params.flag('exclude_own_messages_from_unseen');
      const memberships = repo.membershipsOf(user.id, params.flag('include_suspended'));
      const baseUrl = baseUrlOf(c, services);
      const list = memberships.flatMap((membership) => {
        const network = repo.networkById(membership.network_id);
        if (!network) return [];
        return [
          networkListItem(network, baseUrl, {
            isPrimary: membership.is_primary === 1,
            userState: membership.state,
            unseenMessageCount: repo.unseenCount(
              network.id,
              user.id,
              membership.last_seen_message_id,
              excludeOwn,
            ),
            privateUnseenThreadCount: 0,
            userCount: repo.networkUserCount(network.id),
          }),
        ];
      });
      // The token's network first: it is the one the caller is looking at.
      list.sort((a, b) => Number(b.id === current.id) - Number(a.id === current.id));
      return c.json(list);
    },
  });
}
