import type { Hono } from 'hono';
import type { NotificationsFeed } from '../../contract/social';
import type { Reference } from '../../contract/references';
import { POLL_INTERVAL_MS } from '../../contract/rate-limits';
import type { AppEnv, Services } from '../http/app-env';
import { readParams } from '../http/params';
import { baseUrlOf, route } from '../http/routing';
import { groupReference } from '../serialize/group';
import { messageReference } from '../serialize/message';
import { notificationItem } from '../serialize/notification';
import { threadReference } from '../serialize/thread';
import { tagReference, topicReference } from '../serialize/topic';
import { userReference } from '../serialize/user';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 50;

/**
 * `GET /streams/notifications.json` (spec 4.8; its own rate-limit group): the caller's notifications in the
 * token's network, newest first, `older_than=<notification id>` and `limit` (1..50, default 20) to page.
 * Reading the newest page marks every notification viewed (items carry their state before the read), which is
 * what `unseen_notification_count` of networks/current counts.
 */
export function registerNotificationsRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;
  route(app, '/api/v1/streams/notifications', {
    GET: async (c) => {
      const { user, network } = c.get('auth');
      const params = await readParams(c, services.bodyLimitBytes);
      const limit = params.limit(DEFAULT_LIMIT, MAX_LIMIT);
      const olderThan = params.id('older_than');
      const unseen = repo.unseenNotificationCount(user.id, network.id);
      const page = repo.notificationsPage({ userId: user.id, networkId: network.id, limit, olderThan });
      if (olderThan === undefined) repo.markNotificationsViewed(user.id, network.id);

      const url = { baseUrl: baseUrlOf(c, services), network };
      const messages = repo.messagesByIds(
        page.rows.map((n) => n.message_id).filter((id): id is number => id !== null),
      );
      const threads = repo.threadsByIds(messages.map((m) => m.thread_id));
      const threadTopics = repo.topicsOfThreads(threads.map((t) => t.id));
      const participants = repo.participantsOf(threads.filter((t) => t.direct === 1).map((t) => t.id));
      const groups = repo.groupsByIds([
        ...page.rows.map((n) => n.group_id).filter((id): id is number => id !== null),
        ...messages.map((m) => m.group_id).filter((id): id is number => id !== null),
      ]);
      const users = repo.usersByIds([
        ...page.rows.map((n) => n.actor_id),
        ...messages.map((m) => m.sender_id),
        ...[...participants.values()].flat(),
      ]);
      const topics = repo.topicsByIds([...threadTopics.values()].flat());
      const userById = new Map(users.map((u) => [u.id, u]));
      const messageById = new Map(messages.map((m) => [m.id, m]));
      const groupById = new Map(groups.map((g) => [g.id, g]));

      const references: Reference[] = [
        ...users.map((u) => userReference(u, url, repo.userStats(u.id, network.id))),
        ...messages.map((m) => messageReference(m, url)),
        ...threads.map((t) =>
          threadReference(t, url, threadTopics.get(t.id) ?? [], participants.get(t.id) ?? []),
        ),
        ...groups.map((g) => groupReference(g, url)),
        ...topics.map((t) => topicReference(t, url)),
        ...topics.map((t) => tagReference(t, url)),
      ];
      const body: NotificationsFeed = {
        items: page.rows.map((row) =>
          notificationItem(row, {
            user: (id) => userById.get(id),
            message: (id) => messageById.get(id),
            group: (id) => groupById.get(id),
          }),
        ),
        references,
        meta: {
          current_user_id: user.id,
          older_available: page.olderAvailable && page.rows.length > 0,
          unseen_count: unseen,
          requested_poll_interval: POLL_INTERVAL_MS / 1000,
        },
      };
      return c.json(body);
    },
  });
}
