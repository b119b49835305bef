import { afterAll, describe, expect, it } from 'vitest';
import { cleanupTestFiles } from '../test/test-app';
import type { Delta } from './db-fingerprint';
import { isHtmlPage } from './route-catalog';
import { baseParams, samplePath } from './route-samples';
import { answer, API_ROUTES, filled, fresh, label, ROUTES, type Answer } from './cross-cutting-support';

/**
 * The cross-cutting rules of issue 3 ("What the real service does that clients rely on"), asserted over every
 * route of `app.routes` so that a new route is held to them without anyone remembering to: `_method=DELETE`,
 * the optional `.json` suffix, one request never creating two things, 201/200 for creates and 200 (never 204)
 * for deletes. Unknown and malformed ids are unknown-ids.test.ts's.
 */
afterAll(cleanupTestFiles);

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
