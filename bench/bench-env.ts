import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser } from '@playwright/test';
import { makeBenchSite, writePlainScript } from './bench-site';
import { appFirstFeedPaint, plainFeedPaint, type AppLoad, type PlainLoad } from './first-feed-paint';
import { PHASE_NAMES, type LoadPhases } from './load-phases';
import type { Report } from './report';
import { median, startServer, stopServer } from './servers';

export const BENCH_EMAIL = 'alice@example.com';

export interface BenchEmulator {
  url: string;
  /** Where its database lives; other bench data may go beside it. */
  dir: string;
  token: string;
  server: ChildProcess;
}

/**
 * A private emulator seeded afresh, with rate limits off (the bench measures the client, not the queue),
 * and a token of the demo user.
 */
export async function startBenchEmulator(port: number): Promise<BenchEmulator> {
  const db = join(mkdtempSync(join(tmpdir(), 'commons-bench-')), 'bench.sqlite');
  const url = `http://127.0.0.1:${String(port)}`;
  const server = await startServer(
    'npx',
    ['tsx', 'emulator/main.ts', '--port', String(port), '--db', db, '--reset', '--no-rate-limits'],
    `${url}/api/v1/users/current.json`,
  );
  const token = execFileSync('npx', ['tsx', 'emulator/main.ts', 'token', BENCH_EMAIL, '--db', db], {
    encoding: 'utf8',
  }).trim();
  return { url, dir: dirname(db), token, server };
}

export interface ServedBuild {
  name: string;
  url: string;
  site: string;
  server: ChildProcess;
}

/** A copy of `build` pointed at the emulator (bench-site.ts), served by Vite's preview server on `port`. */
export async function serveBuild(
  name: string,
  build: string,
  port: number,
  emulator: BenchEmulator,
): Promise<ServedBuild> {
  const url = `http://localhost:${String(port)}`;
  const site = makeBenchSite(
    { serviceBaseUrl: emulator.url, clientId: 'commons-demo', redirectUri: `${url}/auth/callback` },
    build,
  );
  const server = await startServer(
    'npx',
    ['vite', 'preview', '--outDir', site, '--port', String(port), '--strictPort'],
    url,
  );
  return { name, url, site, server };
}

export function stopAll(processes: ChildProcess[]): void {
  for (const child of processes) stopServer(child);
}

/**
 * A warm-up load learns the exact feed request the app makes, and the baseline page of that site repeats
 * it. Returns the warm-up load (its assets are the first page's).
 */
export async function prepareBaseline(
  browser: Browser,
  served: ServedBuild,
  emulator: BenchEmulator,
): Promise<AppLoad> {
  const warmUp = await appFirstFeedPaint(browser, {
    appUrl: served.url,
    token: emulator.token,
    serviceBaseUrl: emulator.url,
    latencyMs: 0,
  });
  if (!warmUp.feedUrl) throw new Error(`${served.name}: the app made no feed request`);
  writePlainScript(served.site, warmUp.feedUrl, emulator.token);
  return warmUp;
}

export interface PaintRuns {
  app: AppLoad[];
  plain: PlainLoad[];
}

/**
 * Cold loads of each build's app and of its baseline page, `runs` times. Interleaved, so that a busy
 * moment of the machine hits both sides alike; with several builds, in a new random order each run, so
 * that none always follows the same one.
 */
export async function firstFeedPaintRuns(
  browser: Browser,
  builds: ServedBuild[],
  emulator: BenchEmulator,
  options: { runs: number; latencyMs: number; language?: string },
): Promise<Map<string, PaintRuns>> {
  const results = new Map<string, PaintRuns>(builds.map((b) => [b.name, { app: [], plain: [] }]));
  for (let run = 0; run < options.runs; run += 1) {
    const order = builds.length > 1 ? shuffled(builds) : builds;
    for (const build of order) {
      const paint = {
        appUrl: build.url,
        token: emulator.token,
        serviceBaseUrl: emulator.url,
        latencyMs: options.latencyMs,
        language: options.language,
      };
      const result = results.get(build.name);
      result?.app.push(await appFirstFeedPaint(browser, paint));
      result?.plain.push(await plainFeedPaint(browser, paint));
    }
  }
  return results;
}

function shuffled<T>(items: T[]): T[] {
  return items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

/** The median of each phase, app and plain page side by side. */
export function reportPhases(report: Report, title: string, runs: PaintRuns): void {
  const phase = (loads: { phases: LoadPhases }[], name: keyof LoadPhases) =>
    median(loads.map((load) => load.phases[name]));
  const names = Object.keys(PHASE_NAMES) as (keyof LoadPhases)[];
  report.table(
    title,
    ['app', 'plain'],
    names.map((name) => [PHASE_NAMES[name], phase(runs.app, name), phase(runs.plain, name)]),
  );
}
