import type { Db } from './db-type';
import type { MessageRow } from './rows';
import { placeholders, prepare } from './statements';

/**
 * Sparse feeds (following, received, private) as a merge of index-ordered streams.
 *
 * Scanning the whole network by id and testing each message against "followed by me?" reads tens of
 * thousands of rows on a large network before it finds a page. Instead, each reason a message belongs to
 * the feed (a followed user, a joined group, a followed topic or thread, a conversation I am in, a mention,
 * a reply to me) is one small query that walks its own index newest first and stops after `take` rows.
 * The page is the newest `take` of their union: any message in it is necessarily among the first `take`
 * of its own stream, so merging the streams' heads is exact. Every stream applies the same visibility rule.
 */
export interface StreamFeedQuery {
  networkId: number;
  viewerId: number;
  kind: 'following' | 'received' | 'private';
  /** Flat and threaded=true order by message id; extended orders starters by their thread's activity. */
  threaded: 'none' | 'true' | 'extended';
  upper: number;
  lower: number;
  take: number;
}

interface Stream {
  sql: string;
  param: number;
}

/** The visibility rule of feed-query.ts (kept textually identical). */
export const VISIBLE_SQL = `m.network_id = @networkId AND m.deleted_at IS NULL AND (
  m.privacy = 'public'
  OR (m.direct = 0 AND m.group_id IN (SELECT group_id FROM group_members WHERE user_id = @viewerId))
  OR (m.direct = 1 AND EXISTS (SELECT 1 FROM message_recipients r WHERE r.message_id = m.thread_id AND r.user_id = @viewerId))
)`;

const LIVE_SQL = 'm.network_id = @networkId AND m.deleted_at IS NULL';

/**
 * One stream's SQL. `from` names the driving index and binds `m`; `key` is what the page is ordered by.
 * In extended mode the stream yields thread starters (`m`) keyed by `t.last_message_id`.
 */
function streamSql(
  from: string,
  where: string,
  threaded: StreamFeedQuery['threaded'],
  key: string,
  /** The stream's own condition already implies visibility (my groups, my conversations). */
  visibleByConstruction = false,
): string {
  const extended = threaded === 'extended';
  const visible = visibleByConstruction ? LIVE_SQL : VISIBLE_SQL;
  const orderKey = extended ? 't.last_message_id' : key;
  const join = extended ? ' CROSS JOIN threads t ON t.id = m.id' : '';
  const starter = threaded === 'none' ? '' : 'AND m.id = m.thread_id';
  return `SELECT m.id AS id, ${orderKey} AS k FROM ${from}${join}
    WHERE ${where} AND ${visible} ${starter}
      AND ${orderKey} < @upper AND ${orderKey} > @lower
    ORDER BY ${orderKey} DESC LIMIT @take`;
}

