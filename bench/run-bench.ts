/**
 * `npm run bench`: builds the app, starts a private emulator (rate limits off: the bench measures the client,
 * not the queue) and a copy of the build, and prints the figures the README's budgets are written against.
 * Exits non-zero when a budget is exceeded. BENCH_RUNS and BENCH_LATENCY_MS tune it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { makeBenchSite, writePlainScript } from './bench-site';
import { measureBundle } from './bundle-size';
import { composerTyping, DRAFT_CHARS, percentile } from './composer-typing';
import { longFeedBench } from './feed-scroll';
import { appFirstFeedPaint, launch, plainFeedPaint } from './first-feed-paint';
import { Report } from './report';
import { repeatVisitBench } from './repeat-visit';
import { median, startServer, stopServer } from './servers';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50);
const EMULATOR_PORT = 28787;
const SCALE_EMULATOR_PORT = 28789;
const APP_PORT = 24173;
const APP_URL = `http://localhost:${APP_PORT}`;
const EMULATOR_URL = `http://127.0.0.1:${EMULATOR_PORT}`;
const EMAIL = 'alice@example.com';

const report = new Report();

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const db = join(mkdtempSync(join(tmpdir(), 'commons-bench-')), 'bench.sqlite');
const emulator = await startServer(
  'npx',
  ['tsx', 'emulator/main.ts', '--port', String(EMULATOR_PORT), '--db', db, '--reset', '--no-rate-limits'],
  `${EMULATOR_URL}/api/v1/users/current.json`,
);
const site = makeBenchSite({
  serviceBaseUrl: EMULATOR_URL,
  clientId: 'commons-demo',
  redirectUri: `${APP_URL}/auth/callback`,
});
const app = await startServer(
  'npx',
  ['vite', 'preview', '--outDir', site, '--port', String(APP_PORT), '--strictPort'],
  APP_URL,
);
const token = execFileSync('npx', ['tsx', 'emulator/main.ts', 'token', EMAIL, '--db', db], {
  encoding: 'utf8',
}).trim();
const browser = await launch();

try {
  // A warm-up load learns the exact feed request the app makes; the baseline page repeats it.
  const warmUp = await appFirstFeedPaint(browser, { appUrl: APP_URL, token, latencyMs: 0 });
  if (!warmUp.feedUrl) throw new Error('the app made no feed request');
  writePlainScript(site, warmUp.feedUrl, token);
  const allAssets = readdirSync('dist/assets').map((f) => `assets/${f}`);
  const bundle = measureBundle('dist', allAssets, warmUp.assets);
  const interactive = measureBundle('dist', allAssets, warmUp.interactiveAssets);
  report.line('first-page JS, all a cold load fetched (gzip)', bundle.firstPageJsGzip / 1024, 'KB', {
    max: 150,
  });
  report.line('first-page CSS (gzip)', bundle.firstPageCssGzip / 1024, 'KB');
  report.line('JS fetched until the app is interactive (gzip)', interactive.firstPageJsGzip / 1024, 'KB');
  report.line('all JS, lazy chunks included (gzip)', bundle.allJsGzip / 1024, 'KB');

  for (const latencyMs of [0, LATENCY_MS]) {
    const options = { appUrl: APP_URL, token, latencyMs };
    const appRuns: number[] = [];
    const interactiveRuns: number[] = [];
    const plainRuns: number[] = [];
    // Interleaved, so that a busy moment of the machine hits both sides alike.
    for (let run = 0; run < RUNS; run += 1) {
      const load = await appFirstFeedPaint(browser, options);
      appRuns.push(load.ms);
      interactiveRuns.push(load.interactiveMs);
      plainRuns.push(await plainFeedPaint(browser, options));
    }
    const label = latencyMs ? `${latencyMs} ms round trips` : 'localhost';
    const paint = median(appRuns);
    const plain = median(plainRuns);
    report.line(`first feed paint, cold, ${label} (median of ${RUNS})`, paint, 'ms');
    report.line(
      `app interactive (its own feed list), cold, ${label} (median of ${RUNS})`,
      median(interactiveRuns),
      'ms',
    );
    report.line(`plain fetch-and-paint page, ${label} (median of ${RUNS})`, plain, 'ms');
    report.line(
      `first feed paint / plain page, ${label}`,
      paint / plain,
      '×',
      latencyMs ? { max: 1.3 } : undefined,
    );
  }

  // Typing must never lag, whatever the draft's length: keystroke-to-paint with a long draft in the composer.
  const typing = await composerTyping(browser, { appUrl: APP_URL, token, keys: 60 });
  const chars = DRAFT_CHARS.toLocaleString('en');
  report.line(`composer keystroke-to-paint, ${chars}-char draft (median of 60)`, median(typing), 'ms');
  report.line(`composer keystroke-to-paint, ${chars}-char draft (p95)`, percentile(typing, 95), 'ms', {
    max: 33,
  });

  // Long histories (issue 4): 5,000 messages in the All feed, from a second emulator seeded with --scale.
  await longFeedBench(browser, { appUrl: APP_URL, port: SCALE_EMULATOR_PORT, dir: dirname(db), report });
  // A repeat visit paints the last feed from the persisted query cache, against a cold visit.
  await repeatVisitBench(browser, { appUrl: APP_URL, token, latencyMs: LATENCY_MS, runs: RUNS, report });
} finally {
  await browser.close();
  stopServer(app);
  stopServer(emulator);
}

process.exit(report.finish());
