import { vi } from 'vitest';
import { Params } from '../http/params';
import { makeTestApp, type TestApp } from '../test/test-app';
import { snapshot, type Snapshot } from './db-fingerprint';

/**
 * The routes of the built app, read from Hono's own route table (`app.routes`), so that every conformance
 * test covers a route the day it is registered. Middleware (`/*`, `/api/v1/*`) and the catch-all 405
 * handlers (`ALL`) are left out.
 */
export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Hono's pattern, e.g. `/api/v1/users/:id{[0-9]+}`. */
  pattern: string;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

export function routesOf(t: TestApp): RouteEntry[] {
  const seen = new Set<string>();
  const entries: RouteEntry[] = [];
  for (const { method, path } of t.app.routes) {
    if (!METHODS.has(method) || path.includes('*')) continue;
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push({ method: method as RouteEntry['method'], pattern: path });
  }
  return entries;
}

/**
 * The route table, read from a throwaway app when a test file loads (its tests are generated from the table,
 * so it must be known before any test runs); the app is closed at once.
 */
export function routeTable(): RouteEntry[] {
  const t = makeTestApp();
  try {
    return routesOf(t);
  } finally {
    t.close();
  }
}

/** Every path pattern with the methods registered on it. */
export function pathsOf(routes: readonly RouteEntry[]): Map<string, RouteEntry['method'][]> {
  const paths = new Map<string, RouteEntry['method'][]>();
  for (const { method, pattern } of routes) paths.set(pattern, [...(paths.get(pattern) ?? []), method]);
  return paths;
}

export const isApi = (pattern: string) => pattern.startsWith('/api/v1/');
/**
 * The OAuth dialog's pages, the app's sign-out and the identity provider's browser endpoints are HTML by design (spec 5);
 * everything else answers JSON.
 */
export const isHtmlPage = (pattern: string) =>
  pattern.startsWith('/dialog/') ||
  pattern === '/oauth2/authorize' ||
  pattern === '/oauth2/sign-out' ||
  pattern === '/idp/authorize' ||
  pattern === '/idp/end-session';

/** `:name` and `:name{regex}` path parameters, in order. */
export function pathParams(pattern: string): string[] {
  return [...pattern.matchAll(/:(\w+)(\{[^}]*\})?/g)].map((m) => m[1] ?? '');
}

/** The pattern with each parameter replaced by `values[name]` (or by `fallback(name, index)`). */
export function fillPath(pattern: string, value: (name: string, index: number) => string): string {
  let index = 0;
  return pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => value(name, index++));
}

export const FAMILIES: Record<string, string> = {
  users: 'user',
  from_user: 'user',
  liked_by: 'user',
  for_user: 'user',
  to_user: 'user',
  relationships: 'superior',
  in_group: 'group',
  groups: 'group',
  messages: 'message',
  in_thread: 'thread',
  threads: 'thread',
  to_thread: 'thread',
  about_topic: 'topic',
  topics: 'topic',
  tags: 'topic',
  to_topic: 'topic',
  to_tag: 'topic',
  suggestions: 'suggestion',
  pending_attachments: 'pending',
};

/** Real ids of the seeded demo network, as seen by `admin@example.com` (a verified admin of Example Corp). */
export interface Samples {
  user: number;
  superior: number;
  group: number;
  message: number;
  thread: number;
  topic: number;
  suggestion: number;
  pending: number;
  file: { id: number; key: string; name: string };
  mugshot: { size: string; key: string };
}

function one(t: TestApp, sql: string, ...args: unknown[]): Record<string, unknown> {
  const row = t.db.prepare(sql).get(...args) as Record<string, unknown> | undefined;
  if (row === undefined) throw new Error(`no sample for ${sql}`);
  return row;
}

