/**
 * `npm run emulator:load`: a bounded, mixed load against a local emulator seeded with 100,000 messages.
 *
 * By default it seeds a temporary database (`--scale 100000`), starts the emulator on a free port in a
 * child process (`--no-rate-limits`), and sends a mix of feed reads (All, All threaded=extended, my_feed,
 * in_group, following, received, private, in_thread, page 2 of All), users/current, posts and likes, as
 * twelve users, in two phases:
 *   - throughput: `--connections` (20) clients back to back for `--throughput` (5) seconds: requests/s;
 *   - latency: `--rate` (100) requests per second for `--duration` (15) seconds, open loop: p50 and p99
 *     per request kind, each measured from when the request was due.
 * The budget: p99 under 25 ms for every feed read in the latency phase. Exit code 1 when it is missed or
 * a request failed.
 *
 *   npm run emulator:load -- [--scale N] [--rate R] [--duration S] [--connections C] [--keep]
 *   npm run emulator:load -- --target http://127.0.0.1:8787 --db .data/emulator.sqlite
 *                            (an emulator already running, started with --no-rate-limits on that file)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearDb, isSeeded, openDb, type Db } from '../db/open-db';
import { createRepository } from '../db/repository';
import { ensureToken } from '../oauth/grants';
import { DEMO_APP } from '../seed/demo-app';
import { seedDemo } from '../seed/seed';

export const FEED_P99_BUDGET_MS = 25;
const MAX_IN_FLIGHT = 100;

interface Options {
  scale: number;
  /** The latency phase (open loop at `rate` requests per second). */
  durationS: number;
  rate: number;
  warmupS: number;
  /** The throughput phase (closed loop, `connections` clients). */
  throughputS: number;
  connections: number;
  target: string | undefined;
  db: string | undefined;
  keep: boolean;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    scale: 100_000,
    durationS: 15,
    rate: 100,
    warmupS: 2,
    throughputS: 5,
    connections: 20,
    target: undefined,
    db: undefined,
    keep: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = () => {
      const next = argv[(i += 1)];
      if (next === undefined) throw new Error(`${flag ?? ''} needs a value`);
      return next;
    };
    const positive = () => {
      const n = Number(value());
      if (!Number.isFinite(n) || n <= 0) throw new Error(`${flag ?? ''} needs a positive number`);
      return n;
    };
    if (flag === '--scale') options.scale = Math.floor(positive());
    else if (flag === '--duration') options.durationS = positive();
    else if (flag === '--warmup') options.warmupS = Number(value());
    else if (flag === '--rate') options.rate = positive();
    else if (flag === '--throughput') options.throughputS = positive();
    else if (flag === '--connections') options.connections = Math.floor(positive());
    else if (flag === '--target') options.target = value().replace(/\/+$/, '');
    else if (flag === '--db') options.db = value();
    else if (flag === '--keep') options.keep = true;
    else throw new Error(`unknown argument ${flag ?? ''}`);
  }
  if (options.target && !options.db) throw new Error('--target needs --db (the file it serves) for tokens');
  return options;
}

interface Fixture {
  tokens: string[];
  groupIds: number[];
  threadIds: number[];
  messageIds: number[];
}

