import { afterAll, describe, expect, it } from 'vitest';
import { XML_CONTENT_TYPE } from '../serialize/to-xml';
import { cleanupTestFiles, type TestApp } from '../test/test-app';
import { readXmlValue } from '../test/xml-reader';
import { delta, snapshot, type Snapshot } from './db-fingerprint';
import { isApi, routeTable, writesOf, type RouteEntry } from './route-catalog';
import { baseParams, freshCopy, samplePath, type Samples } from './route-samples';

/**
 * Issue 29, over every route of `app.routes`: an API route asked with `.xml` answers what it answers with
 * `.json` (the same status, headers and writes) in XML that a strict parser reads back, by the inverse of the
 * mapping's rules (test/xml-reader.ts), to exactly the JSON answer's data. Each request gets its own copy of
 * the prepared demo network, so a write asked in one format cannot change the other's answer.
 */
afterAll(cleanupTestFiles);

const ROUTES = routeTable();
const API_ROUTES = ROUTES.filter((r) => isApi(r.pattern));
const label = (r: RouteEntry) => `${r.method} ${r.pattern}`;
const UNKNOWN_ID = '999999999';

interface Answer {
  status: number;
  contentType: string;
  /** Every other header, by lower-case name (the body's length differs between the formats). */
  headers: Record<string, string>;
  text: string;
  /** Rows added and removed per table. */
  writes: Record<string, [number, number]>;
}

/** The catalog's base request of `entry` at `path` (its sample path, or another) with the format `suffix`. */
async function ask(entry: RouteEntry, suffix: string, path?: (samples: Samples) => string): Promise<Answer> {
  const { t, token, samples, state } = await freshCopy();
  try {
    const fields = Object.entries(baseParams(entry.method, entry.pattern, samples)).map(
      ([k, v]) => [k, v.replace('{n}', '1')] as [string, string],
    );
    const target = `${path ? path(samples) : samplePath(entry.pattern, samples)}${suffix}`;
    const init: RequestInit = { method: entry.method };
    let url = `${target}?${new URLSearchParams(fields).toString()}`;
    if (entry.method === 'POST' || entry.method === 'PUT') {
      const form = new FormData();
      for (const [k, v] of fields) form.append(k, v);
      if (entry.pattern === '/api/v1/pending_attachments') {
        form.append('attachment', new File(['hello'], 'hello.txt', { type: 'text/plain' }));
      }
      [url, init.body] = [target, form];
    }
    return await answer(t, token, url, init, state);
  } finally {
    t.close();
  }
}

async function answer(
  t: TestApp,
  token: string,
  url: string,
  init: RequestInit,
  state: Snapshot,
): Promise<Answer> {
  const writes = writesOf(t);
  const response = await t.api(url, token, { ...init, headers: { Accept: 'application/json' } });
  const text = await response.text();
  const changes = writesOf(t) === writes ? {} : delta(state, snapshot(t));
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => name !== 'content-type' && name !== 'content-length'),
  );
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    headers,
    text,
    writes: Object.fromEntries(
      Object.entries(changes).map(([table, c]) => [table, [c.added.length, c.removed.length]]),
    ),
  };
}

/** Tokens and file keys are random by design (a new one on each copy); everything else must match exactly. */
function unrandom(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (key === 'token' || key === 'access_key') return '<random>';
    return value.replace(/\/files\/(\d+)\/[^/"]+\//g, '/files/$1/<key>/');
  }
  if (Array.isArray(value)) return value.map((item) => unrandom(item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unrandom(v, k)]));
  }
  return value;
}

/** The `.xml` answer holds the `.json` one: same status, headers and writes; XML of the same data, or the same bytes. */
function expectSameAnswer(json: Answer, xml: Answer): void {
  expect(xml.status, xml.text).toBe(json.status);
  expect(xml.headers).toEqual(json.headers);
  expect(xml.writes).toEqual(json.writes);
  if (json.contentType.startsWith('application/json') && json.text !== '') {
    expect(xml.contentType).toBe(XML_CONTENT_TYPE);
    expect(unrandom(readXmlValue(xml.text))).toEqual(unrandom(JSON.parse(json.text)));
  } else {
    // Not JSON (an empty 200, a file, an image): passed through as it was.
    expect(xml.contentType).toBe(json.contentType);
    expect(xml.text).toBe(json.text);
  }
}

describe('every API route answers .xml as it answers .json', () => {
  it('the catalog has the API routes', () => {
    expect(API_ROUTES.length).toBeGreaterThan(50);
  });

  it.each(API_ROUTES.map((r) => [label(r), r] as const))('%s', async (_, entry) => {
    const json = await ask(entry, '.json');
    const xml = await ask(entry, '.xml');
    expect(json.status, json.text).toBeLessThan(500);
    expectSameAnswer(json, xml);
  });
});

describe('errors of .xml requests are XML, with the status and data of the JSON error', () => {
  const withPathIds = API_ROUTES.filter((r) => /:\w+/.test(r.pattern));
  it.each(withPathIds.map((r) => [label(r), r] as const))('%s with an unknown id: 404', async (_, entry) => {
    const unknown = (samples: Samples) =>
      samplePath(entry.pattern, samples).replace(/\/\d+(?=\/|$)/, `/${UNKNOWN_ID}`);
    const json = await ask(entry, '.json', unknown);
    const xml = await ask(entry, '.xml', unknown);
    expect(json.status, json.text).toBe(404);
    expectSameAnswer(json, xml);
  });

  it.each(API_ROUTES.filter((r) => r.method === 'GET').map((r) => [label(r), r] as const))(
    '%s without a token: 401',
    async (_, entry) => {
      const { t, samples } = await freshCopy();
      try {
        const path = samplePath(entry.pattern, samples);
        const json = await t.api(`${path}.json`, undefined);
        const xml = await t.api(`${path}.xml`, undefined);
        expect(xml.status).toBe(401);
        expect(xml.headers.get('content-type')).toBe(XML_CONTENT_TYPE);
        expect(xml.headers.get('www-authenticate')).toBe(json.headers.get('www-authenticate'));
        expect(readXmlValue(await xml.text())).toEqual(await json.json());
      } finally {
        t.close();
      }
    },
  );
});

describe('outside the API, .xml is no format', () => {
  it.each(ROUTES.filter((r) => !isApi(r.pattern)).map((r) => [label(r), r] as const))(
    '%s.xml is never answered in XML',
    async (_, entry) => {
      const answer = await ask(entry, '.xml');
      expect(answer.status).toBeLessThan(500);
      expect(answer.contentType).not.toContain('xml');
    },
  );
});
