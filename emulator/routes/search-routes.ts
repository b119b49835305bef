import type { Hono } from 'hono';
import { SEARCH_MAX_WORDS, SEARCH_MODEL_TYPES, SEARCH_PER_PAGE, searchWords } from '../../contract/search';
import type { SearchResults } from '../../contract/social';
import type { AppEnv, Services } from '../http/app-env';
import { invalidField } from '../http/errors';
import { readParams, type Params } from '../http/params';
import { baseUrlOf, route } from '../http/routing';
import { buildEnvelope } from '../serialize/feed-envelope';
import { fullGroup } from '../serialize/group';
import { searchTopic } from '../serialize/topic-detail';
import { fullUser } from '../serialize/user';

/** `model_types` of the real service (api-shapes 8); UPLOADEDFILE is accepted and always empty here. */
const MODEL_TYPES = [...Object.values(SEARCH_MODEL_TYPES), 'UPLOADEDFILE'] as const;

/**
 * `GET /search.json` (spec 4.13, api-shapes 8): messages (a nested feed envelope, newest first, only what the
 * caller may read), users, groups (private ones only for members) and topics matching `search`, 20 per type
 * per page (`num_per_page` up to 20), with totals in `count` (at most 1000 per type, as the real service).
 * Messages match through a full-text index, each word as a prefix; the rest when every word starts a word of
 * their names (users also job title and department, groups also description).
 */
export function registerSearchRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;
  route(app, '/api/v1/search', {
    GET: async (c) => {
      const { user, network } = c.get('auth');
      const params = await readParams(c, services.bodyLimitBytes);
      const search = params.text('search');
      if (search === undefined) throw invalidField('search', 'is required', 'missing_parameter');
      const page = params.int('page') ?? 1;
      if (page < 1) throw invalidField('page', 'must be 1 or more');
      const perPage = params.int('num_per_page') ?? SEARCH_PER_PAGE;
      if (perPage < 1) throw invalidField('num_per_page', 'must be 1 or more');
      const limit = Math.min(SEARCH_PER_PAGE, perPage);
      const offset = (page - 1) * limit;
      const types = modelTypes(params);
      // Words beyond the limit are ignored (contract/search: the client says so rather than sending them).
      const words = searchWords(search).slice(0, SEARCH_MAX_WORDS);
      const none = { rows: [], total: 0 };
      const wanted = (type: (typeof MODEL_TYPES)[number]) => types.has(type) && words.length > 0;

      const messages = wanted('MESSAGETHREAD')
        ? repo.searchMessages(network.id, user.id, search, limit, offset)
        : none;
      const users = wanted('USER') ? repo.matchUsers(network.id, words, { wide: true }, limit, offset) : none;
      const groups = wanted('GROUP')
        ? repo.matchGroups(network.id, user.id, words, { wide: true }, limit, offset)
        : none;
      const topics = wanted('TOPIC') ? repo.matchTopics(network.id, user.id, words, limit, offset) : none;

      const baseUrl = baseUrlOf(c, services);
      const ctx = { baseUrl, network };
      const body: SearchResults = {
        count: {
          messages: messages.total,
          groups: groups.total,
          topics: topics.total,
          users: users.total,
        },
        messages: buildEnvelope(
          { repo, baseUrl, network, viewer: user },
          {
            messages: messages.rows,
            olderAvailable: messages.total > offset + messages.rows.length,
            feedName: 'Search',
            feedDesc: `Messages matching "${search}"`,
          },
        ),
        users: users.rows.map((u) => fullUser(u, ctx, repo.userStats(u.id, network.id))),
        groups: groups.rows.map((g) => fullGroup(g, ctx, repo.groupStats(g.id))),
        topics: topics.rows.map((t) => searchTopic(t, ctx, repo.followerCount('topic', t.id))),
      };
      return c.json(body);
    },
  });
}

/** `model_types=USER,GROUP` limits the search to those types; absent means all. */
function modelTypes(params: Params): Set<string> {
  const raw = params.text('model_types');
  if (raw === undefined) return new Set(MODEL_TYPES);
  const types = new Set<string>();
  for (const part of raw.split(',')) {
    const type = part.trim().toUpperCase();
    if (type === '') continue;
    if (!(MODEL_TYPES as readonly string[]).includes(type)) {
      throw invalidField('model_types', `unknown type "${part.trim()}"; use ${MODEL_TYPES.join(', ')}`);
    }
    types.add(type);
  }
  return types;
}
