import type { Hono } from 'hono';
import { formatWireDate } from '../../contract/dates';
import type { SuggestionRow } from '../db/suggestions-repo';
import type { AppEnv, Services } from '../http/app-env';
import { notFound } from '../http/errors';
import { readParams } from '../http/params';
import { baseUrlOf, pathId, route } from '../http/routing';
import { fullGroup } from '../serialize/group';
import { userReference } from '../serialize/user';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 50;

/**
 * Suggestions (spec 4.9; api-shapes 11 has no recorded body, so the shape is the emulator's own, kept
 * minimal): a bare array of `{type: "suggestion", id, suggested_type: "group"|"user", suggested_id,
 * created_at, group|user}`, groups to join and people to follow alternating, at most `limit` (default 10,
 * 1..50). Each suggestion keeps its id, so DELETE /suggestions/ID declines it for good.
 */
export function registerSuggestionsRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;

  route(app, '/api/v1/suggestions', {
    GET: async (c) => {
      const { user, network } = c.get('auth');
      const params = await readParams(c, services.bodyLimitBytes);
      const limit = params.limit(DEFAULT_LIMIT, MAX_LIMIT);
      const groups = repo.groupCandidates(network.id, user.id, limit);
      const users = repo.userCandidates(network.id, user.id, limit);
      const picked: ({ kind: 'group'; id: number } | { kind: 'user'; id: number })[] = [];
      for (let i = 0; picked.length < limit && (i < groups.length || i < users.length); i += 1) {
        const group = groups[i];
        const person = users[i];
        if (group) picked.push({ kind: 'group', id: group.id });
        if (person && picked.length < limit) picked.push({ kind: 'user', id: person.id });
      }
      const now = services.now();
      const rows = repo.transaction(() =>
        picked.map((p) => repo.ensureSuggestion(network.id, user.id, p.kind, p.id, now)),
      );
      const ctx = { baseUrl: baseUrlOf(c, services), network };
      const groupById = new Map(groups.map((g) => [g.id, g]));
      const userById = new Map(users.map((u) => [u.id, u]));
      const item = (row: SuggestionRow) => {
        const base = {
          type: 'suggestion',
          id: row.id,
          suggested_type: row.suggested_type,
          suggested_id: row.suggested_id,
          created_at: formatWireDate(new Date(row.created_at)),
        };
        if (row.suggested_type === 'group') {
          const group = groupById.get(row.suggested_id);
          return group ? { ...base, group: fullGroup(group, ctx, repo.groupStats(group.id)) } : base;
        }
        const person = userById.get(row.suggested_id);
        return person
          ? { ...base, user: userReference(person, ctx, repo.userStats(person.id, network.id)) }
          : base;
      };
      return c.json(rows.map(item));
    },
  });

  /** Declines: never suggested again to that user. 200 with an empty body; 404 for another's or unknown id. */
  route(app, '/api/v1/suggestions/:id{[0-9]+}', {
    DELETE: (c) => {
      const { user, network } = c.get('auth');
      const row = repo.suggestionById(pathId(c, 'id'));
      if (!row || row.user_id !== user.id || row.network_id !== network.id)
        throw notFound('No such suggestion.');
      repo.declineSuggestion(row.id, services.now());
      return c.body(null, 200);
    },
  });
}
