/**
 * `npm run bench:trace -- [DIR] [RUNS]`: where a cold load of a build (dist/ unless named) spends its time up
 * to the first feed paint, read from a Chromium trace of each load (load-trace.ts): when the first page's
 * scripts, stylesheet and feed arrive on the network and when the page reads them, how long V8 compiles
 * each script on its background thread, and each main-thread task of 2 ms or more. The same signed-in,
 * cold load as `npm run bench`, at BENCH_LATENCY_MS (50) round trips, each followed by a load of the plain
 * page that `npm run bench` compares it with, traced alike, so that the two can be read side by side. Tracing slows a load down by a third
 * or more: read the order and the gaps, not the totals, and measure a change with `npm run bench:compare`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { prepareBaseline, serveBuild, startBenchEmulator, stopAll } from './bench-env';
import { PLAIN_MARK, PLAIN_PAGE } from './bench-site';
import {
  APP_INTERACTIVE_MARK,
  APP_MARK,
  coldPage,
  launch,
  markTime,
  type PaintOptions,
} from './first-feed-paint';
import { formatMoments, loadMoments, TRACE_CATEGORIES, type TraceEvent } from './load-trace';

const [dir = 'dist', runsArgument = '3'] = process.argv.slice(2);
const RUNS = Number(runsArgument);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50);
/** Same-origin scripts and stylesheets, and the API's feed request. */
const WATCHED = /\.(js|css)$|\/api\/v1\/messages/;
/** BENCH_TRACE_UNTIL=interactive follows the app's load on to its own feed list (the plain page has none). */
const APP_UNTIL = process.env.BENCH_TRACE_UNTIL === 'interactive' ? APP_INTERACTIVE_MARK : APP_MARK;

if (!existsSync(join(dir, 'index.html')))
  throw new Error(`${dir} holds no build (no index.html): run npm run build`);
const emulator = await startBenchEmulator(28793);
const served = await serveBuild('trace', dir, 24185, emulator);
const browser = await launch();
/** Loads `path` of the served build cold, traced, and prints its moments up to `mark`. */
async function traceLoad(title: string, path: string, mark: string, options: PaintOptions): Promise<void> {
  const page = await coldPage(browser, options);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(new URL(path, options.appUrl).toString(), { waitUntil: 'commit' });
  const paintMs = await markTime(page, mark);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await page.context().close();
  console.info(`\n${title}: ${mark} at ${paintMs.toFixed(1)} ms (traced)`);
  console.info(formatMoments(loadMoments(trace.traceEvents, mark, WATCHED)));
}
try {
  await prepareBaseline(browser, served, emulator);
  const options = {
    appUrl: served.url,
    token: emulator.token,
    serviceBaseUrl: emulator.url,
    latencyMs: LATENCY_MS,
  };
  for (let run = 1; run <= RUNS; run += 1) {
    const of = `${String(run)} of ${String(RUNS)}`;
    await traceLoad(`app, load ${of}`, '/', APP_UNTIL, options);
    await traceLoad(`plain page, load ${of}`, PLAIN_PAGE, PLAIN_MARK, options);
  }
} finally {
  await browser.close();
  stopAll([served.server, emulator.server]);
}
process.exit(0);
