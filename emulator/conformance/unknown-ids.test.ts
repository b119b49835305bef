import { afterAll, describe, expect, it } from 'vitest';
import { cleanupTestFiles } from '../test/test-app';
import { errorMessage, isHtmlPage, recordParamReads, type RouteEntry } from './route-catalog';
import { baseParams, samplePath } from './route-samples';
import { answer, API_ROUTES, filled, fresh, label, ROUTES } from './cross-cutting-support';

/**
 * Issue 3's rule for ids, asserted over every route of `app.routes` so that a new route is held to it: 404
 * JSON for unknown ids and 400 JSON naming the field for malformed ones.
 */
afterAll(cleanupTestFiles);

const UNKNOWN_ID = '999999999';
/** Parameters that name something to look up; cursors (older_than, newer_than) are not looked up. */
const ID_PARAM = /^(id|\w+_id|\w+_ids|pending_attachment\d+)$/;
/** Another name the error may use for the same parameter. */
const ALIASES: Record<string, string> = { direct_to_user_ids: 'direct_to_id' };
/** Parameters that only make sense together with another one. */
const COMPANIONS: Record<string, Record<string, string>> = {
  'GET /api/v1/oauth/tokens': { user_id: '', consumer_key: 'commons-demo' },
};

/** The id-like parameters each route reads, found by recording a base request. */
async function idParamsOf(entry: RouteEntry): Promise<string[]> {
  const { t, token, samples } = await fresh();
  const recorder = recordParamReads();
  try {
    const path = `${samplePath(entry.pattern, samples)}.json`;
    const query = new URLSearchParams(filled(baseParams(entry.method, entry.pattern, samples)));
    await t.api(`${path}?${query.toString()}`, token, {
      method: entry.method,
      headers: { Accept: 'application/json' },
    });
  } finally {
    recorder.restore();
    t.close();
  }
  return [...recorder.names()].filter((name) => !/^\w+?([3-9]|\d\d)$/.test(name));
}

/** Malformed values of the typed parameters of every route (numbers, enumerations). */
const MALFORMED: Record<string, readonly string[]> = {
  limit: ['abc', '1.5'],
  page: ['abc', '0x10'],
  num_per_page: ['abc'],
  older_than: ['abc', '-5'],
  newer_than: ['abc', '1e9'],
  threaded: ['sideways'],
  sort_by: ['height'],
  letter: ['ab'],
  type: ['boss'],
  target_type: ['planet'],
  models: ['user:x', 'unicorn:3'],
  model_types: ['PLANET'],
  privacy: ['secret'],
  private: ['maybe'],
  show_in_directory: ['maybe'],
};

describe('unknown ids are 404 JSON, malformed ones 400 JSON naming the field', () => {
  const withPathIds = ROUTES.filter((r) => /:\w+/.test(r.pattern) && !isHtmlPage(r.pattern));
  it.each(withPathIds.map((r) => [label(r), r] as const))(
    '%s with an unknown id in the path',
    async (_, entry) => {
      const { t, token, samples, before } = await fresh();
      const real = samplePath(entry.pattern, samples).split('/');
      const slots = entry.pattern
        .split('/')
        .flatMap((segment, i) => (/^:(id|key)\b/.test(segment) ? [i] : []));
      for (const at of slots) {
        const value = entry.pattern.startsWith('/mugshot/') ? `user-${UNKNOWN_ID}` : UNKNOWN_ID;
        const url = real.map((segment, i) => (i === at ? value : segment)).join('/');
        const query = new URLSearchParams(filled(baseParams(entry.method, entry.pattern, samples)));
        const result = await answer(
          t,
          token,
          `${url}?${query.toString()}`,
          { method: entry.method },
          before(),
        );
        expect(result.status, `${url}: ${result.text}`).toBe(404);
        expect(result.contentType).toBe('application/json; charset=utf-8');
        expect(errorMessage(result.text)).toBeDefined();
        expect(result.changes).toEqual({});
      }
      t.close();
    },
  );

  it.each(API_ROUTES.map((r) => [label(r), r] as const))(
    '%s with unknown ids and malformed values in its parameters',
    async (_, entry) => {
      const names = await idParamsOf(entry);
      const cases: [name: string, value: string, status: number][] = names.flatMap(
        (name): [string, string, number][] =>
          ID_PARAM.test(name)
            ? [
                [name, UNKNOWN_ID, 404],
                [name, 'abc', 400],
                [name, '-5', 400],
              ]
            : (MALFORMED[name] ?? []).map((value): [string, string, number] => [name, value, 400]),
      );
      for (const [name, value, status] of cases) {
        {
          const { t, token, samples, before } = await fresh();
          const path = `${samplePath(entry.pattern, samples)}.json`;
          const fields = new URLSearchParams(filled(baseParams(entry.method, entry.pattern, samples)));
          for (const [k, v] of Object.entries(COMPANIONS[label(entry)] ?? {}))
            if (k !== name && v) fields.set(k, v);
          fields.set(name, value);
          const result = await answer(
            t,
            token,
            `${path}?${fields.toString()}`,
            { method: entry.method },
            before(),
          );
          t.close();
          const where = `${name}=${value}: ${result.text}`;
          expect(result.status, where).toBe(status);
          expect(result.contentType, where).toBe('application/json; charset=utf-8');
          expect(result.changes, where).toEqual({});
          if (status === 400) {
            const body = JSON.parse(result.text) as { error: Record<string, unknown> };
            const named = [name, ALIASES[name]].some(
              (n) => n !== undefined && (n in body.error || String(body.error.message).includes(n)),
            );
            expect(named, where).toBe(true);
          }
        }
      }
    },
  );
});