export async function samplesOf(t: TestApp, token: string): Promise<Samples> {
  const corp = t.repo.networkByPermalink('example.com')?.id ?? 0;
  const admin = t.repo.userByEmail('admin@example.com')?.id ?? 0;
  const bob = t.repo.userByEmail('bob@example.com')?.id ?? 0;
  const message = one(
    t,
    `SELECT id, thread_id FROM messages WHERE network_id = ? AND privacy = 'public' AND deleted_at IS NULL
     AND replied_to_id IS NOT NULL ORDER BY id DESC LIMIT 1`,
    corp,
  );
  const group = one(
    t,
    `SELECT id FROM groups WHERE network_id = ? AND privacy = 'public' ORDER BY id LIMIT 1`,
    corp,
  );
  const topic = one(
    t,
    `SELECT mt.topic_id FROM message_topics mt JOIN topics tp ON tp.id = mt.topic_id
     WHERE tp.network_id = ? LIMIT 1`,
    corp,
  );
  // Someone in admin's org chart (their superior), so DELETE relationships/ID?type= finds a relationship.
  const superior = one(
    t,
    `SELECT superior_id FROM org_reports WHERE network_id = ? AND subordinate_id = ? LIMIT 1`,
    corp,
    admin,
  );
  // Suggestions are made when first listed; a pending attachment and a file need an upload.
  const suggestions = (await (await t.api('/api/v1/suggestions.json', token)).json()) as { id: number }[];
  const form = new FormData();
  form.append('attachment', new File(['hello'], 'hello.txt', { type: 'text/plain' }));
  const pending = (await (
    await t.api('/api/v1/pending_attachments.json', token, { method: 'POST', body: form })
  ).json()) as { id: number };
  const file = one(t, 'SELECT id, access_key, name FROM attachments WHERE id = ?', pending.id);
  return {
    user: bob,
    superior: Number(superior.superior_id),
    group: Number(group.id),
    message: Number(message.id),
    thread: Number(message.thread_id),
    topic: Number(topic.topic_id),
    suggestion: suggestions[0]?.id ?? 1,
    pending: pending.id,
    file: { id: Number(file.id), key: String(file.access_key), name: String(file.name) },
    mugshot: { size: '48x48', key: `user-${String(bob)}` },
  };
}

/** A real value for each path parameter of `pattern`; `1` for a route nobody has taught this yet. */
export function samplePath(pattern: string, samples: Samples): string {
  return fillPath(pattern, (name) => {
    if (pattern.startsWith('/files/')) {
      if (name === 'id') return String(samples.file.id);
      if (name === 'key') return samples.file.key;
      return encodeURIComponent(samples.file.name);
    }
    if (pattern.startsWith('/mugshot/')) return name === 'size' ? samples.mugshot.size : samples.mugshot.key;
    const segment = /\/(\w+)\/:/.exec(pattern)?.[1] ?? '';
    const family = FAMILIES[segment] as keyof Samples | undefined;
    const value = family === undefined ? 1 : samples[family];
    return typeof value === 'number' ? String(value) : '1';
  });
}

/** Valid parameters that get each route past its first checks, so that fuzzing reaches deeper code. */
export function baseParams(method: string, pattern: string, samples: Samples): Record<string, string> {
  const key = `${method} ${pattern}`;
  const bases: Record<string, Record<string, string>> = {
    'POST /api/v1/messages': { body: 'Fuzzing the emulator' },
    'POST /api/v1/messages/email': { message_id: String(samples.message) },
    'POST /api/v1/messages/liked_by/current': { message_id: String(samples.message) },
    'DELETE /api/v1/messages/liked_by/current': { message_id: String(samples.message) },
    'POST /api/v1/groups': { name: 'Fuzzers' },
    'POST /api/v1/group_memberships': { group_id: String(samples.group) },
    'DELETE /api/v1/group_memberships': { group_id: String(samples.group) },
    'POST /api/v1/users': { email: 'fuzz@example.com' },
    'GET /api/v1/users/by_email': { email: 'bob@example.com' },
    'POST /api/v1/relationships': { colleague: 'bob@example.com' },
    'DELETE /api/v1/relationships/:id{[0-9]+}': { type: 'superior' },
    'POST /api/v1/invitations': { email: 'fuzz@example.com' },
    'POST /api/v1/subscriptions': { target_type: 'user', target_id: String(samples.user) },
    'DELETE /api/v1/subscriptions': { target_type: 'user', target_id: String(samples.user) },
    'GET /api/v1/autocomplete/ranked': { prefix: 'al', models: 'user:5,group:2,topic:2' },
    'GET /api/v1/search': { search: 'plan' },
    'POST /api/v1/oauth': { user_id: String(samples.user), consumer_key: 'commons-demo' },
    'GET /dialog/oauth': { client_id: 'commons-demo', redirect_uri: 'http://localhost:5173/' },
    'GET /oauth2/authorize': {
      client_id: 'commons-demo',
      redirect_uri: 'http://localhost:5173/',
      response_type: 'code',
    },
    'GET /idp/authorize': {
      client_id: 'commons-demo',
      redirect_uri: 'http://localhost:5173/auth/callback',
      response_type: 'code',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    },
    'POST /idp/token': { client_id: 'commons-demo', grant_type: 'authorization_code', code: 'x' },
    'POST /idp/revoke': { client_id: 'commons-demo', token: 'x' },
    'POST /dialog/sign-in': { email: 'alice@example.com', password: 'demo' },
    'GET /oauth2/access_token': {
      client_id: 'commons-demo',
      client_secret: 'commons-demo-secret',
      code: 'x',
    },
    'POST /oauth2/access_token': {
      client_id: 'commons-demo',
      client_secret: 'commons-demo-secret',
      code: 'x',
    },
  };
  return bases[key] ?? {};
}

