import { vi } from 'vitest';
import { Params } from '../http/params';
import { makeTestApp, type TestApp } from '../test/test-app';

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

/** SQLite's count of rows written through this connection (triggers included). */
export const writesOf = (t: TestApp): number =>
  (t.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
