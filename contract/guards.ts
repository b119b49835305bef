import type { FeedEnvelope, Message } from './messages';
import type { Network } from './networks';
import type { AccessToken, TokenResponse } from './oauth';
import type { NotificationItem, NotificationsFeed, SearchResults } from './social';
import type { Reference } from './references';
import type { User } from './users';

/**
 * Lenient readers ("schemas") for the responses both sides rely on. They check only what a reader needs,
 * fill what the real service sometimes omits (e.g. `references` on `in_thread`), keep unknown fields, and
 * throw a WireShapeError that names the path of the first thing that is wrong.
 */
export class WireShapeError extends Error {
  constructor(
    readonly path: string,
    expected: string,
  ) {
    super(`Unexpected response shape at ${path}: expected ${expected}`);
    this.name = 'WireShapeError';
  }
}

type Json = Record<string, unknown>;

function object(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new WireShapeError(path, 'an object');
  }
  return value as Json;
}

function array(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new WireShapeError(path, 'an array');
  return value;
}

function id(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new WireShapeError(path, 'a numeric id');
  return value;
}

function text(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new WireShapeError(path, 'a string');
  return value;
}

export function readMessage(value: unknown, path = 'message'): Message {
  const m = object(value, path);
  id(m.id, `${path}.id`);
  id(m.sender_id, `${path}.sender_id`);
  text(m.created_at, `${path}.created_at`);
  const body = object(m.body, `${path}.body`);
  if (body.plain === undefined && body.parsed === undefined && body.rich === undefined) {
    throw new WireShapeError(`${path}.body`, 'plain, parsed or rich text');
  }
  return {
    ...(m as unknown as Message),
    thread_id: typeof m.thread_id === 'number' ? m.thread_id : (m.id as number),
    replied_to_id: typeof m.replied_to_id === 'number' ? m.replied_to_id : null,
    body: { ...body, plain: typeof body.plain === 'string' ? body.plain : '' },
    attachments: Array.isArray(m.attachments) ? (m.attachments as Message['attachments']) : [],
    liked_by:
      typeof m.liked_by === 'object' && m.liked_by !== null
        ? (m.liked_by as Message['liked_by'])
        : { count: 0, names: [] },
  };
}

function readReferences(value: unknown, path: string): Reference[] {
  if (value === undefined) return [];
  return array(value, path).filter((r): r is Reference => {
    // Unknown reference kinds are tolerated; only items without (type, id) are dropped.
    return typeof r === 'object' && r !== null && typeof (r as Json).type === 'string' && 'id' in r;
  });
}

export function readFeedEnvelope(value: unknown): FeedEnvelope {
  const env = object(value, 'feed');
  const messages = array(env.messages, 'feed.messages').map((m, i) => readMessage(m, `feed.messages[${i}]`));
  const threadedExtended: Record<string, Message[]> = {};
  if (env.threaded_extended !== undefined && env.threaded_extended !== null) {
    const map = object(env.threaded_extended, 'feed.threaded_extended');
    for (const [threadId, replies] of Object.entries(map)) {
      threadedExtended[threadId] = array(replies, `feed.threaded_extended.${threadId}`).map((m, i) =>
        readMessage(m, `feed.threaded_extended.${threadId}[${i}]`),
      );
    }
  }
  return {
    ...env,
    messages,
    references: readReferences(env.references, 'feed.references'),
    meta: env.meta === undefined ? {} : object(env.meta, 'feed.meta'),
    threaded_extended: threadedExtended,
  };
}

export function readUser(value: unknown, path = 'user'): User {
  const u = object(value, path);
  id(u.id, `${path}.id`);
  text(u.full_name, `${path}.full_name`);
  return u as unknown as User;
}

export function readNetworks(value: unknown): Network[] {
  return array(value, 'networks').map((n, i) => {
    const net = object(n, `networks[${i}]`);
    id(net.id, `networks[${i}].id`);
    text(net.name, `networks[${i}].name`);
    return net as unknown as Network;
  });
}