/**
 * Records the names of the parameters a request reads (through `Params`, the only way routes read them),
 * so that fuzzing covers every parameter of every route without a hand-written list.
 */
export function recordParamReads(): { names: () => Set<string>; restore: () => void } {
  const spies = [
    vi.spyOn(Params.prototype, 'get'),
    vi.spyOn(Params.prototype, 'getAll'),
    vi.spyOn(Params.prototype, 'file'),
    vi.spyOn(Params.prototype, 'has'),
  ];
  return {
    names: () => new Set(spies.flatMap((spy) => spy.mock.calls.map(([name]) => name))),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

/** Resolves with the response and its text, or rejects when either takes longer than `ms` (a hang). */
export async function within(
  ms: number,
  work: () => Response | Promise<Response>,
): Promise<{ response: Response; text: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${String(ms)} ms`));
    }, ms);
  });
  try {
    return await Promise.race([
      (async () => {
        const response = await work();
        return { response, text: await response.text() };
      })(),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The human-readable message of any error body of the emulator (`error.message`, `response.message`, `error_description`). */
export function errorMessage(text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  // The identity provider answers the OAuth 2 error shape (RFC 6749 5.2): `{"error","error_description"}`.
  const { error_description: description } = body as { error_description?: unknown };
  if (typeof description === 'string' && description !== '') return description;
  for (const outer of Object.values(body)) {
    if (typeof outer === 'object' && outer !== null && 'message' in outer) {
      const { message } = outer as { message: unknown };
      if (typeof message === 'string' && message !== '') return message;
    }
  }
  return undefined;
}

/**
 * Copies of one prepared database: the demo network with admin's token and the samples already made (a
 * pending attachment, listed suggestions), so that every copy has the same ids and keys, and what a request
 * changed can be told from the prepared state without reading the database twice.
 */
export interface Prepared {
  file: string;
  samples: Samples;
  /** The prepared state, for `delta` (db-fingerprint.ts). */
  state: Snapshot;
}

let preparedOnce: Promise<Prepared> | undefined;

export function prepared(): Promise<Prepared> {
  preparedOnce ??= (async () => {
    const t = makeTestApp({ rateLimits: false });
    const samples = await samplesOf(t, t.tokenFor('admin@example.com'));
    t.db.pragma('wal_checkpoint(TRUNCATE)');
    const state = snapshot(t);
    t.close();
    return { file: t.file, samples, state };
  })();
  return preparedOnce;
}

/** A fresh copy of the prepared database, with admin's token. */
export async function freshCopy(): Promise<{ t: TestApp; token: string; samples: Samples; state: Snapshot }> {
  const { file, samples, state } = await prepared();
  const t = makeTestApp({ rateLimits: false }, file);
  return { t, token: t.tokenFor('admin@example.com'), samples, state };
}

/** SQLite's count of rows written through this connection (triggers included). */
export const writesOf = (t: TestApp): number =>
  (t.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
