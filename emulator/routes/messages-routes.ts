import type { Context, Hono } from 'hono';
import type { MessageRow, UserRow } from '../db/repository';
import type { AppEnv, Services } from '../http/app-env';
import { forbidden, HttpError, invalidField, notFound } from '../http/errors';
import { readParams, type Params } from '../http/params';
import { baseUrlOf, pathId, route } from '../http/routing';
import { buildEnvelope } from '../serialize/feed-envelope';
import { parseBody } from '../text/body-markup';
import { feedHandler } from './feed-routes';
import { canSee } from './visibility';

const MAX_TOPICS = 20;

/** `/api/v1/messages`: All conversations (GET), create (POST), one message, likes. */
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
      const created = createMessage(services, c, params);
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
      const message = visibleMessage(c, pathId(c, 'id'));
      const envelope = buildEnvelope(
        { repo, baseUrl: baseUrlOf(c, services), network, viewer: user },
        { messages: [message], olderAvailable: false, feedName: '', feedDesc: '' },
      );
      return c.json(envelope.messages[0]);
    },
  });

  /** Like and unlike answer 200 with an empty body, as the real service does. */
  route(app, '/api/v1/messages/liked_by/current', {
    POST: async (c) => {
      const message = visibleMessage(c, await messageIdParam(c));
      repo.like(message.id, c.get('auth').user.id, services.now());
      return c.body(null, 200);
    },
    DELETE: async (c) => {
      const message = visibleMessage(c, await messageIdParam(c));
      repo.unlike(message.id, c.get('auth').user.id);
      return c.body(null, 200);
    },
  });

  async function messageIdParam(c: Context<AppEnv>): Promise<number> {
    const id = (await readParams(c, services.bodyLimitBytes)).id('message_id');
    if (id === undefined) throw invalidField('message_id', 'is required', 'message_id_blank');
    return id;
  }

  function visibleMessage(c: Context<AppEnv>, id: number): MessageRow {
    const { user, network } = c.get('auth');
    const message = repo.messageById(id);
    if (!message || !canSee(repo, message, network.id, user.id))
      throw notFound(`No message ${id} in this network.`);
    return message;
  }
}

/**
 * POST /messages (spec 4.2): body required; a reply joins the replied-to thread and inherits its group and
 * privacy; group_id must name a group of the network the author may post to; direct_to_id makes a private
 * conversation; topicN and #hashtags become topics; broadcast needs a verified admin of a paid network.
 * Everything is written in one transaction.
 */
function createMessage(services: Services, c: Context<AppEnv>, params: Params): MessageRow {
  const { repo } = services;
  const { user, network } = c.get('auth');
  const text = params.get('body') ?? '';
  if (text.trim() === '') {
    throw new HttpError(400, {
      error: {
        body: ['Please include a message'],
        code: 'body_blank',
        message: 'body: Please include a message',
      },
    });
  }

  const repliedToId = params.id('replied_to_id');
  const repliedTo = repliedToId === undefined ? null : (repo.messageById(repliedToId) ?? null);
  if (repliedToId !== undefined && (!repliedTo || !canSee(repo, repliedTo, network.id, user.id))) {
    throw invalidField('replied_to_id', `no message ${repliedToId} in this network`, 'not_found', 404);
  }

  const groupId = params.id('group_id');
  if (groupId !== undefined && !repliedTo) {
    const group = repo.groupById(groupId);
    if (!group || group.network_id !== network.id) {
      throw invalidField('group_id', `no group ${groupId} in this network`, 'not_found', 404);
    }
    if (group.privacy === 'private' && !repo.isGroupMember(group.id, user.id)) {
      throw forbidden('Only members can post to this private group.');
    }
  }

  const directIds = directRecipients(services, params, network.id);
  if (params.flag('broadcast') && !(user.verified_admin === 1 && network.paid === 1)) {
    throw forbidden('Only verified admins of a paid network can broadcast.');
  }

  const topicNames: string[] = [];
  for (let n = 1; n <= MAX_TOPICS; n += 1) {
    const name = params.text(`topic${n}`);
    if (name !== undefined) topicNames.push(name.replace(/^#/, ''));
  }

  const now = services.now();
  return repo.transaction(() => {
    const body = parseBody(text, {
      userIdByName: (name) => repo.userByNameInNetwork(network.id, name)?.id,
      topicIdByName: (name) => repo.findOrCreateTopic(network.id, name, now),
    });
    const topicIds = [...body.topicIds];
    for (const name of topicNames) {
      const id = repo.findOrCreateTopic(network.id, name, now);
      if (!topicIds.includes(id)) topicIds.push(id);
    }
    const group = !repliedTo && groupId !== undefined ? repo.groupById(groupId) : undefined;
    const direct = !repliedTo && directIds.length > 0;
    return repo.createMessage({
      networkId: network.id,
      senderId: user.id,
      bodyPlain: text,
      bodyParsed: body.parsed,
      groupId: direct ? null : (group?.id ?? null),
      repliedTo,
      direct,
      privacy: direct || group?.privacy === 'private' ? 'private' : 'public',
      recipientIds: direct ? [user.id, ...directIds] : [],
      mentionIds: body.mentionIds,
      topicIds,
      createdAt: now,
      clientType: 'Commons Emulator API',
    });
  });
}

/** `direct_to_id` (spec) or `direct_to_user_ids` (seen in clients): users of the same network. */
function directRecipients(services: Services, params: Params, networkId: number): number[] {
  const raw = [...params.getAll('direct_to_id'), ...params.getAll('direct_to_user_ids')]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const ids: number[] = [];
  for (const value of raw) {
    if (!/^\d{1,16}$/.test(value)) throw invalidField('direct_to_id', 'must be a user id');
    const recipient: UserRow | undefined = services.repo.userById(Number(value));
    if (!recipient || !services.repo.membership(networkId, recipient.id)) {
      throw invalidField('direct_to_id', `no user ${value} in this network`, 'not_found', 404);
    }
    if (!ids.includes(recipient.id)) ids.push(recipient.id);
  }
  return ids;
}
