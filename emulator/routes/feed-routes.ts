import type { Context, Hono } from 'hono';
import type { FeedSource, ThreadedMode } from '../db/repository';
import type { AppEnv, Services } from '../http/app-env';
import { forbidden, invalidField, notFound } from '../http/errors';
import { readParams, type Params } from '../http/params';
import { baseUrlOf, pathId, route, type Handler } from '../http/routing';
import { buildEnvelope } from '../serialize/feed-envelope';
import { canSeeThread } from './visibility';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 50;

export interface FeedOptions {
  limit: number;
  threaded: ThreadedMode;
  olderThan: number | undefined;
  newerThan: number | undefined;
}

/** The paging parameters of spec 4.1, validated once for every feed. `limit` is clamped to 1..50. */
export function feedOptions(params: Params): FeedOptions {
  const limit = params.limit(DEFAULT_LIMIT, MAX_LIMIT);
  const threaded = params.text('threaded')?.toLowerCase();
  if (threaded !== undefined && !['true', 'extended', 'false'].includes(threaded)) {
    throw invalidField('threaded', 'must be true or extended');
  }
  return {
    limit,
    threaded: threaded === 'true' || threaded === 'extended' ? threaded : 'none',
    olderThan: params.id('older_than'),
    newerThan: params.id('newer_than'),
  };
}

export type SourceResolver = (c: Context<AppEnv>) => { source: FeedSource; name: string; desc: string };

/** One handler for every feed: validate paging, resolve the source, read a page, wrap it in the envelope. */
export function feedHandler(services: Services, resolve: SourceResolver): Handler {
  const { repo } = services;
  return async (c) => {
    const { user, network } = c.get('auth');
    const params = await readParams(c, services.bodyLimitBytes);
    const options = feedOptions(params);
    const { source, name, desc } = resolve(c);
    const page = repo.feedPage({ networkId: network.id, viewerId: user.id, source, ...options });
    const extended =
      options.threaded === 'extended'
        ? repo.latestReplies(
            page.messages.map((m) => m.thread_id),
            2,
          )
        : undefined;
    // Reading the newest page of All conversations marks it seen (drives networks/current unseen counts).
    if (source.kind === 'all' && options.olderThan === undefined && page.messages[0]) {
      repo.markSeen(network.id, user.id, page.messages[0].id);
    }
    // Likewise the newest page of the private feed marks private conversations seen (private_unseen_thread_count).
    if (source.kind === 'private' && options.olderThan === undefined && page.messages[0]) {
      const shown = [...page.messages, ...[...(extended?.values() ?? [])].flat()];
      repo.markPrivateSeen(network.id, user.id, Math.max(...shown.map((m) => m.id)));
    }
    const envelope = buildEnvelope(
      { repo, baseUrl: baseUrlOf(c, services), network, viewer: user },
      {
        messages: page.messages,
        ...(extended ? { extended } : {}),
        olderAvailable: page.olderAvailable,
        feedName: name,
        feedDesc: desc,
        includeTopics: params.flag('include_topics'),
      },
    );
    return c.json(envelope);
  };
}

/** Every message feed of spec 4.1 besides All conversations (messages-routes.ts): one handler, many sources. */
export function registerFeedRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;
  const feed = (resolve: SourceResolver) => feedHandler(services, resolve);

  const fixed =
    (source: FeedSource, name: string, desc: (network: string) => string): SourceResolver =>
    (c) => ({
      source,
      name,
      desc: desc(c.get('auth').network.name),
    });

  route(app, '/api/v1/messages/my_feed', {
    GET: feed(
      fixed({ kind: 'following' }, 'My Feed', () => 'Messages from people, groups and topics you follow'),
    ),
  });
  route(app, '/api/v1/messages/algo', {
    GET: feed(fixed({ kind: 'all' }, 'Top', (n) => `Top conversations in ${n}`)),
  });
  route(app, '/api/v1/messages/following', {
    GET: feed(
      fixed({ kind: 'following' }, 'Following', () => 'Messages from people, groups and topics you follow'),
    ),
  });
  route(app, '/api/v1/messages/sent', {
    GET: feed(fixed({ kind: 'sent' }, 'Sent', () => 'Messages you sent')),
  });
  route(app, '/api/v1/messages/private', {
    GET: feed(fixed({ kind: 'private' }, 'Private Messages', () => 'Private messages you are part of')),
  });
  route(app, '/api/v1/messages/received', {
    GET: feed(fixed({ kind: 'received' }, 'Received', () => 'Messages sent to you')),
  });

  route(app, '/api/v1/messages/in_group/:id', {
    GET: feed((c) => {
      const { user, network } = c.get('auth');
      const group = repo.groupById(pathId(c, 'id'));
      if (!group || group.network_id !== network.id) throw notFound('No such group in this network.');
      if (group.privacy === 'private' && !repo.isGroupMember(group.id, user.id)) {
        throw forbidden('This group is private: only its members can read it.');
      }
      return {
        source: { kind: 'in_group', groupId: group.id },
        name: group.full_name,
        desc: `Messages in ${group.full_name}`,
      };
    }),
  });
  route(app, '/api/v1/messages/in_thread/:id', {
    GET: feed((c) => {
      const { user, network } = c.get('auth');
      // By the thread, not its starter: the replies of a deleted starter stay readable (message-actions.ts).
      const [thread] = repo.threadsByIds([pathId(c, 'id')]);
      if (!thread || thread.updates === 0 || !canSeeThread(repo, thread, network.id, user.id)) {
        throw notFound('No such thread in this network.');
      }
      return {
        source: { kind: 'in_thread', threadId: thread.id },
        name: 'Conversation',
        desc: 'Messages in this conversation',
      };
    }),
  });
  route(app, '/api/v1/messages/from_user/:id', {
    GET: feed((c) => {
      const { network } = c.get('auth');
      const author = repo.userById(pathId(c, 'id'));
      if (!author || !repo.membership(network.id, author.id)) throw notFound('No such user in this network.');
      return {
        source: { kind: 'from_user', userId: author.id },
        name: author.full_name,
        desc: `Messages from ${author.full_name}`,
      };
    }),
  });
  route(app, '/api/v1/messages/about_topic/:id', {
    GET: feed((c) => {
      const { user, network } = c.get('auth');
      // The feed's name is the topic's: a topic the caller may not know of is a 404 here too.
      const topic = repo.visibleTopic(pathId(c, 'id'), network.id, user.id);
      if (!topic) throw notFound('No such topic in this network.');
      return {
        source: { kind: 'about_topic', topicId: topic.id },
        name: `#${topic.name}`,
        desc: `Messages about #${topic.name}`,
      };
    }),
  });
  route(app, '/api/v1/messages/liked_by/:id{[0-9]+}', {
    GET: feed((c) => {
      const { network } = c.get('auth');
      const liker = repo.userById(pathId(c, 'id'));
      if (!liker || !repo.membership(network.id, liker.id)) throw notFound('No such user in this network.');
      return {
        source: { kind: 'liked_by', userId: liker.id },
        name: 'Liked',
        desc: `Messages liked by ${liker.full_name}`,
      };
    }),
  });
}
