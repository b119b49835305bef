import type { Prng } from '../seed/prng';
import type { RawRequest } from './raw-http';
import { BAD_VALUES, HUGE, JSON_VALUES, MALFORMED_HEADS, METHODS, ODD_HEADERS } from './fuzz-values';

/** A route of the emulator's own table (`app.routes`), e.g. GET `/api/v1/users/:id{[0-9]+}`. */
export interface FuzzRoute {
  method: string;
  pattern: string;
}

/** What the cases are made from: the route table, live tokens, real ids and the parameter names routes read. */
export interface FuzzContext {
  routes: readonly FuzzRoute[];
  /** Live tokens of people in the demo network (an admin first). */
  tokens: readonly string[];
  /** A revoked token. */
  revoked: string;
  /** Real ids by the path segment before them (`users`, `groups`, `messages`, ...); others get `fallbackIds`. */
  ids: Readonly<Record<string, readonly string[]>>;
  fallbackIds: readonly string[];
  paramNames: readonly string[];
}

export interface FuzzCase {
  kind: string;
  /** The route it was made from, for the report. */
  route: string;
  request: RawRequest;
}

export function makeCases(context: FuzzContext, rng: Prng, count: number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const kinds: [number, (route: FuzzRoute) => FuzzCase][] = [
    [26, (route) => queryCase(context, rng, route)],
    [22, (route) => bodyCase(context, rng, route)],
    [8, (route) => methodCase(context, rng, route)],
    [10, (route) => pathCase(context, rng, route)],
    [10, (route) => tokenCase(context, rng, route)],
    [8, (route) => headerCase(context, rng, route)],
    [4, (route) => malformedCase(context, rng, route)],
    [4, (route) => hugeUrlCase(context, rng, route)],
    [4, (route) => abortedCase(context, rng, route)],
    [4, (route) => overrideCase(context, rng, route)],
  ];
  const total = kinds.reduce((sum, [weight]) => sum + weight, 0);
  for (let i = 0; i < count; i += 1) {
    // Every route in turn, so that each gets its share whatever the count.
    const route = context.routes[i % context.routes.length] ?? { method: 'GET', pattern: '/' };
    let roll = rng.next() * total;
    const make = kinds.find(([weight]) => (roll -= weight) < 0)?.[1] ?? kinds[0]?.[1];
    if (make) cases.push(make(route));
  }
  return cases;
}

function base(context: FuzzContext, rng: Prng, route: FuzzRoute, kind: string): FuzzCase {
  const path = fillPath(route.pattern, (segment) => rng.pick(context.ids[segment] ?? context.fallbackIds));
  // API paths in each form of the format rule (spec 1): bare and `.json` answer JSON, `.xml` XML.
  return {
    kind,
    route: `${route.method} ${route.pattern}`,
    request: {
      method: route.method,
      target: route.pattern.startsWith('/api/v1/') ? path + rng.pick(['', '.json', '.xml']) : path,
      headers: [
        ['Host', '127.0.0.1'],
        ['Connection', 'close'],
        ['Accept', 'application/json'],
        ['Authorization', `Bearer ${rng.pick(context.tokens)}`],
      ],
    },
  };
}

function fillPath(pattern: string, value: (segment: string) => string): string {
  return pattern
    .replace(/\/(\w*)\/:(\w+)(\{[^}]*\})?/g, (_, segment: string) => `/${segment}/${value(segment)}`)
    .replace(/:(\w+)(\{[^}]*\})?/g, () => value(''));
}

function badValue(rng: Prng): string {
  const [value, encoded] = rng.pick(BAD_VALUES);
  return encoded ? value : encodeURIComponent(value);
}

function someParams(context: FuzzContext, rng: Prng): [string, string][] {
  return Array.from({ length: rng.int(1, 4) }, () => {
    const name = rng.pick(context.paramNames);
    return [rng.chance(0.1) ? `${name}[]` : name, badValue(rng)] as [string, string];
  });
}

const queryOf = (pairs: [string, string][]) =>
  pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&');

function withQuery(target: string, pairs: [string, string][]): string {
  if (pairs.length === 0) return target;
  return `${target}${target.includes('?') ? '&' : '?'}${queryOf(pairs)}`;
}

