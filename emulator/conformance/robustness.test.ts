import { afterAll, describe, expect, it } from 'vitest';
import { TOKEN_NOT_FOUND } from '../../contract/errors';
import { cleanupTestFiles, makeTestApp, type TestApp } from '../test/test-app';
import {
  errorMessage,
  isApi,
  isHtmlPage,
  pathsOf,
  recordParamReads,
  routeTable,
  within,
  type RouteEntry,
} from './route-catalog';
import { baseParams, samplePath, samplesOf } from './route-samples';

/**
 * Issue 3: "never a 500, never a hang, never an HTML error page". Every route of the app (read from
 * `app.routes`, so a new route is covered the day it is added) gets no token, hostile path ids, and hostile
 * values for every parameter it reads (found by recording what it reads, see `recordParamReads`), in the
 * query string and as typed JSON, plus malformed JSON, multipart and form bodies and every wrong method.
 * Each answer must come within the time limit, below 500, as JSON with a message when it is an error.
 */
afterAll(cleanupTestFiles);

const ROUTES = routeTable();
const PATHS = [...pathsOf(ROUTES)];

const TIME_LIMIT_MS = 5_000;
const HUGE = 'x'.repeat(100_000);

/** Hostile values, sent URL-encoded (the second element says whether it is already encoded). */
const STRING_VALUES: [string, boolean][] = [
  ['abc', false],
  ['-1', false],
  ['0', false],
  ['1.5', false],
  ['1e3', false],
  ['99999999999999999999999', false],
  ['9007199254740993', false],
  ['', false],
  [' ', false],
  ['null', false],
  ['true', false],
  ['%', false],
  ['\u0000\u0001\u001b\u007f', false],
  [HUGE, false],
  ['<script>alert(1)</script>', false],
  ["' OR 1=1 --", false],
  ['{"a":1}', false],
  ['a,b,,c', false],
  ['user:99999999999,group:-1,topic:abc', false],
  ['\uFFFF\u202E\u200B', false],
  // Invalid UTF-8 and an encoded lone surrogate.
  ['%FF%FE%C3%28', true],
  ['%ED%A0%80', true],
];

/** Hostile JSON values for the same parameters in a JSON body. */
const JSON_VALUES: unknown[] = [
  [1, 2],
  { a: { b: 1 } },
  null,
  true,
  -1,
  1e308,
  Number('12345678901234567890'),
  [],
  [['x']],
  '',
];

