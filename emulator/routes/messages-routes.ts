import type { Context, Hono } from 'hono';
import type { AppEnv, Services } from '../http/app-env';
import { invalidField } from '../http/errors';
import { readParams } from '../http/params';
import { baseUrlOf, pathId, route } from '../http/routing';
import { buildEnvelope } from '../serialize/feed-envelope';
import { feedHandler } from './feed-routes';
import { deleteMessageHandler, emailMessageHandler, visibleMessage } from './message-actions';
import { createMessage } from './message-create';

/** `/api/v1/messages`: All conversations (GET), create (POST), one message (GET, DELETE), email, likes. */
export function registerMessagesRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;

  route(app, '/api/v1/messages', {
    GET: feedHandler(services, (c) => {
      const { network } = c.get('auth');
      return { source: { kind: 'all' }, name: 'All Company', desc: `${network.name}'s public messages` };
    }),
    POST: async (c) => {
      const { user, network } = c.get('auth');
      const params = await readParams(c, services.bodyLimitBytes);
      const created = await createMessage(services, c, params);
      const envelope = buildEnvelope(
        { repo, baseUrl: baseUrlOf(c, services), network, viewer: user },
        {
          messages: [created],
          olderAvailable: false,
          feedName: 'All Company',
          feedDesc: `${network.name}'s public messages`,
        },
      );
      return c.json(envelope, 201);
    },
  });

  route(app, '/api/v1/messages/:id{[0-9]+}', {
    // A single message is a bare Message object, no envelope (api-shapes 1.1).
    GET: (c) => {
      const { user, network } = c.get('auth');
      const message = visibleMessage(services, c, pathId(c, 'id'));
      const envelope = buildEnvelope(
        { repo, baseUrl: baseUrlOf(c, services), network, viewer: user },
        { messages: [message], olderAvailable: false, feedName: '', feedDesc: '' },
      );
      return c.json(envelope.messages[0]);
    },
    DELETE: deleteMessageHandler(services),
  });

  route(app, '/api/v1/messages/email', { POST: emailMessageHandler(services) });

  /** Like and unlike answer 200 with an empty body, as the real service does; both are idempotent. */
  route(app, '/api/v1/messages/liked_by/current', {
    POST: async (c) => {
      const message = visibleMessage(services, c, await messageIdParam(c));
      repo.like(message.id, c.get('auth').user.id, services.now());
      return c.body(null, 200);
    },
    DELETE: async (c) => {
      const message = visibleMessage(services, c, await messageIdParam(c));
      repo.unlike(message.id, c.get('auth').user.id);
      return c.body(null, 200);
    },
  });

  async function messageIdParam(c: Context<AppEnv>): Promise<number> {
    const id = (await readParams(c, services.bodyLimitBytes)).id('message_id');
    if (id === undefined) throw invalidField('message_id', 'is required', 'message_id_blank');
    return id;
  }
}
