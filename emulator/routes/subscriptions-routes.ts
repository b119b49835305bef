import type { Context, Hono } from 'hono';
import type { FollowTargetType } from '../db/subscriptions-repo';
import type { AppEnv, Services } from '../http/app-env';
import { HttpError, invalidField, notFound } from '../http/errors';
import { readParams } from '../http/params';
import { pathId, route, type Handler } from '../http/routing';
import { subscriptionObject } from '../serialize/subscription';
import { canSee } from './visibility';

/** `target_type` values of spec 4.10 (`tag` is the legacy name of topic) and `topic`, `thread` seen in clients. */
const TARGET_TYPES: Record<string, FollowTargetType> = {
  user: 'user',
  tag: 'topic',
  topic: 'topic',
  thread: 'thread',
};

/**
 * Subscriptions (spec 4.10, api-shapes 12). The checks answer 200 with a small body when the caller follows
 * the target and 404 JSON when not; in a community set to follow everyone, to_user and to_thread always answer
 * 404. Subscribe answers 201 (200 when already following), unsubscribe 200 with an empty body.
 */
export function registerSubscriptionsRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;

  /** The target of the caller's network (a visible thread starter for threads), or 404. */
  const resolveTarget = (c: Context<AppEnv>, type: FollowTargetType, id: number): number => {
    const { user, network } = c.get('auth');
    switch (type) {
      case 'user': {
        const target = repo.userById(id);
        if (!target || !repo.membership(network.id, target.id))
          throw notFound(`No user ${id} in this network.`);
        return target.id;
      }
      case 'topic': {
        const topic = repo.visibleTopic(id, network.id, user.id);
        if (!topic) throw notFound(`No topic ${id} in this network.`);
        return topic.id;
      }
      case 'thread': {
        const starter = repo.messageById(id);
        if (!starter || starter.id !== starter.thread_id || !canSee(repo, starter, network.id, user.id)) {
          throw notFound(`No thread ${id} in this network.`);
        }
        return starter.id;
      }
    }
  };

  const check =
    (type: FollowTargetType): Handler =>
    (c) => {
      const { user, network } = c.get('auth');
      const id = resolveTarget(c, type, pathId(c, 'id'));
      if (type !== 'topic' && repo.followsEveryone(network.id)) {
        throw notFound('This community follows everyone: there is no individual subscription.');
      }
      const row = repo.subscription(user.id, type, id);
      if (!row) throw notFound(`You are not following this ${type}.`);
      return c.json(subscriptionObject(row));
    };
  route(app, '/api/v1/subscriptions/to_user/:id{[0-9]+}', { GET: check('user') });
  route(app, '/api/v1/subscriptions/to_thread/:id{[0-9]+}', { GET: check('thread') });
  route(app, '/api/v1/subscriptions/to_topic/:id{[0-9]+}', { GET: check('topic') });
  route(app, '/api/v1/subscriptions/to_tag/:id{[0-9]+}', { GET: check('topic') });

  const targetParams = async (c: Context<AppEnv>): Promise<{ type: FollowTargetType; id: number }> => {
    const params = await readParams(c, services.bodyLimitBytes);
    const rawType = params.text('target_type');
    const id = params.id('target_id');
    if (rawType === undefined && id === undefined) {
      const message = 'target_type and target_id are required';
      throw new HttpError(400, {
        error: { target_type: ['is required'], target_id: ['is required'], code: 'target_blank', message },
      });
    }
    if (rawType === undefined)
      throw invalidField('target_type', 'is required (user, tag or thread)', 'target_blank');
    const type = TARGET_TYPES[rawType.toLowerCase()];
    if (type === undefined)
      throw invalidField('target_type', `must be user, tag or thread, not "${rawType}"`);
    if (id === undefined) throw invalidField('target_id', 'is required', 'target_blank');
    return { type, id: resolveTarget(c, type, id) };
  };

  route(app, '/api/v1/subscriptions', {
    POST: async (c) => {
      const { user, network } = c.get('auth');
      const target = await targetParams(c);
      if (target.type === 'user' && target.id === user.id) {
        throw invalidField('target_id', 'you cannot follow yourself', 'self_follow');
      }
      const now = services.now();
      const result = repo.transaction(() => {
        const subscribed = repo.subscribe(user.id, target.type, target.id, now);
        if (subscribed.created && target.type === 'user') {
          repo.addNotification({
            userId: target.id,
            networkId: network.id,
            category: 'follow',
            actorId: user.id,
            createdAt: now,
          });
        }
        return subscribed;
      });
      return c.json(subscriptionObject(result.row), result.created ? 201 : 200);
    },
    DELETE: async (c) => {
      const target = await targetParams(c);
      repo.unsubscribe(c.get('auth').user.id, target.type, target.id);
      return c.body(null, 200);
    },
  });
}
