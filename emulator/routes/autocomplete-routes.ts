import type { Context, Hono } from 'hono';
import { AUTOCOMPLETE_MAX_WORDS } from '../../contract/search';
import type { AppEnv, Services } from '../http/app-env';
import { HttpError, invalidField } from '../http/errors';
import { readParams } from '../http/params';
import { suffixFormat } from '../http/response-format';
import { baseUrlOf, route } from '../http/routing';
import { autocompleteGroup, autocompleteTopic, autocompleteUser, rankingAt } from '../serialize/autocomplete';

/** Every model name of spec 4.11; the emulator holds data for user, group and topic, the others answer []. */
const MODELS = [
  'user',
  'group',
  'topic',
  'file',
  'page',
  'open_graph_object',
  'department',
  'external_network',
  'domain',
] as const;
type Model = (typeof MODELS)[number];
const MAX_WORDS = AUTOCOMPLETE_MAX_WORDS;
const MAX_COUNT = 50;

/**
 * `GET /autocomplete/ranked` (spec 4.11, api-shapes 9; its own rate-limit group). Without the `.json` suffix it
 * needs `Accept: application/json` (else 406). Needs `prefix` and `models` (else 400 naming them), at most 5 words in the prefix.
 * Every word must start a word of the model's searchable fields (users: full name, first and last name,
 * username, email; groups: display name and slug; topics: name). Answers only the requested models.
 */
export function registerAutocompleteRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;
  route(app, '/api/v1/autocomplete/ranked', {
    GET: async (c) => {
      requireJsonAccept(c);
      const { user, network } = c.get('auth');
      const params = await readParams(c, services.bodyLimitBytes);
      const prefix = params.text('prefix');
      const rawModels = params.text('models');
      if (prefix === undefined && rawModels === undefined) {
        const message = 'prefix and models are required';
        throw new HttpError(400, {
          error: { prefix: ['is required'], models: ['is required'], code: 'missing_parameter', message },
        });
      }
      if (prefix === undefined) throw invalidField('prefix', 'is required', 'missing_parameter');
      if (rawModels === undefined) {
        throw invalidField('models', 'is required, e.g. user:5,group:2,topic:3', 'missing_parameter');
      }
      const words = prefix
        .split(/\s+/)
        .map((word) => word.replace(/^[@#]+/, ''))
        .filter((word) => word !== '');
      if (prefix.split(/\s+/).length > MAX_WORDS) {
        throw invalidField('prefix', `at most ${MAX_WORDS} words are accepted per search`, 'too_many_words');
      }
      const models = parseModels(rawModels);
      const ctx = { baseUrl: baseUrlOf(c, services), network };
      const memberOf = new Set(repo.groupIdsOfUser(user.id));

      const result: Record<string, unknown[]> = {};
      for (const [model, count] of models) {
        if (words.length === 0) {
          result[model] = [];
          continue;
        }
        switch (model) {
          case 'user': {
            const rows = repo.matchUsers(network.id, words, { wide: false }, count).rows;
            result.user = rows.map((row, i) => autocompleteUser(row, ctx, rankingAt(i, rows.length)));
            break;
          }
          case 'group': {
            const rows = repo.matchGroups(network.id, user.id, words, { wide: false }, count).rows;
            result.group = rows.map((row, i) =>
              autocompleteGroup(
                row,
                ctx,
                rankingAt(i, rows.length),
                i,
                row.privacy === 'public' || memberOf.has(row.id),
              ),
            );
            break;
          }
          case 'topic': {
            const rows = repo.matchTopics(network.id, user.id, words, count).rows;
            result.topic = rows.map((row, i) => autocompleteTopic(row, ctx, rankingAt(i, rows.length)));
            break;
          }
          default:
            result[model] = [];
        }
      }
      return c.json(result);
    },
  });
}

/**
 * The format is chosen by the path's suffix (spec 1): `ranked.json` is JSON and `ranked.xml` XML whatever `Accept`
 * says (the official Python client sends a wildcard Accept). Only the suffix-less path needs
 * `Accept: application/json`; without it the answer is 406 (in JSON all the same).
 */
function requireJsonAccept(c: Context<AppEnv>): void {
  if (suffixFormat(new URL(c.req.url).pathname) !== undefined) return;
  const accept = c.req.header('accept') ?? '';
  if (!/application\/json/i.test(accept)) {
    const message = 'Accept: send the header "Accept: application/json" with autocomplete requests';
    throw new HttpError(406, {
      error: { Accept: ['must include application/json'], code: 'not_acceptable', message },
    });
  }
}

/** `user:5,group:2`: known model names, counts from 1 (capped at 50); each failure a 400 naming `models`. */
function parseModels(raw: string): Map<Model, number> {
  const models = new Map<Model, number>();
  for (const part of raw.split(',')) {
    const item = part.trim();
    if (item === '') continue;
    const [name = '', count, ...rest] = item.split(':').map((s) => s.trim());
    if (!(MODELS as readonly string[]).includes(name)) {
      throw invalidField('models', `unknown model "${name}"; use ${MODELS.join(', ')}`);
    }
    if (count === undefined || rest.length > 0 || !/^\d{1,9}$/.test(count) || Number(count) < 1) {
      throw invalidField('models', `"${item}" needs a count of at least 1, as in ${name}:5`);
    }
    models.set(name as Model, Math.min(MAX_COUNT, Number(count)));
  }
  if (models.size === 0) throw invalidField('models', 'is required, e.g. user:5,group:2,topic:3');
  return models;
}