function setBody(fuzz: FuzzCase, type: string | undefined, body: Uint8Array | string): FuzzCase {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  if (type !== undefined) fuzz.request.headers.push(['Content-Type', type]);
  fuzz.request.headers.push(['Content-Length', String(bytes.byteLength)]);
  fuzz.request.body = bytes;
  return fuzz;
}

function queryCase(context: FuzzContext, rng: Prng, route: FuzzRoute): FuzzCase {
  const fuzz = base(context, rng, route, 'bad query values');
  fuzz.request.target = withQuery(fuzz.request.target, someParams(context, rng));
  return fuzz;
}

function bodyCase(context: FuzzContext, rng: Prng, route: FuzzRoute): FuzzCase {
  const fuzz = base(context, rng, route, 'bad body');
  if (fuzz.request.method === 'GET') fuzz.request.method = rng.pick(['POST', 'PUT', 'DELETE']);
  const object = () =>
    Object.fromEntries(
      Array.from({ length: rng.int(1, 4) }, () => [rng.pick(context.paramNames), rng.pick(JSON_VALUES)]),
    );
  const variants: (() => FuzzCase)[] = [
    () => setBody(fuzz, 'application/json', JSON.stringify(object())),
    () => setBody(fuzz, 'application/json', `{"body":${'['.repeat(5000)}${']'.repeat(5000)}}`),
    () => setBody(fuzz, 'application/json', `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`),
    () => setBody(fuzz, 'application/json', '{"body": "unterminated'),
    () => setBody(fuzz, 'application/json', rng.pick(['[]', '"text"', '42', 'null', 'true', ''])),
    () =>
      setBody(fuzz, 'application/json', JSON.stringify({ ids: Array.from({ length: 50_000 }, (_, i) => i) })),
    () => setBody(fuzz, undefined, '{"body":"no content type"}'),
    () => setBody(fuzz, 'application/x-www-form-urlencoded', queryOf(someParams(context, rng))),
    () => setBody(fuzz, 'application/x-www-form-urlencoded', '%E0%A4%A&body=%&=&&=x'),
    () => setBody(fuzz, 'application/x-www-form-urlencoded', new Uint8Array([0x62, 0x3d, 0xff, 0xc0, 0x00])),
    () =>
      setBody(
        fuzz,
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="body"\r\n\r\nunterminated',
      ),
    () =>
      setBody(
        fuzz,
        'multipart/form-data; boundary=xyz',
        `--xyz\r\nContent-Disposition: form-data; name="${rng.pick(context.paramNames)}"; filename="${'a'.repeat(300)}\u0000.bin"\r\n` +
          `Content-Type: x/\u0001\r\n\r\n${'b'.repeat(rng.int(0, 50_000))}\r\n--xyz--\r\n`,
      ),
    () => setBody(fuzz, 'text/xml', '<a><b/></a>'),
    // Announced far over the 10 MB cap: refused from its length, never read.
    () => {
      fuzz.request.headers.push(
        ['Content-Type', 'application/json'],
        ['Content-Length', String(11 * 1024 * 1024)],
      );
      fuzz.request.body = Buffer.from('{"body":"');
      fuzz.request.abortAfter = fuzz.request.body.length;
      fuzz.kind = 'oversized body';
      return fuzz;
    },
  ];
  return rng.pick(variants)();
}

function methodCase(context: FuzzContext, rng: Prng, route: FuzzRoute): FuzzCase {
  const fuzz = base(context, rng, route, 'bad method');
  fuzz.request.method = rng.pick(METHODS.filter((method) => method !== route.method));
  return fuzz;
}

function pathCase(context: FuzzContext, rng: Prng, route: FuzzRoute): FuzzCase {
  const fuzz = base(context, rng, route, 'bad ids and paths');
  const bad = rng.pick([
    'abc',
    '-1',
    '0',
    '99999999999999999999',
    '1.5',
    '%FF',
    '%00',
    '%2e%2e',
    '1%20',
    '..',
    HUGE.slice(0, 8_000),
  ]);
  const segments = fuzz.request.target.split('/');
  const at = rng.int(1, Math.max(1, segments.length - 1));
  segments[at] = bad;
  fuzz.request.target = segments.join('/') + rng.pick(['', '.json', '.xml', '/', '//', '?']);
  return fuzz;
}

