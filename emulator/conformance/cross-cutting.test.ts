import { afterAll, describe, expect, it } from 'vitest';
import { cleanupTestFiles, type TestApp } from '../test/test-app';
import { delta, snapshot, type Delta, type Snapshot } from './db-fingerprint';
import {
  baseParams,
  errorMessage,
  isApi,
  isHtmlPage,
  freshCopy,
  recordParamReads,
  routeTable,
  samplePath,
  writesOf,
  type RouteEntry,
} from './route-catalog';

/**
 * The cross-cutting rules of issue 3 ("What the real service does that clients rely on"), asserted over every
 * route of `app.routes` so that a new route is held to them without anyone remembering to: `_method=DELETE`,
 * the optional `.json` suffix, one request never creating two things, 201/200 for creates and 200 (never 204)
 * for deletes, 404 JSON for unknown ids and 400 JSON naming the field for malformed ones.
 */
afterAll(cleanupTestFiles);

const ROUTES = routeTable();
const API_ROUTES = ROUTES.filter((r) => isApi(r.pattern));
const label = (r: RouteEntry) => `${r.method} ${r.pattern}`;

interface Answer {
  status: number;
  contentType: string;
  text: string;
  changes: Delta;
}

/**
 * A fresh copy of the prepared demo network (route-catalog.ts), admin's token and the sample ids; `before()`
 * is the prepared state while nothing has been written to the copy, so `answer` need not read it again.
 */
async function fresh() {
  const copy = await freshCopy();
  const writes = writesOf(copy.t);
  return { ...copy, before: () => (writesOf(copy.t) === writes ? copy.state : undefined) };
}

/** `{n}` in base values made unique per call, as the catalog's bases expect. */
const filled = (values: Record<string, string>) =>
  Object.entries(values).map(([k, v]) => [k, v.replace('{n}', '1')] as [string, string]);

/**
 * Sends one request and says what it changed. `state` is the database before it: the prepared state for a
 * fresh copy (so it is not read again), else read now.
 */