/** `GET /oauth/tokens.json` (spec 5.4, api-shapes 15.3): a bare array of access-token objects, one per network. */
export function readAccessTokens(value: unknown): AccessToken[] {
  return array(value, 'tokens').map((t, i) => {
    const token = object(t, `tokens[${i}]`);
    text(token.token, `tokens[${i}].token`);
    id(token.network_id, `tokens[${i}].network_id`);
    text(token.network_permalink, `tokens[${i}].network_permalink`);
    return token as unknown as AccessToken;
  });
}

export function readTokenResponse(value: unknown): TokenResponse {
  const body = object(value, 'token');
  const token = object(body.access_token, 'token.access_token');
  text(token.token, 'token.access_token.token');
  readUser(body.user, 'token.user');
  object(body.network, 'token.network');
  return body as unknown as TokenResponse;
}

/**
 * `streams/notifications.json`, whose real body no public record shows (api-shapes 10): only the envelope
 * must be an object. Items without a numeric id are dropped (nothing could page past or key them); every
 * other field is read if it has the expected kind and left empty otherwise, for the client to skip.
 */
export function readNotificationsFeed(value: unknown): NotificationsFeed {
  const env = object(value, 'notifications');
  const meta = typeof env.meta === 'object' && env.meta !== null ? (env.meta as Json) : {};
  const items = (Array.isArray(env.items) ? env.items : []).flatMap((raw): NotificationItem[] => {
    if (typeof raw !== 'object' || raw === null || typeof (raw as Json).id !== 'number') return [];
    const item = raw as Json;
    const actor = item.actor as Json | undefined;
    return [
      {
        type: 'notification',
        id: item.id as number,
        category: typeof item.category === 'string' ? item.category : '',
        created_at: typeof item.created_at === 'string' ? item.created_at : '',
        // The service's own flag may be named either way round.
        unseen: item.unseen === true || item.viewed === false,
        ...(typeof actor?.id === 'number' ? { actor: { type: 'user' as const, id: actor.id } } : {}),
        objects: (Array.isArray(item.objects) ? item.objects : []).filter(
          (o): o is { type: string; id: number } =>
            typeof o === 'object' &&
            o !== null &&
            typeof (o as Json).type === 'string' &&
            typeof (o as Json).id === 'number',
        ),
        text: typeof item.text === 'string' ? item.text : '',
      },
    ];
  });
  return {
    items,
    references: readReferences(env.references, 'notifications.references'),
    meta: {
      current_user_id: typeof meta.current_user_id === 'number' ? meta.current_user_id : 0,
      older_available: meta.older_available !== false,
      unseen_count: typeof meta.unseen_count === 'number' ? meta.unseen_count : -1,
      requested_poll_interval:
        typeof meta.requested_poll_interval === 'number' ? meta.requested_poll_interval : 60,
    },
  };
}

function count(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw new WireShapeError(path, 'a count');
  return value;
}

/** Groups and topics of a search answer: each needs an id and a name to be listed. */
function named<T>(value: unknown, path: string): T[] {
  if (value === undefined) return [];
  return array(value, path).map((item, i) => {
    const o = object(item, `${path}[${String(i)}]`);
    id(o.id, `${path}[${String(i)}].id`);
    text(o.name, `${path}[${String(i)}].name`);
    return o as T;
  });
}

/**
 * `search.json` (api-shapes 8): totals in `count`, `messages` a nested feed envelope (read as any feed), the
 * other lists plain arrays. A type left out by `model_types` may be missing: it reads as none.
 */
export function readSearchResults(value: unknown): SearchResults {
  const body = object(value, 'search');
  const counts = object(body.count, 'search.count');
  const total = (key: string) => (counts[key] === undefined ? 0 : count(counts[key], `search.count.${key}`));
  return {
    ...body,
    count: {
      messages: total('messages'),
      users: total('users'),
      groups: total('groups'),
      topics: total('topics'),
    },
    messages:
      body.messages === undefined ? readFeedEnvelope({ messages: [] }) : readFeedEnvelope(body.messages),
    users:
      body.users === undefined
        ? []
        : array(body.users, 'search.users').map((u, i) => readUser(u, `search.users[${String(i)}]`)),
    groups: named(body.groups, 'search.groups'),
    topics: named(body.topics, 'search.topics'),
  };
}