function tokenCase(context: FuzzContext, rng: Prng, route: FuzzRoute): FuzzCase {
  const fuzz = base(context, rng, route, 'missing or invalid token');
  fuzz.request.headers = fuzz.request.headers.filter(([name]) => name !== 'Authorization');
  const choice = rng.int(0, 5);
  if (choice === 1) fuzz.request.headers.push(['Authorization', `Bearer ${context.revoked}`]);
  if (choice === 2)
    fuzz.request.headers.push(['Authorization', `Bearer ${rng.pick(['nope', 'a.b.c', 'x'.repeat(2_000)])}`]);
  if (choice === 3) fuzz.request.target = withQuery(fuzz.request.target, [['access_token', badValue(rng)]]);
  if (choice === 4) fuzz.request.headers.push(['Authorization', `Bearer ${rng.pick(context.tokens)}x`]);
  if (choice === 5) {
    // A body without a token: answered 401 before it is read.
    return setBody(fuzz, 'application/json', JSON.stringify({ body: 'x'.repeat(rng.int(0, 200_000)) }));
  }
  return fuzz;
}

function headerCase(context: FuzzContext, rng: Prng, route: FuzzRoute): FuzzCase {
  const fuzz = base(context, rng, route, 'odd headers');
  const odd = rng.pick(ODD_HEADERS);
  const names = new Set(odd.map(([name]) => name.toLowerCase()));
  fuzz.request.headers = [...fuzz.request.headers.filter(([name]) => !names.has(name.toLowerCase())), ...odd];
  if (names.has('transfer-encoding') || names.has('content-encoding') || names.has('expect')) {
    fuzz.request.method = route.method === 'GET' ? 'POST' : route.method;
    if (!names.has('transfer-encoding')) fuzz.request.headers.push(['Content-Length', '3']);
    fuzz.request.body = Buffer.from(names.has('transfer-encoding') ? '' : 'a=b');
  }
  return fuzz;
}

function malformedCase(context: FuzzContext, rng: Prng, route: FuzzRoute): FuzzCase {
  const [what, headers] = rng.pick(MALFORMED_HEADS);
  const fuzz = base(context, rng, route, `malformed request (${what})`);
  const names = new Set(headers.map(([name]) => name.toLowerCase()));
  fuzz.request.headers = [
    ...fuzz.request.headers.filter(([name]) => !names.has(name.toLowerCase())),
    ...headers,
  ];
  return fuzz;
}

function hugeUrlCase(context: FuzzContext, rng: Prng, route: FuzzRoute): FuzzCase {
  const fuzz = base(context, rng, route, 'huge URL');
  const length = rng.pick([15_000, 100_000]);
  fuzz.request.target = withQuery(fuzz.request.target, [
    [rng.pick(context.paramNames), HUGE.slice(0, length)],
  ]);
  return fuzz;
}

function abortedCase(context: FuzzContext, rng: Prng, route: FuzzRoute): FuzzCase {
  const fuzz = base(context, rng, route, 'aborted body');
  if (fuzz.request.method === 'GET') fuzz.request.method = 'POST';
  const body = Buffer.from(`body=${'a'.repeat(rng.int(10, 60_000))}`);
  fuzz.request.headers.push(
    ['Content-Type', 'application/x-www-form-urlencoded'],
    ['Content-Length', String(body.length + 10_000)],
  );
  fuzz.request.body = body;
  fuzz.request.abortAfter = rng.int(0, body.length);
  return fuzz;
}

function overrideCase(context: FuzzContext, rng: Prng, route: FuzzRoute): FuzzCase {
  const fuzz = base(context, rng, route, '_method override');
  fuzz.request.method = 'POST';
  const override = rng.pick(['DELETE', 'PUT', 'PATCH', 'GET', 'delete', '', 'X'.repeat(1_000)]);
  return setBody(
    fuzz,
    'application/x-www-form-urlencoded',
    queryOf([['_method', encodeURIComponent(override)], ...someParams(context, rng)]),
  );
}