const BODIES: [contentType: string | undefined, body: string | Uint8Array<ArrayBuffer>][] = [
  ['application/json', '{"body":'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', 'null'],
  ['application/json', '{"a":1} trailing'],
  ['application/json', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
  ['application/json', '{"body":"\u0000","group_id":"\u0000"}'],
  ['application/json; charset=utf-16', '{}'],
  ['application/json', `{"${HUGE}":1}`],
  ['multipart/form-data; boundary=xyz', 'garbage'],
  ['multipart/form-data', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--xyz--\r\n'],
  ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="body"\r\n\r\nhi'],
  [
    'multipart/form-data; boundary=xyz',
    '--xyz\r\nContent-Disposition: form-data\r\n\r\nnameless\r\n--xyz--\r\n',
  ],
  ['application/x-www-form-urlencoded', '%E0%A4%A&body=%&=&&=x'],
  ['application/x-www-form-urlencoded', new Uint8Array([0x62, 0x6f, 0x64, 0x79, 0x3d, 0xff, 0xc0])],
  ['text/plain', 'hello'],
  ['application/xml', '<a/>'],
  [undefined, '{not json'],
];

const PATH_VALUES = ['abc', '-1', '0', '99999999999999999999', '1.5', '%FF', '%00', '%2e%2e', '1%20', HUGE];

const query = (pairs: [string, string][]) =>
  pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&');

/** One numbered parameter family is fuzzed through its first two members (topic1, topic2, not topic3..20). */
const worthFuzzing = (name: string) => {
  const n = /(\d+)$/.exec(name)?.[1];
  return n === undefined || Number(n) <= 2;
};

class Checker {
  readonly failures: string[] = [];
  count = 0;
  private n = 0;

  constructor(
    private readonly t: TestApp,
    private readonly token: string,
    private readonly entry: RouteEntry,
  ) {}

  /** A unique number for base values holding `{n}` (a new email, a new group name per request). */
  base(values: Record<string, string>): [string, string][] {
    this.n += 1;
    return Object.entries(values).map(([k, v]) => [k, encodeURIComponent(v.replace('{n}', String(this.n)))]);
  }

  async send(
    label: string,
    url: string,
    init: RequestInit & { auth?: boolean } = {},
  ): Promise<{ response: Response; text: string } | undefined> {
    const { auth = true, ...rest } = init;
    this.count += 1;
    try {
      // Accept: application/json, as the official clients send it (autocomplete requires it).
      const headers = { Accept: 'application/json', ...(rest.headers as Record<string, string> | undefined) };
      const { response, text } = await within(TIME_LIMIT_MS, () =>
        this.t.api(url, auth ? this.token : undefined, { ...rest, headers }),
      );
      this.check(label, response, text);
      return { response, text };
    } catch (error) {
      this.failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  private check(label: string, response: Response, text: string): void {
    const { pattern } = this.entry;
    const where = `${label} → ${String(response.status)}`;
    if (response.status >= 500) this.failures.push(`${where}: ${text.slice(0, 300)}`);
    if (isHtmlPage(pattern)) return;
    const type = response.headers.get('content-type') ?? '';
    const binary =
      (pattern.startsWith('/files/') || pattern.startsWith('/mugshot/')) && response.status < 400;
    if (text !== '' && !binary && !type.startsWith('application/json')) {
      this.failures.push(`${where}: Content-Type ${type}`);
    }
    if (response.status >= 400 && errorMessage(text) === undefined) {
      this.failures.push(`${where}: error body without a message: ${text.slice(0, 200)}`);
    }
  }
}

describe('every route survives hostile input (issue 3: never a 500, never a hang, never HTML)', () => {
  it('the catalog holds the routes of every resource', () => {
    const patterns = new Set(ROUTES.map((r) => `${r.method} ${r.pattern}`));
    for (const expected of [
      'GET /api/v1/messages',
      'POST /api/v1/messages',
      'POST /api/v1/pending_attachments',
      'GET /api/v1/users',
      'POST /api/v1/users',
      'DELETE /api/v1/subscriptions',
      'GET /api/v1/autocomplete/ranked',
      'POST /api/v1/oauth',
      'GET /dialog/oauth',
      'POST /oauth2/access_token',
    ]) {
      expect(patterns).toContain(expected);
    }
    expect(ROUTES.length).toBeGreaterThan(50);
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.pattern}`, r] as const))(
    '%s',
    async (_, entry) => {
      const t = makeTestApp({ rateLimits: false, ogFetch: { timeoutMs: 200, maxBytes: 10_000 } });
      const token = t.tokenFor('admin@example.com');
      const samples = await samplesOf(t, token);
      const checker = new Checker(t, token, entry);
      const { method, pattern } = entry;
      const path = samplePath(pattern, samples);
      const base = baseParams(method, pattern, samples);
      const withQuery = (pairs: [string, string][]) => (pairs.length ? `${path}?${query(pairs)}` : path);

      // (a) No token: the exact 401 of section 7 on every API route.
      if (isApi(pattern)) {
        const answer = await checker.send('no token', withQuery(checker.base(base)), {
          method,
          auth: false,
        });
        expect(answer?.response.status, `${method} ${pattern} without a token`).toBe(401);
        expect(JSON.parse(answer?.text ?? 'null')).toEqual(TOKEN_NOT_FOUND);
      }

      // (b) Every parameter the route reads, with every hostile value; new names found on the way join in.
      const recorder = recordParamReads();
      try {
        await checker.send('base', withQuery(checker.base(base)), { method });
        const done = new Set<string>();
        for (let round = 0; round < 4; round += 1) {
          const names = [...recorder.names()].filter((name) => !done.has(name) && worthFuzzing(name));
          if (names.length === 0) break;
          for (const name of names) {
            done.add(name);
            const others = () =>
              checker.base(Object.fromEntries(Object.entries(base).filter(([k]) => k !== name)));
            for (const [value, encoded] of STRING_VALUES) {
              const pair: [string, string] = [name, encoded ? value : encodeURIComponent(value)];
              await checker.send(`${name}=${value.slice(0, 40)}`, withQuery([...others(), pair]), { method });
            }
            await checker.send(`${name}=1&${name}=2`, withQuery([...others(), [name, '1'], [name, '2']]), {
              method,
            });
            await checker.send(`${name}[]=a`, withQuery([...others(), [`${name}[]`, 'a']]), { method });
            if (method !== 'GET') {
              // The parameter as a file part of a multipart body (a file where text is expected, and back).
              const form = new FormData();
              for (const [k, v] of others()) form.append(k, decodeURIComponent(v));
              form.append(name, new File([HUGE], `${HUGE.slice(0, 300)}\u0000.bin`, { type: 'x/\u0001' }));
              await checker.send(`multipart file ${name}`, path, { method, body: form });
              for (const value of JSON_VALUES) {
                const body = JSON.stringify({
                  ...Object.fromEntries(others().map(([k, v]) => [k, decodeURIComponent(v)])),
                  [name]: value,
                });
                await checker.send(`JSON ${name}: ${JSON.stringify(value).slice(0, 40)}`, path, {
                  method,
                  headers: { 'Content-Type': 'application/json' },
                  body,
                });
              }
            }
          }
        }
      } finally {
        recorder.restore();
      }

      // Hostile path parameters (each occupies one whole segment of the pattern).
      const real = path.split('/');
      const slots = pattern.split('/').flatMap((segment, i) => (segment.startsWith(':') ? [i] : []));
      for (const at of slots) {
        for (const value of PATH_VALUES) {
          const url = real.map((segment, i) => (i === at ? value : segment)).join('/');
          const label = `path segment ${String(at)}=${value.slice(0, 20)}`;
          await checker.send(label, `${url}?${query(checker.base(base))}`, { method });
          await checker.send(`${label} .json`, `${url}.json`, { method });
        }
      }

      // Malformed bodies, with and without the route's valid query parameters.
      if (method !== 'GET') {
        for (const [contentType, body] of BODIES) {
          for (const url of [path, withQuery(checker.base(base))]) {
            await checker.send(`body ${contentType ?? 'none'}: ${String(body).slice(0, 30)}`, url, {
              method,
              headers: contentType ? { 'Content-Type': contentType } : {},
              body,
            });
          }
        }
      }

      t.close();
      expect(checker.failures, `${String(checker.count)} requests`).toEqual([]);
    },
    180_000,
  );

  it.each(PATHS.map(([pattern, methods]) => [pattern, methods] as const))(
    'wrong methods on %s answer 405 JSON with Allow',
    async (pattern, methods) => {
      const t = makeTestApp({ rateLimits: false });
      const token = t.tokenFor('admin@example.com');
      const samples = await samplesOf(t, token);
      const checker = new Checker(t, token, { method: 'GET', pattern });
      const path = samplePath(pattern, samples);
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
        if ((methods as readonly string[]).includes(method)) continue;
        const answer = await checker.send(`${method} ${path}`, path, { method });
        expect(answer?.response.status, `${method} ${pattern}`).toBe(405);
        expect(answer?.response.headers.get('allow')).toBe(methods.join(', '));
      }
      await checker.send(`OPTIONS ${path}`, path, { method: 'OPTIONS' });
      t.close();
      expect(checker.failures).toEqual([]);
    },
  );
});