export function streamsOf(db: Db, q: StreamFeedQuery): Stream[] {
  const t = q.threaded;
  const bySender = streamSql(
    'messages m',
    'm.sender_id = @x AND m.network_id = @networkId AND m.deleted_at IS NULL',
    t,
    'm.id',
  );
  const inConversations = (notMine: boolean) =>
    streamSql(
      // conversation_messages (kept by triggers) lists each participant's conversation messages in id order.
      'conversation_messages cm CROSS JOIN messages m ON m.id = cm.message_id',
      `cm.user_id = @x AND m.direct = 1${notMine ? ' AND m.sender_id <> @viewerId' : ''}`,
      t,
      'cm.message_id',
      true,
    );
  const ids = (sql: string, ...params: (number | string)[]) =>
    prepare<(number | string)[], { v: number }>(db, sql)
      .all(...params)
      .map((r) => r.v);

  switch (q.kind) {
    case 'private':
      return [{ sql: inConversations(false), param: q.viewerId }];
    case 'received':
      return [
        { sql: inConversations(true), param: q.viewerId },
        {
          sql: streamSql(
            'message_mentions mm CROSS JOIN messages m ON m.id = mm.message_id',
            'mm.user_id = @x AND m.sender_id <> @viewerId',
            t,
            'mm.message_id',
          ),
          param: q.viewerId,
        },
        // A reply is never a thread starter: that stream only feeds the flat view.
        ...(t !== 'none'
          ? []
          : [
              {
                // reply_targets (kept by a trigger) holds every reply under the sender it answered.
                sql: streamSql(
                  'reply_targets rt CROSS JOIN messages m ON m.id = rt.message_id',
                  'rt.user_id = @x AND m.sender_id <> @viewerId',
                  t,
                  'rt.message_id',
                ),
                param: q.viewerId,
              },
            ]),
      ];
    case 'following': {
      // Only targets of this network: a stream over another network's group or topic would find nothing
      // after walking all of it.
      const followed = (type: 'user' | 'thread' | 'topic') =>
        ids(
          `SELECT f.target_id AS v FROM follows f WHERE f.follower_id = ? AND f.target_type = ? AND (
            (f.target_type = 'user' AND EXISTS (SELECT 1 FROM network_members nm WHERE nm.user_id = f.target_id AND nm.network_id = ?))
            OR (f.target_type = 'thread' AND EXISTS (SELECT 1 FROM threads x WHERE x.id = f.target_id AND x.network_id = ?))
            OR (f.target_type = 'topic' AND EXISTS (SELECT 1 FROM topics x WHERE x.id = f.target_id AND x.network_id = ?)))`,
          q.viewerId,
          type,
          q.networkId,
          q.networkId,
          q.networkId,
        );
      const groups = ids(
        'SELECT gm.group_id AS v FROM group_members gm JOIN groups g ON g.id = gm.group_id WHERE gm.user_id = ? AND g.network_id = ?',
        q.viewerId,
        q.networkId,
      );
      // A member sees every message of their groups (a group message is never a direct one).
      const byGroup = streamSql('messages m', 'm.group_id = @x', t, 'm.id', true);
      const byThread = streamSql('messages m', 'm.thread_id = @x', t, 'm.id');
      const byTopic = streamSql(
        'message_topics mt CROSS JOIN messages m ON m.id = mt.message_id',
        'mt.topic_id = @x',
        t,
        'mt.message_id',
      );
      return [
        ...[q.viewerId, ...followed('user')].map((param) => ({ sql: bySender, param })),
        ...groups.map((param) => ({ sql: byGroup, param })),
        ...followed('thread').map((param) => ({ sql: byThread, param })),
        ...followed('topic').map((param) => ({ sql: byTopic, param })),
        { sql: inConversations(false), param: q.viewerId },
      ];
    }
  }
}

/** The newest `take` messages (or thread starters) of the feed, newest first, with their order keys. */
export function readStreams(db: Db, q: StreamFeedQuery): MessageRow[] {
  const streams = streamsOf(db, q);
  if (streams.length === 0) return [];
  // All streams in one statement (each keeps its own ORDER BY and LIMIT): one round trip instead of dozens.
  // The SQL text depends only on the kinds and number of streams, so few distinct statements are compiled.
  const sql = streams
    .map((stream, i) => `SELECT id, k FROM (${stream.sql.replace(/@x\b/g, `@x${String(i)}`)})`)
    .join('\nUNION ALL ');
  const params: Record<string, number> = {
    networkId: q.networkId,
    viewerId: q.viewerId,
    upper: q.upper,
    lower: q.lower,
    take: q.take,
  };
  streams.forEach((stream, i) => (params[`x${String(i)}`] = stream.param));
  const keyed = new Map<number, number>();
  for (const { id, k } of prepare<[Record<string, number>], { id: number; k: number }>(db, sql).all(params)) {
    keyed.set(id, k);
  }
  const order = [...keyed.entries()]
    .sort((a, b) => b[1] - a[1] || b[0] - a[0])
    .slice(0, q.take)
    .map(([id]) => id);
  if (order.length === 0) return [];
  const rows = prepare<number[], MessageRow>(
    db,
    `SELECT * FROM messages WHERE id IN (${placeholders(order.length)})`,
  ).all(...order);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return order.map((id) => byId.get(id)).filter((row): row is MessageRow => row !== undefined);
}
