import type { Hono } from 'hono';
import type { AppEnv, Services } from '../http/app-env';
import { readParams } from '../http/params';
import { baseUrlOf, route } from '../http/routing';
import { networkListItem } from '../serialize/network';

/**
 * GET /networks/current: a bare array of the caller's networks (spec 4.14, api-shapes 6), the token's
 * network first. Networks where the caller is suspended appear only with `include_suspended=TRUE` (with
 * `user_state: "suspended"`); networks they were deleted from never do.
 *
 * Unseen counts: `unseen_message_count` = public messages of All conversations newer than the newest one
 * the user has read there (reading the newest page marks it), own messages left out with
 * `exclude_own_messages_from_unseen=TRUE`; `private_unseen_thread_count` = private conversations the user is
 * in whose newest message is someone else's and newer than the newest private message they read (reading
 * the newest page of the `private` feed marks it); `unseen_notification_count` = notifications not viewed.
 */
export function registerNetworksRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;
  route(app, '/api/v1/networks/current', {
    GET: async (c) => {
      const { user, network: current } = c.get('auth');
      const params = await readParams(c, services.bodyLimitBytes);
      const excludeOwn = params.flag('exclude_own_messages_from_unseen');
      const memberships = repo
        .membershipsOf(user.id, params.flag('include_suspended'))
        .filter((m) => m.state === 'active' || m.state === 'suspended');
      const baseUrl = baseUrlOf(c, services);
      const list = memberships.flatMap((membership) => {
        const network = repo.networkById(membership.network_id);
        if (!network) return [];
        const privateUnseen = repo.privateUnseenThreadCount(
          network.id,
          user.id,
          repo.privateSeenMark(network.id, user.id),
        );
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
            privateUnseenThreadCount: privateUnseen,
            unseenNotificationCount: repo.unseenNotificationCount(user.id, network.id),
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