/** Seeds when needed (same rules as `npm run emulator -- --scale N`), and reads ids and tokens for the mix. */
function prepare(db: Db, scale: number | undefined): { fixture: Fixture; seedMs: number | undefined } {
  const repo = createRepository(db);
  let seedMs: number | undefined;
  const stored = Number(repo.getMeta('seed_messages') ?? '0');
  if (scale !== undefined && (!isSeeded(db) || stored !== scale)) {
    clearDb(db);
    const started = performance.now();
    const summary = seedDemo(repo, { messages: scale });
    seedMs = Math.round(performance.now() - started);
    console.info(`seeded ${summary.messages} messages in ${seedMs} ms`);
  }
  const app = repo.appByClientId(DEMO_APP.client_id);
  const network = repo.networkByPermalink('example.com');
  if (!app || !network) throw new Error('the database holds no demo network');
  const userIds = (
    db
      .prepare(
        "SELECT user_id FROM network_members WHERE network_id = ? AND state = 'active' ORDER BY user_id LIMIT 12",
      )
      .all(network.id) as { user_id: number }[]
  ).map((r) => r.user_id);
  const tokens = userIds.map((id) => ensureToken(repo, app.id, id, network.id, Date.now()).token);
  const groupIds = (
    db.prepare("SELECT id FROM groups WHERE network_id = ? AND privacy = 'public'").all(network.id) as {
      id: number;
    }[]
  ).map((r) => r.id);
  const threads = db
    .prepare(
      "SELECT id FROM threads WHERE network_id = ? AND privacy = 'public' ORDER BY last_message_id DESC LIMIT 200",
    )
    .all(network.id) as { id: number }[];
  const messages = db
    .prepare("SELECT id FROM messages WHERE network_id = ? AND privacy = 'public' ORDER BY id DESC LIMIT 500")
    .all(network.id) as { id: number }[];
  db.pragma('wal_checkpoint(TRUNCATE)');
  return {
    fixture: { tokens, groupIds, threadIds: threads.map((r) => r.id), messageIds: messages.map((r) => r.id) },
    seedMs,
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

async function startEmulator(dbFile: string, scale: number): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  // The emulator itself (not a wrapper) is the child, so ending it ends the server.
  const args = ['--import', 'tsx', 'emulator/main.ts', '--db', dbFile, '--port', String(port)];
  const child = spawn(process.execPath, [...args, '--scale', String(scale), '--no-rate-limits'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('the emulator did not start within 60 s'));
    }, 60_000);
    child.once('exit', (code) => {
      reject(new Error(`the emulator exited (${String(code)})`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { child, base };
}

interface Kind {
  name: string;
  weight: number;
  feed: boolean;
  request: (f: Fixture, token: string, n: number) => { path: string; init?: RequestInit };
}

const pick = <T>(list: readonly T[], n: number): T => {
  const item = list[n % list.length];
  if (item === undefined) throw new Error('empty fixture list');
  return item;
};

/** The mix: mostly feed reads (what the app does most), some users/current, posts and likes. */
const KINDS: Kind[] = [
  { name: 'All', weight: 14, feed: true, request: () => ({ path: '/api/v1/messages.json' }) },
  {
    name: 'All threaded=extended',
    weight: 14,
    feed: true,
    request: () => ({ path: '/api/v1/messages.json?threaded=extended' }),
  },
  {
    name: 'my_feed threaded=extended',
    weight: 8,
    feed: true,
    request: () => ({ path: '/api/v1/messages/my_feed.json?threaded=extended' }),
  },
  {
    name: 'in_group',
    weight: 10,
    feed: true,
    request: (f, _t, n) => ({
      path: `/api/v1/messages/in_group/${pick(f.groupIds, n)}.json?threaded=extended`,
    }),
  },
  { name: 'following', weight: 8, feed: true, request: () => ({ path: '/api/v1/messages/following.json' }) },
  { name: 'received', weight: 6, feed: true, request: () => ({ path: '/api/v1/messages/received.json' }) },
  { name: 'private', weight: 6, feed: true, request: () => ({ path: '/api/v1/messages/private.json' }) },
  {
    name: 'in_thread',
    weight: 10,
    feed: true,
    request: (f, _t, n) => ({ path: `/api/v1/messages/in_thread/${pick(f.threadIds, n)}.json` }),
  },
  {
    name: 'All older_than (page 2)',
    weight: 6,
    feed: true,
    request: (f, _t, n) => ({ path: `/api/v1/messages.json?older_than=${pick(f.messageIds, n)}` }),
  },
  { name: 'users/current', weight: 8, feed: false, request: () => ({ path: '/api/v1/users/current.json' }) },
  {
    name: 'POST messages',
    weight: 5,
    feed: false,
    request: (f, _t, n) => ({
      path: '/api/v1/messages.json',
      init: {
        method: 'POST',
        body: new URLSearchParams({
          body: `Load test message ${n} #loadtest`,
          ...(n % 3 === 0 ? { replied_to_id: String(pick(f.threadIds, n)) } : {}),
        }),
      },
    }),
  },
  {
    name: 'POST like',
    weight: 5,
    feed: false,
    request: (f, _t, n) => ({
      path: `/api/v1/messages/liked_by/current.json?message_id=${pick(f.messageIds, n * 7)}`,
      init: { method: 'POST' },
    }),
  },
];

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface PhaseResult {
  latencies: Map<string, number[]>;
  failures: string[];
  requests: number;
  seconds: number;
}

/** Sends one request of the mix; resolves with its kind, status and finish time. */
function makeSender(base: string, fixture: Fixture) {
  const totalWeight = KINDS.reduce((sum, k) => sum + k.weight, 0);
  let counter = 0;
  return async (): Promise<{ kind: Kind; status: number; path: string }> => {
    counter += 1;
    const n = counter;
    // A fixed interleaving: deterministic, every kind spread over the run.
    let slot = (n * 7919) % totalWeight;
    let kind = KINDS[0] as Kind;
    for (const candidate of KINDS) {
      if (slot < candidate.weight) {
        kind = candidate;
        break;
      }
      slot -= candidate.weight;
    }
    const token = pick(fixture.tokens, n * 5);
    const { path, init = {} } = kind.request(fixture, token, n);
    try {
      const response = await fetch(`${base}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      return { kind, status: response.status, path };
    } catch (error) {
      // Counted as a failure (status 0), never the end of the run.
      return { kind, status: 0, path: `${path} (${error instanceof Error ? error.message : 'failed'})` };
    }
  };
}

function emptyResult(): PhaseResult {
  return { latencies: new Map(KINDS.map((k) => [k.name, []])), failures: [], requests: 0, seconds: 0 };
}

function record(result: PhaseResult, sent: { kind: Kind; status: number; path: string }, ms: number) {
  result.latencies.get(sent.kind.name)?.push(ms);
  result.requests += 1;
  if (sent.status >= 400 || sent.status === 0)
    result.failures.push(`${sent.kind.name}: ${sent.status} ${sent.path}`);
}

/** Throughput: `connections` clients, each sending its next request as soon as the last one answered. */
async function closedLoop(send: ReturnType<typeof makeSender>, connections: number, seconds: number) {
  const result = emptyResult();
  const started = performance.now();
  const end = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const sent = await send();
      record(result, sent, performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/**
 * Latency: requests start at a fixed rate whatever the answers do (open loop), and each latency is
 * measured from when its request was due, so a slow answer that delays others is counted, not hidden.
 */
async function openLoop(send: ReturnType<typeof makeSender>, rate: number, seconds: number) {
  const result = emptyResult();
  const started = performance.now();
  const total = Math.round(rate * seconds);
  const inFlight: Promise<void>[] = [];
  let pending = 0;
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (pending >= MAX_IN_FLIGHT) {
      // The server is far behind: skipping keeps the run bounded; every skip is reported as a failure.
      result.failures.push('skipped: too many requests in flight');
      continue;
    }
    pending += 1;
    inFlight.push(
      send().then((sent) => {
        pending -= 1;
        record(result, sent, performance.now() - due);
      }),
    );
  }
  await Promise.all(inFlight);
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/** CPU seconds the emulator process has used so far (Linux /proc; undefined elsewhere or with --target). */
function serverCpuSeconds(child: ChildProcess | undefined): number | undefined {
  if (!child?.pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

function table(title: string, result: PhaseResult, budget: boolean) {
  console.info(`\n${title}`);
  console.info(`${'request'.padEnd(28)}${'count'.padStart(7)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
  const rows = KINDS.map((kind) => {
    const sorted = [...(result.latencies.get(kind.name) ?? [])].sort((a, b) => a - b);
    return { kind, count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  });
  for (const row of rows) {
    const over = budget && row.kind.feed && row.p99 >= FEED_P99_BUDGET_MS ? '  over budget' : '';
    console.info(
      `${row.kind.name.padEnd(28)}${String(row.count).padStart(7)}${row.p50.toFixed(1).padStart(9)}` +
        `${row.p99.toFixed(1).padStart(9)}${over}`,
    );
  }
  return rows;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const dir = options.db ? undefined : mkdtempSync(join(tmpdir(), 'commons-load-'));
  const dbFile = options.db ?? join(dir ?? '.', 'emulator.sqlite');
  let child: ChildProcess | undefined;
  try {
    const db = openDb(dbFile);
    const { fixture, seedMs } = prepare(db, options.target ? undefined : options.scale);
    db.close();
    let base = options.target ?? '';
    if (!options.target) ({ child, base } = await startEmulator(dbFile, options.scale));
    const send = makeSender(base, fixture);
    console.info(`load against ${base}, ${fixture.tokens.length} users, rate limits off`);

    await closedLoop(send, options.connections, options.warmupS);
    const throughput = await closedLoop(send, options.connections, options.throughputS);
    const rps = throughput.requests / throughput.seconds;
    table(
      `Throughput: ${options.connections} connections back to back for ${options.throughputS} s: ` +
        `${rps.toFixed(0)} requests/s`,
      throughput,
      false,
    );

    const cpuBefore = serverCpuSeconds(child);
    const latency = await openLoop(send, options.rate, options.durationS);
    const cpuAfter = serverCpuSeconds(child);
    const rows = table(
      `Latency: ${options.rate} requests/s for ${options.durationS} s (open loop, ` +
        `measured from when each request was due)`,
      latency,
      true,
    );
    const worstFeed = Math.max(...rows.filter((r) => r.kind.feed).map((r) => r.p99));
    const failures = [...throughput.failures, ...latency.failures];
    console.info(
      `\n${rps.toFixed(0)} requests/s at ${options.connections} connections; at ${options.rate} requests/s ` +
        `the worst feed-read p99 is ${worstFeed.toFixed(1)} ms (budget < ${FEED_P99_BUDGET_MS} ms)` +
        (seedMs === undefined ? '' : `; seeded ${options.scale} messages in ${(seedMs / 1000).toFixed(1)} s`),
    );
    if (cpuBefore !== undefined && cpuAfter !== undefined && latency.requests > 0) {
      const perRequest = ((cpuAfter - cpuBefore) * 1000) / latency.requests;
      console.info(`emulator CPU time per request (latency phase): ${perRequest.toFixed(2)} ms`);
    }
    console.info(
      `machine load average (1 min) at the end: ${loadavg()[0]?.toFixed(1) ?? '?'} ` +
        '(latency figures are only comparable on an otherwise idle machine)',
    );
    if (failures.length > 0) {
      console.error(`${failures.length} failed requests, e.g.\n  ${failures.slice(0, 5).join('\n  ')}`);
    }
    process.exitCode = worstFeed < FEED_P99_BUDGET_MS && failures.length === 0 ? 0 : 1;
  } finally {
    child?.kill('SIGTERM');
    if (child) await new Promise((resolve) => child?.once('exit', resolve));
    if (dir && !options.keep) rmSync(dir, { recursive: true, force: true });
    else if (dir) console.info(`kept ${dbFile}`);
  }
}

main().catch((error: unknown) => {
  console.error(`emulator:load: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
