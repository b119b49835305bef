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
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../db/open-db';
import { prepare, serverCpuSeconds, startEmulator } from './load-emulator';
import { makeSender } from './load-mix';
import { parseOptions } from './load-options';
import { closedLoop, FEED_P99_BUDGET_MS, openLoop, table } from './load-phases';

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
