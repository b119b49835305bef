import { SEARCH_MAX_RESULTS, SEARCH_MAX_WORD_LENGTH, SEARCH_MAX_WORDS } from '../../contract/search';
import type { Db } from './open-db';
import type { GroupRow, MessageRow, TopicRow, UserRow } from './rows';
import { prepare } from './statements';
import { TOPIC_VISIBLE_SQL } from './topics-repo';

/** The real service returns at most 1000 results per type; totals are counted up to that. */
const MAX_SEARCH_RESULTS = SEARCH_MAX_RESULTS;

export interface SearchPage<R> {
  rows: R[];
  total: number;
}

/** Where users, groups and topics are matched: every word of the query starts a word of one of these. */
export interface MatchOptions {
  /** Search also looks at job titles, departments and group descriptions; autocomplete does not. */
  wide: boolean;
}

const VISIBLE = `m.network_id = @networkId AND m.deleted_at IS NULL AND (
  m.privacy = 'public'
  OR (m.direct = 0 AND m.group_id IN (SELECT group_id FROM group_members WHERE user_id = @viewerId))
  OR (m.direct = 1 AND EXISTS (SELECT 1 FROM message_recipients r WHERE r.message_id = m.thread_id AND r.user_id = @viewerId))
)`;

const spaced = (column: string) => `replace(replace(replace(${column}, '.', ' '), '-', ' '), '_', ' ')`;

const USER_FIELDS = (wide: boolean) =>
  [
    'u.full_name',
    'u.first_name',
    'u.last_name',
    'u.name',
    spaced('u.name'),
    'u.email',
    ...(wide ? ["COALESCE(u.job_title, '')", "COALESCE(u.department, '')"] : []),
  ].join(" || ' ' || ");
const GROUP_FIELDS = (wide: boolean) =>
  ['g.full_name', 'g.name', spaced('g.name'), ...(wide ? ["COALESCE(g.description, '')"] : [])].join(
    " || ' ' || ",
  );
const TOPIC_FIELDS = "t.name || ' ' || t.normalized_name";

/**
 * Longer words match nothing (no name has such a word), and are never handed to LIKE: SQLite refuses a
 * pattern over 50,000 bytes with an error, and a client may well send a 100 KB search.
 */
const MAX_WORD_LENGTH = SEARCH_MAX_WORD_LENGTH;

/** `% word%` against `' ' || fields`: the word starts a word of the fields. LIKE is ASCII case-insensitive. */
function wordConditions(
  fields: string,
  words: readonly string[],
): { sql: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const sql = words
    .map((word, index) => {
      if (word.length > MAX_WORD_LENGTH) return '0';
      params[`w${index}`] = `% ${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return `(' ' || ${fields}) LIKE @w${index} ESCAPE '\\'`;
    })
    .join(' AND ');
  return { sql: sql || '1', params };
}

/** Words of a message search as an FTS5 query: each a quoted prefix, all required. */
export function ftsQuery(text: string): string | undefined {
  const tokens = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (tokens.length === 0) return undefined;
  return tokens
    .slice(0, SEARCH_MAX_WORDS)
    .map((token) => `"${token}"*`)
    .join(' ');
}

/** Search (spec 4.13) and autocomplete (spec 4.11): messages through the FTS5 index, the rest by word prefix. */
export function searchRepo(db: Db) {
  let indexChecked = false;
  /** A database seeded before the index existed gets it built once, on the first search. */
  const ensureIndex = () => {
    if (indexChecked) return;
    const messages = prepare<[], { n: number }>(db, 'SELECT COUNT(*) AS n FROM messages').get()?.n ?? 0;
    const indexed =
      prepare<[], { n: number }>(db, 'SELECT COUNT(*) AS n FROM messages_fts_docsize').get()?.n ?? 0;
    if (messages !== indexed) prepare(db, "INSERT INTO messages_fts (messages_fts) VALUES ('rebuild')").run();
    indexChecked = true;
  };

  const page = <R>(
    select: string,
    from: string,
    where: string,
    order: string,
    params: Record<string, string | number>,
    limit: number,
    offset: number,
  ): SearchPage<R> => {
    const total =
      prepare<[Record<string, string | number>], { n: number }>(
        db,
        `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${MAX_SEARCH_RESULTS})`,
      ).get(params)?.n ?? 0;
    const take = Math.max(0, Math.min(limit, MAX_SEARCH_RESULTS - offset));
    const rows =
      take === 0 || offset >= total
        ? []
        : prepare<[Record<string, string | number>], R>(
            db,
            `SELECT ${select} FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT @take OFFSET @skip`,
          ).all({ ...params, take, skip: offset });
    return { rows, total };
  };

  return {
    searchMessages: (
      networkId: number,
      viewerId: number,
      text: string,
      limit: number,
      offset: number,
    ): SearchPage<MessageRow> => {
      const query = ftsQuery(text);
      if (query === undefined) return { rows: [], total: 0 };
      ensureIndex();
      return page<MessageRow>(
        'm.*',
        'messages_fts f JOIN messages m ON m.id = f.rowid',
        `messages_fts MATCH @query AND ${VISIBLE}`,
        'f.rowid DESC',
        { query, networkId, viewerId },
        limit,
        offset,
      );
    },

    /** Active members of the network whose names, username or email (and more when wide) match every word. */
    matchUsers: (
      networkId: number,
      words: readonly string[],
      options: MatchOptions,
      limit: number,
      offset = 0,
    ): SearchPage<UserRow> => {
      const match = wordConditions(USER_FIELDS(options.wide), words);
      // Only orders the matches (full names starting with the whole query first); cut to stay a valid pattern.
      const whole = words
        .join(' ')
        .slice(0, MAX_WORD_LENGTH)
        .replace(/[\\%_]/g, (c) => `\\${c}`);
      return page<UserRow>(
        'u.*',
        "users u JOIN network_members nm ON nm.user_id = u.id AND nm.network_id = @networkId AND nm.state = 'active'",
        match.sql,
        `(u.full_name LIKE @whole ESCAPE '\\') DESC, u.full_name COLLATE NOCASE, u.id`,
        { ...match.params, networkId, whole: `${whole}%` },
        limit,
        offset,
      );
    },

    /** Groups of the network matching every word; private ones only for their members. */
    matchGroups: (
      networkId: number,
      viewerId: number,
      words: readonly string[],
      options: MatchOptions,
      limit: number,
      offset = 0,
    ): SearchPage<GroupRow> => {
      const match = wordConditions(GROUP_FIELDS(options.wide), words);
      return page<GroupRow>(
        'g.*',
        'groups g',
        `g.network_id = @networkId AND (g.privacy = 'public'
          OR g.id IN (SELECT group_id FROM group_members WHERE user_id = @viewerId)) AND ${match.sql}`,
        'g.full_name COLLATE NOCASE, g.id',
        { ...match.params, networkId, viewerId },
        limit,
        offset,
      );
    },

    /** Topics of the network matching every word; only those the viewer may know of (TOPIC_VISIBLE_SQL). */
    matchTopics: (
      networkId: number,
      viewerId: number,
      words: readonly string[],
      limit: number,
      offset = 0,
    ): SearchPage<TopicRow> => {
      const match = wordConditions(TOPIC_FIELDS, words);
      return page<TopicRow>(
        't.*',
        'topics t',
        `t.network_id = @networkId AND ${match.sql} AND ${TOPIC_VISIBLE_SQL}`,
        't.normalized_name, t.id',
        { ...match.params, networkId, viewerId },
        limit,
        offset,
      );
    },
  };
}

export type SearchRepo = ReturnType<typeof searchRepo>;
