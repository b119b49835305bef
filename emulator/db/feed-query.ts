import { readStreams, VISIBLE_SQL } from './feed-streams';
import type { Db } from './open-db';
import type { MessageRow } from './rows';
import { prepare } from './statements';

/**
 * Which messages a feed holds. Every feed of spec 4.1 is one of these sources, filtered by the same
 * visibility rule and paged the same way, so a new feed is one more case here.
 */
export type FeedSource =
  | { kind: 'all' }
  | { kind: 'following' }
  | { kind: 'sent' }
  | { kind: 'private' }
  | { kind: 'received' }
  | { kind: 'in_group'; groupId: number }
  | { kind: 'in_thread'; threadId: number }
  | { kind: 'from_user'; userId: number }
  | { kind: 'about_topic'; topicId: number }
  | { kind: 'liked_by'; userId: number }
  | { kind: 'open_graph'; pageId: number };

export type ThreadedMode = 'none' | 'true' | 'extended';

export interface FeedQuery {
  networkId: number;
  viewerId: number;
  source: FeedSource;
  threaded: ThreadedMode;
  limit: number;
  olderThan?: number | undefined;
  newerThan?: number | undefined;
}

export interface FeedPage {
  messages: MessageRow[];
  olderAvailable: boolean;
}

/** A message is visible when public, in a private group the viewer belongs to, or a direct one they are in. */
const VISIBLE = VISIBLE_SQL;

function sourceClause(source: FeedSource): { sql: string; params: Record<string, number> } {
  switch (source.kind) {
    case 'all':
      return { sql: "m.privacy = 'public' AND m.direct = 0", params: {} };
    case 'following':
      return {
        sql: `(m.sender_id = @viewerId
          OR m.sender_id IN (SELECT target_id FROM follows WHERE follower_id = @viewerId AND target_type = 'user')
          OR m.thread_id IN (SELECT target_id FROM follows WHERE follower_id = @viewerId AND target_type = 'thread')
          OR m.group_id IN (SELECT group_id FROM group_members WHERE user_id = @viewerId)
          OR m.id IN (SELECT mt.message_id FROM message_topics mt JOIN follows f ON f.target_id = mt.topic_id
                      AND f.target_type = 'topic' AND f.follower_id = @viewerId)
          OR m.direct = 1)`,
        params: {},
      };
    case 'sent':
      return { sql: 'm.sender_id = @viewerId', params: {} };
    case 'private':
      return { sql: 'm.direct = 1', params: {} };
    case 'received':
      return {
        sql: `m.sender_id <> @viewerId AND (m.direct = 1
          OR m.id IN (SELECT message_id FROM message_mentions WHERE user_id = @viewerId)
          OR m.replied_to_id IN (SELECT id FROM messages WHERE sender_id = @viewerId))`,
        params: {},
      };
    case 'in_group':
      return { sql: 'm.group_id = @groupId', params: { groupId: source.groupId } };
    case 'in_thread':
      return { sql: 'm.thread_id = @threadId', params: { threadId: source.threadId } };
    case 'from_user':
      return { sql: 'm.sender_id = @userId', params: { userId: source.userId } };
    case 'about_topic':
      return {
        sql: 'm.id IN (SELECT message_id FROM message_topics WHERE topic_id = @topicId)',
        params: { topicId: source.topicId },
      };
    case 'liked_by':
      return {
        sql: 'm.id IN (SELECT message_id FROM likes WHERE user_id = @userId)',
        params: { userId: source.userId },
      };
    case 'open_graph':
      // The conversation about a page: every thread in which some live message is attached to it.
      return {
        sql: `m.thread_id IN (SELECT om.thread_id FROM open_graph_objects o JOIN messages om ON om.id = o.message_id
          WHERE o.page_id = @pageId AND om.deleted_at IS NULL)`,
        params: { pageId: source.pageId },
      };
  }
}

/** Far beyond any id, so that a missing cursor needs no second statement. */
const NO_UPPER = Number.MAX_SAFE_INTEGER;

/**
 * One page of a feed, newest first. Reads one row more than asked, so `olderAvailable` is exact and never
 * true for an empty page. Flat and `threaded=true` pages order by message id; `threaded=extended` orders
 * thread starters by their thread's latest activity and pages on that activity (see extendedCursor).
 */
export function readFeedPage(db: Db, query: FeedQuery): FeedPage {
  const source = sourceClause(query.source);
  const extended = query.threaded === 'extended';
  const kind = query.source.kind;
  if (kind === 'received' || kind === 'private' || (kind === 'following' && !extended)) {
    // Sparse feeds: merge index-ordered streams instead of scanning the network (feed-streams.ts).
    const rows = readStreams(db, {
      networkId: query.networkId,
      viewerId: query.viewerId,
      kind,
      threaded: query.threaded,
      upper:
        query.olderThan === undefined
          ? NO_UPPER
          : extended
            ? extendedCursor(db, query.olderThan)
            : query.olderThan,
      lower: query.newerThan ?? 0,
      take: query.limit + 1,
    });
    const olderAvailable = rows.length > query.limit;
    return { messages: olderAvailable ? rows.slice(0, query.limit) : rows, olderAvailable };
  }
  const key = extended ? 't.last_message_id' : 'm.id';
  const starterOnly = query.threaded === 'none' ? '' : 'AND m.id = m.thread_id';
  // Extended pages walk threads by latest activity (threads_activity index) and stop after `take`
  // matches; CROSS JOIN fixes that join order so SQLite never sorts every thread of the network.
  const from = extended
    ? 'threads t CROSS JOIN messages m ON m.id = t.id AND t.network_id = @networkId'
    : 'messages m';
  const sql = `SELECT m.* FROM ${from}
    WHERE ${VISIBLE} AND ${source.sql} ${starterOnly}
      AND ${key} < @olderThan AND ${key} > @newerThan
    ORDER BY ${key} DESC LIMIT @take`;
  const olderThan =
    query.olderThan === undefined
      ? NO_UPPER
      : extended
        ? extendedCursor(db, query.olderThan)
        : query.olderThan;
  const rows = prepare<[Record<string, number>], MessageRow>(db, sql).all({
    ...source.params,
    networkId: query.networkId,
    viewerId: query.viewerId,
    olderThan,
    newerThan: query.newerThan ?? 0,
    take: query.limit + 1,
  });
  const olderAvailable = rows.length > query.limit;
  return { messages: olderAvailable ? rows.slice(0, query.limit) : rows, olderAvailable };
}

/**
 * In the extended view a client naturally passes the id of the last thread starter it shows as
 * `older_than`. The page is ordered by thread activity, so that id is translated into its thread's latest
 * activity: the next page then starts right after that thread, skipping and repeating nothing.
 */
function extendedCursor(db: Db, olderThan: number): number {
  const thread = prepare<[number], { last_message_id: number }>(
    db,
    'SELECT last_message_id FROM threads WHERE id = ?',
  ).get(olderThan);
  return thread ? thread.last_message_id : olderThan;
}
