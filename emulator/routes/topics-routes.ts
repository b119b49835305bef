import type { Context, Hono } from 'hono';
import type { AppEnv, Services } from '../http/app-env';
import { notFound } from '../http/errors';
import { baseUrlOf, pathId, route, type Handler } from '../http/routing';
import { topicDetail } from '../serialize/topic-detail';

/**
 * `GET /topics/ID.json` (spec 4.4, api-shapes 4): the topic with the users who have used it, in `references`.
 * `/tags/ID.json` (the legacy name, where `tag` references point) answers the same.
 */
export function registerTopicsRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;
  const show: Handler = (c: Context<AppEnv>) => {
    const { user, network } = c.get('auth');
    // A topic named only where the caller cannot read is as unknown as one of another network.
    const topic = repo.visibleTopic(pathId(c, 'id'), network.id, user.id);
    if (!topic) throw notFound('No such topic in this network.');
    const users = repo
      .topicUsers(topic.id, network.id, user.id)
      .map((u) => ({ ...u, stats: repo.userStats(u.id, network.id) }));
    return c.json(
      topicDetail(
        topic,
        { baseUrl: baseUrlOf(c, services), network },
        users,
        repo.followerCount('topic', topic.id),
      ),
    );
  };
  route(app, '/api/v1/topics/:id{[0-9]+}', { GET: show });
  route(app, '/api/v1/tags/:id{[0-9]+}', { GET: show });
}
