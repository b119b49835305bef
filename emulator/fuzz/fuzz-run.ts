import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../app';
import { createEmulatorServer, listen } from '../http/server';
import { ensureToken } from '../oauth/grants';
import { DEMO_APP } from '../seed/demo-app';
import { createPrng } from '../seed/prng';
import { XML_CONTENT_TYPE } from '../serialize/to-xml';
import { problemOf } from './answer-check';
import { makeCases, type FuzzContext, type FuzzRoute } from './fuzz-cases';
import { sendRaw } from './raw-http';

export interface FuzzOptions {
  requests: number;
  seed: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** An answer slower than this is a hang. */
  hangMs?: number;
  /** Messages in the seeded network (fewer: a faster start). */
  messages?: number;
}

export interface FuzzReport {
  requests: number;
  routes: number;
  /** Answers by status; `aborted` counts the requests cut off on purpose (no answer expected). */
  byStatus: Record<string, number>;
  byKind: Record<string, number>;
  failures: string[];
  serverErrors: number;
  /** Error answers of `.xml` API paths, each checked to be XML that reads back. */
  xmlErrors: number;
  maxLatencyMs: number;
  /** Lines the emulator wrote to its error log while fuzzed. */
  loggedErrors: string[];
  seconds: number;
}

/**
 * Fuzzes an emulator it starts itself: a temporary seeded database, rate limits off (so requests reach the
 * routes instead of stopping at 429), og_fetch limited to a short timeout (the values only name closed local
 * ports), listening on a free port of 127.0.0.1. Every route of its own table (`app.routes`) gets its share of
 * the seeded cases, API paths bare, with `.json` and with `.xml`. Fails on any 5xx, any error answer that is
 * not JSON (the dialog's HTML pages excepted) or, for an `.xml` API path, not XML that reads back by the
 * mapping's rules, any answer slower than `hangMs`, and any unexpected error in the emulator's log.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const file = join(tmpdir(), `commons-fuzz-${String(process.pid)}-${String(options.seed)}.sqlite`);
  removeDb(file);
  const emulator = createApp({
    db: file,
    rateLimits: false,
    seed: { messages: options.messages ?? 300 },
    ogFetch: { timeoutMs: 300, maxBytes: 10_000 },
  });
  const loggedErrors: string[] = [];
  const realError = console.error;
  console.error = (...args: unknown[]) => {
    loggedErrors.push(
      args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '),
    );
  };
  const server = createEmulatorServer(emulator.app.fetch);
  const { port, close } = await listen(server, 0, '127.0.0.1');
  try {
    const context = contextOf(emulator);
    const cases = makeCases(context, createPrng(options.seed), options.requests);
    const report: FuzzReport = {
      requests: cases.length,
      routes: context.routes.length,
      byStatus: {},
      byKind: {},
      failures: [],
      serverErrors: 0,
      xmlErrors: 0,
      maxLatencyMs: 0,
      loggedErrors,
      seconds: 0,
    };
    const hangMs = options.hangMs ?? 5_000;
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const fuzz = cases[next++];
        if (!fuzz) break;
        const label = `${fuzz.kind} on ${fuzz.route}: ${fuzz.request.method} ${fuzz.request.target.slice(0, 120)}`;
        report.byKind[fuzz.kind] = (report.byKind[fuzz.kind] ?? 0) + 1;
        const at = performance.now();
        try {
          const answer = await sendRaw(port, fuzz.request, hangMs);
          report.maxLatencyMs = Math.max(report.maxLatencyMs, performance.now() - at);
          if (answer === 'aborted') {
            report.byStatus.aborted = (report.byStatus.aborted ?? 0) + 1;
            continue;
          }
          report.byStatus[String(answer.status)] = (report.byStatus[String(answer.status)] ?? 0) + 1;
          const type = answer.headers.get('content-type');
          if (answer.status >= 400 && type === XML_CONTENT_TYPE) report.xmlErrors += 1;
          const problem = problemOf(fuzz, answer.status, type, answer.body);
          if (answer.status >= 500) report.serverErrors += 1;
          if (problem) report.failures.push(`${label} → ${String(answer.status)}: ${problem}`);
        } catch (error) {
          report.maxLatencyMs = Math.max(report.maxLatencyMs, performance.now() - at);
          report.failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
    // The emulator still answers after everything it was sent.
    const alive = await sendRaw(
      port,
      {
        method: 'GET',
        target: '/',
        headers: [
          ['Host', '127.0.0.1'],
          ['Connection', 'close'],
        ],
      },
      hangMs,
    );
    if (alive === 'aborted' || alive.status !== 200) report.failures.push('the emulator stopped answering');
    for (const line of loggedErrors) report.failures.push(`logged: ${line.split('\n')[0] ?? ''}`);
    report.seconds = (performance.now() - started) / 1000;
    return report;
  } finally {
    console.error = realError;
    await close();
    emulator.close();
    removeDb(file);
  }
}

type Emulator = ReturnType<typeof createApp>;

function contextOf(emulator: Emulator): FuzzContext {
  const { repo, db } = emulator;
  const app = repo.appByClientId(DEMO_APP.client_id);
  if (!app) throw new Error('the demo app is missing');
  const tokenOf = (email: string) => {
    const user = repo.userByEmail(email);
    const membership = user && repo.membershipsOf(user.id)[0];
    if (!user || !membership) throw new Error(`no demo user ${email}`);
    return ensureToken(repo, app.id, user.id, membership.network_id, Date.now()).token;
  };
  const tokens = ['admin@example.com', 'alice@example.com', 'bob@example.com'].map(tokenOf);
  const revoked = tokenOf('astrid.holm@example.com');
  repo.revokeToken(revoked, Date.now());
  const column = (sql: string) =>
    (db.prepare(sql).all() as { id: number | string }[]).map((row) => String(row.id));
  // The people whose tokens fuzz are left out of the ids, so that no DELETE users/ID suspends them mid-run.
  const users = column(
    "SELECT id FROM users WHERE email NOT IN ('admin@example.com', 'alice@example.com', 'bob@example.com') LIMIT 20",
  );
  const groups = column('SELECT id FROM groups LIMIT 10');
  const messages = column('SELECT id FROM messages ORDER BY id DESC LIMIT 20');
  const threads = column('SELECT DISTINCT thread_id AS id FROM messages ORDER BY id DESC LIMIT 10');
  const topics = column('SELECT id FROM topics LIMIT 10');
  const ids: Record<string, string[]> = {
    users,
    from_user: users,
    liked_by: users,
    to_user: users,
    relationships: users,
    by_email: users,
    in_group: groups,
    groups,
    messages,
    in_thread: threads,
    threads,
    to_thread: threads,
    about_topic: topics,
    topics,
    to_topic: topics,
    to_tag: topics,
  };
  return {
    routes: routeTableOf(emulator),
    tokens,
    revoked,
    ids,
    fallbackIds: ['1', '2', '48x48', 'user-1', 'abc'],
    paramNames: paramNames(),
  };
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

/** The emulator's own route table: every method and path registered, middleware and catch-alls left out. */
export function routeTableOf(emulator: Pick<Emulator, 'app'>): FuzzRoute[] {
  const seen = new Set<string>();
  const routes: FuzzRoute[] = [];
  for (const { method, path } of emulator.app.routes) {
    const key = `${method} ${path}`;
    if (!METHODS.has(method) || path.includes('*') || seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, pattern: path });
  }
  return routes;
}

/** Parameters numbered or built at run time, which the source scan cannot see. */
const BUILT_NAMES = [
  'topic1',
  'topic2',
  'attachment1',
  'pending_attachment1',
  'pending_attachment_ids',
  'education',
  'previous_companies',
  'colleague',
  'subordinate',
  'superior',
  'email1',
  'access_token',
  'location',
  'department_name',
];

/** Every parameter name the routes read (`params.text('name')` and the like in the emulator's source). */
function paramNames(): string[] {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const names = new Set(BUILT_NAMES);
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        for (const match of readFileSync(path, 'utf8').matchAll(
          /params\.(?:text|get|getAll|id|int|flag|has|file)\('([\w[\]]+)'/g,
        )) {
          if (match[1]) names.add(match[1]);
        }
      }
    }
  };
  visit(root);
  return [...names].sort();
}

function removeDb(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}