async function answer(
  t: TestApp,
  token: string,
  url: string,
  init: RequestInit,
  state?: Snapshot,
): Promise<Answer> {
  const before = state ?? snapshot(t);
  const writes = writesOf(t);
  const response = await t.api(url, token, {
    ...init,
    headers: { Accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
  const text = await response.text();
  const changes = writesOf(t) === writes ? {} : delta(before, snapshot(t));
  for (const change of Object.values(changes)) {
    change.added = change.added.map(unrandom);
    change.removed = change.removed.map(unrandom);
  }
  return {
    status: response.status,
    contentType: text === '' ? '' : (response.headers.get('content-type') ?? ''),
    text: unrandom(text),
    changes,
  };
}

/** Tokens and file keys are random by design; everything else must match exactly. */
const unrandom = (text: string) =>
  text
    .replace(/"(token|access_key)":"[^"]*"/g, '"$1":"<random>"')
    .replace(/\/files\/(\d+)\/[^/"]+\//g, '/files/$1/<key>/');

describe('_method=DELETE on a POST does what DELETE does, on every DELETE route', () => {
  const deletes = API_ROUTES.filter((r) => r.method === 'DELETE');
  it('there are DELETE routes of every deletable resource', () => {
    expect(deletes.length).toBeGreaterThanOrEqual(8);
  });
  it.each(deletes.map((r) => [label(r), r] as const))('%s', async (_, entry) => {
    const outcomes: Answer[] = [];
    for (const variant of ['DELETE', 'POST _method=DELETE', 'POST _method=delete in the body']) {
      const { t, token, samples, before } = await fresh();
      const path = samplePath(entry.pattern, samples);
      const params = new URLSearchParams(filled(baseParams('DELETE', entry.pattern, samples)));
      // What a DELETE removes may need creating first (a like, a follow): the POST of the same path does it.
      if (ROUTES.some((r) => r.method === 'POST' && r.pattern === entry.pattern)) {
        const created = await t.api(`${path}.json`, token, {
          method: 'POST',
          body: new URLSearchParams(params),
        });
        expect(created.status).toBeLessThan(300);
      }
      let result: Answer;
      if (variant === 'DELETE') {
        result = await answer(t, token, `${path}.json?${params.toString()}`, { method: 'DELETE' }, before());
      } else if (variant === 'POST _method=DELETE') {
        params.set('_method', 'DELETE');
        result = await answer(t, token, `${path}.json?${params.toString()}`, { method: 'POST' }, before());
      } else {
        params.set('_method', 'delete');
        result = await answer(t, token, `${path}.json`, { method: 'POST', body: params }, before());
      }
      outcomes.push(result);
      t.close();
    }
    const [reference, ...others] = outcomes;
    // Deletes answer 200 (never 204), with an empty body or JSON.
    expect(reference?.status, reference?.text).toBe(200);
    expect(['', 'application/json; charset=utf-8']).toContain(reference?.contentType);
    expect(Object.keys(reference?.changes ?? {}).length, 'the delete changed something').toBeGreaterThan(0);
    for (const other of others) expect(other).toEqual(reference);
  });

  it('_method=PUT on a POST updates like PUT', async () => {
    const outcomes: Answer[] = [];
    for (const method of ['PUT', 'POST']) {
      const { t, token, samples, before } = await fresh();
      const body = new URLSearchParams({ job_title: 'Overridden' });
      if (method === 'POST') body.set('_method', 'PUT');
      outcomes.push(
        await answer(t, token, `/api/v1/users/${String(samples.user)}.json`, { method, body }, before()),
      );
      t.close();
    }
    expect(outcomes[0]?.status).toBe(200);
    expect(outcomes[1]).toEqual(outcomes[0]);
  });
});

describe('every route answers the same with and without the .json suffix', () => {
  it.each(ROUTES.map((r) => [label(r), r] as const))('%s', async (_, entry) => {
    const outcomes: Answer[] = [];
    for (const suffix of ['.json', '', '/']) {
      const { t, token, samples, before } = await fresh();
      const path = samplePath(entry.pattern, samples);
      const query = new URLSearchParams(filled(baseParams(entry.method, entry.pattern, samples)));
      const url = `${path === '/' ? '' : path}${suffix}?${query.toString()}`;
      outcomes.push(await answer(t, token, url || '/', { method: entry.method }, before()));
      t.close();
    }
    const [reference, ...others] = outcomes;
    expect(reference?.status).toBeLessThan(500);
    for (const other of others) {
      if (isHtmlPage(entry.pattern)) {
        // Sign-in and authorize pages carry a fresh CSRF token and session each time.
        expect(other.status).toBe(reference?.status);
      } else {
        expect(other).toEqual(reference);
      }
    }
  });
});

describe('one request never creates two things', () => {
  const writes = API_ROUTES.filter((r) => r.method === 'POST' || r.method === 'PUT');
  it.each(writes.map((r) => [label(r), r] as const))(
    '%s: the same fields in the query and the body act once',
    async (_, entry) => {
      const outcomes: [string, Answer][] = [];
      for (const variant of ['body', 'query + multipart', 'query + JSON', 'query + form', 'repeated']) {
        const { t, token, samples, before } = await fresh();
        const path = `${samplePath(entry.pattern, samples)}.json`;
        const fields = filled(baseParams(entry.method, entry.pattern, samples));
        const query = new URLSearchParams(fields).toString();
        const form = new FormData();
        for (const [k, v] of fields) form.append(k, v);
        if (entry.pattern === '/api/v1/pending_attachments') {
          form.append('attachment', new File(['once'], 'once.txt', { type: 'text/plain' }));
        }
        const init: RequestInit = { method: entry.method };
        let url = path;
        if (variant === 'body') init.body = form;
        if (variant === 'query + multipart') [url, init.body] = [`${path}?${query}`, form];
        if (variant === 'query + JSON') {
          if (entry.pattern === '/api/v1/pending_attachments') continue;
          url = `${path}?${query}`;
          init.body = JSON.stringify(Object.fromEntries(fields));
          init.headers = { 'Content-Type': 'application/json' };
        }
        if (variant === 'query + form') {
          if (entry.pattern === '/api/v1/pending_attachments') continue;
          [url, init.body] = [`${path}?${query}`, new URLSearchParams(fields)];
        }
        if (variant === 'repeated') {
          // Every field twice in one multipart body.
          for (const [k, v] of fields) form.append(k, v);
          init.body = form;
        }
        outcomes.push([variant, await answer(t, token, url, init, before())]);
        t.close();
      }
      const reference = outcomes[0]?.[1];
      expect(reference?.status, reference?.text).toBeLessThan(300);
      const counts = (changes: Delta) =>
        Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, [v.added.length, v.removed.length]]));
      for (const [variant, outcome] of outcomes) {
        expect(outcome.status, `${variant}: ${outcome.text}`).toBe(reference?.status);
        expect(counts(outcome.changes), variant).toEqual(counts(reference?.changes ?? {}));
      }
    },
  );
});

describe('creates answer 201 or 200, updates 200, deletes 200 (never 204)', () => {
  it.each(API_ROUTES.filter((r) => r.method !== 'GET').map((r) => [label(r), r] as const))(
    '%s',
    async (_, entry) => {
      const { t, token, samples, before } = await fresh();
      const path = `${samplePath(entry.pattern, samples)}.json`;
      const fields = filled(baseParams(entry.method, entry.pattern, samples));
      const form = new FormData();
      for (const [k, v] of fields) form.append(k, v);
      if (entry.pattern === '/api/v1/pending_attachments') {
        form.append('attachment', new File(['x'], 'x.txt', { type: 'text/plain' }));
      }
      const result = await answer(t, token, path, { method: entry.method, body: form }, before());
      t.close();
      expect(result.status, result.text).toBe(entry.method === 'POST' && result.status === 201 ? 201 : 200);
      if (result.text !== '') {
        expect(result.contentType).toBe('application/json; charset=utf-8');
        expect(() => JSON.parse(result.text) as unknown).not.toThrow();
      }
    },
  );

  it('POST /users answers 201 with a Location header naming the new user', async () => {
    const { t, token } = await fresh();
    const response = await t.api('/api/v1/users.json', token, {
      method: 'POST',
      body: new URLSearchParams({ email: 'located@example.com' }),
    });
    expect(response.status).toBe(201);
    const user = (await response.json()) as { id: number };
    expect(response.headers.get('location')).toBe(`http://localhost/api/v1/users/${String(user.id)}`);
    expect(t.repo.userByEmail('located@example.com')?.id).toBe(user.id);
    t.close();
  });
});

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
