/**
 * `npm run bench`: builds the app, starts a private emulator (rate limits off: the bench measures the client,
 * not the queue) and a copy of the build, and prints the figures docs/performance.md's budgets are written
 * against.
 * Exits non-zero when a budget is exceeded. BENCH_RUNS and BENCH_LATENCY_MS tune it.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import {
  firstFeedPaintRuns,
  prepareBaseline,
  reportPhases,
  serveBuild,
  startBenchEmulator,
  stopAll,
} from './bench-env';
import { aboveTheFoldBench } from './above-the-fold';
import { reportJsFigures } from './bundle-report';
import { embedLoaderGzip, measureBundle } from './bundle-size';
import { composerTyping, DRAFT_CHARS, percentile } from './composer-typing';
import { embedPaintBench } from './embed-paint';
import { longFeedBench } from './feed-scroll';
import { launch } from './first-feed-paint';
import { orgChartBench } from './org-chart';
import { Report } from './report';
import { repeatVisitBench } from './repeat-visit';
import { searchBench } from './search';
import { median } from './servers';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50);
const EMULATOR_PORT = 28787;
const SCALE_EMULATOR_PORT = 28789;
const ORG_EMULATOR_PORT = 28791;
const SEARCH_EMULATOR_PORT = 28793;
const APP_PORT = 24173;

const report = new Report();

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const emulator = await startBenchEmulator(EMULATOR_PORT);
const app = await serveBuild('app', 'dist', APP_PORT, emulator);
const { token } = emulator;
const APP_URL = app.url;
const browser = await launch();

try {
  const warmUp = await prepareBaseline(browser, app, emulator);
  const allAssets = readdirSync('dist/assets').map((f) => `assets/${f}`);
  const bundle = measureBundle('dist', allAssets, warmUp.assets);
  const interactive = measureBundle('dist', allAssets, warmUp.interactiveAssets);
  reportJsFigures(report, bundle, interactive);
  report.line('first-page CSS (gzip)', bundle.firstPageCssGzip / 1024, 'KB');
  report.line('all JS, lazy chunks included (gzip)', bundle.allJsGzip / 1024, 'KB');
  // Issue 19: what an intranet page downloads to embed a feed, before any frame loads.
  report.line('embed loader, /embed.js (gzip)', embedLoaderGzip('dist') / 1024, 'KB', { max: 3 });

  let englishPaint = 0;
  for (const latencyMs of [0, LATENCY_MS]) {
    const runs = (await firstFeedPaintRuns(browser, [app], emulator, { runs: RUNS, latencyMs })).get('app');
    if (!runs) throw new Error('no runs');
    const label = latencyMs ? `${latencyMs} ms round trips` : 'localhost';
    const paint = median(runs.app.map((load) => load.ms));
    const plain = median(runs.plain.map((load) => load.ms));
    report.line(`first feed paint, cold, ${label} (median of ${RUNS})`, paint, 'ms');
    report.line(
      `app interactive (its own feed list), cold, ${label} (median of ${RUNS})`,
      median(runs.app.map((load) => load.interactiveMs)),
      'ms',
    );
    report.line(
      `app interactive after the first feed paint, ${label}`,
      median(runs.app.map((load) => load.interactiveMs - load.ms)),
      'ms',
      latencyMs ? { max: 300 } : undefined,
    );
    report.line(`plain fetch-and-paint page, ${label} (median of ${RUNS})`, plain, 'ms');
    report.line(
      `first feed paint / plain page, ${label}`,
      paint / plain,
      '×',
      latencyMs ? { max: 1.3 } : undefined,
    );
    reportPhases(report, `where the time goes, ${label} (medians, ms)`, runs);
    englishPaint = paint;
  }

  // Issue 28: a reader in Arabic (their choice in Settings), against the English runs above. Its early
  // catalog leaves beside the feed request, so its first feed paint should take no round trip more.
  const arabic = (
    await firstFeedPaintRuns(browser, [app], emulator, { runs: RUNS, latencyMs: LATENCY_MS, language: 'ar' })
  ).get('app');
  if (!arabic) throw new Error('no runs in Arabic');
  const arabicPaint = median(arabic.app.map((load) => load.ms));
  report.line(
    `first feed paint in Arabic, cold, ${LATENCY_MS} ms round trips (median of ${RUNS})`,
    arabicPaint,
    'ms',
  );
  report.line(
    `app interactive in Arabic, cold, ${LATENCY_MS} ms round trips (median of ${RUNS})`,
    median(arabic.app.map((load) => load.interactiveMs)),
    'ms',
  );
  report.line('first feed paint, Arabic / English', arabicPaint / englishPaint, '×');

  // The embed frame (issue 19): its first feed paint, cold, against the same bare page, with round trips.
  await embedPaintBench(browser, {
    appUrl: APP_URL,
    token,
    serviceBaseUrl: emulator.url,
    latencyMs: LATENCY_MS,
    runs: RUNS,
    report,
  });

  // Density (issue 14): several whole messages on one screen, on a desktop and on a phone.
  await aboveTheFoldBench(browser, { appUrl: APP_URL, token, serviceBaseUrl: emulator.url, report });

  // Typing must never lag, whatever the draft's length: keystroke-to-paint with a long draft in the composer.
  const typing = await composerTyping(browser, { appUrl: APP_URL, token, keys: 60 });
  const chars = DRAFT_CHARS.toLocaleString('en');
  report.line(`composer keystroke-to-paint, ${chars}-char draft (median of 60)`, median(typing), 'ms');
  report.line(`composer keystroke-to-paint, ${chars}-char draft (p95)`, percentile(typing, 95), 'ms', {
    max: 33,
  });

  // Long histories (issue 4): 5,000 messages in the All feed, from a second emulator seeded with --scale.
  await longFeedBench(browser, { appUrl: APP_URL, port: SCALE_EMULATOR_PORT, dir: emulator.dir, report });
  // The org chart (issue 15): its code on the way there, and its first draw with a deep chain and a big team.
  await orgChartBench(browser, {
    appUrl: APP_URL,
    port: ORG_EMULATOR_PORT,
    dir: emulator.dir,
    report,
    firstPage: warmUp.interactiveAssets,
  });
  // Search (issue 17): results of a query with 1000+ message matches drawn after the answer, --scale 100000.
  await searchBench(browser, { appUrl: APP_URL, port: SEARCH_EMULATOR_PORT, dir: emulator.dir, report });
  // A repeat visit paints the last feed from the persisted query cache, against a cold visit.
  await repeatVisitBench(browser, {
    appUrl: APP_URL,
    token,
    serviceBaseUrl: emulator.url,
    latencyMs: LATENCY_MS,
    runs: RUNS,
    report,
  });
} finally {
  await browser.close();
  stopAll([app.server, emulator.server]);
}

process.exit(report.finish());
