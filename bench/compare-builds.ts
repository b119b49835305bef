/**
 * `npm run bench:compare -- NAME=DIR NAME=DIR …`: the first feed paint of several builds of the app, side by
 * side, each against its own plain page. One emulator serves them all, each build has its own static server,
 * and every run loads each build in a new random order, so that the machine's busy moments fall on all of
 * them alike. On a 2-core machine one batch's medians move by several percent: a change is worth keeping when
 * it wins over a few batches of 30 runs or more, not one. BENCH_RUNS (30) and BENCH_LATENCY_MS (50) tune it.
 *
 * To compare a change, build before and after it and keep each dist/ aside:
 *   npx vite build && cp -r dist /tmp/before   (then change, build, cp -r dist /tmp/after)
 *   npm run bench:compare -- before=/tmp/before after=/tmp/after
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  firstFeedPaintRuns,
  prepareBaseline,
  reportPhases,
  serveBuild,
  startBenchEmulator,
  stopAll,
  type ServedBuild,
} from './bench-env';
import { launch } from './first-feed-paint';
import { Report } from './report';
import { median } from './servers';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50);
const EMULATOR_PORT = 28797;
const FIRST_APP_PORT = 24180;

const builds = process.argv.slice(2).map((argument) => {
  const [name, dir] = argument.split('=');
  if (!name || !dir) throw new Error(`expected NAME=DIR, got "${argument}"`);
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir} holds no build (no index.html)`);
  return { name, dir };
});
if (builds.length === 0) {
  console.error('usage: npm run bench:compare -- NAME=DIR [NAME=DIR …]');
  process.exit(2);
}

const report = new Report();
const emulator = await startBenchEmulator(EMULATOR_PORT);
const served: ServedBuild[] = [];
const browser = await launch();
try {
  for (const [index, build] of builds.entries())
    served.push(await serveBuild(build.name, build.dir, FIRST_APP_PORT + index, emulator));
  for (const build of served) await prepareBaseline(browser, build, emulator);
  const results = await firstFeedPaintRuns(browser, served, emulator, { runs: RUNS, latencyMs: LATENCY_MS });
  const allPlain = [...results.values()].flatMap((runs) => runs.plain.map((load) => load.ms));
  for (const [name, runs] of results) {
    const paint = median(runs.app.map((load) => load.ms));
    report.line(`${name}: first feed paint, ${LATENCY_MS} ms round trips (median of ${RUNS})`, paint, 'ms');
    report.line(`${name}: / its plain page`, paint / median(runs.plain.map((load) => load.ms)), '×');
    // Each build's plain page is the same page: all of them together are the steadier yardstick.
    report.line(`${name}: / every plain page`, paint / median(allPlain), '×');
    // The budget of docs/performance.md: the app's own feed list within 300 ms of the first feed paint.
    const after = median(runs.app.map((load) => load.interactiveMs - load.ms));
    report.line(`${name}: app interactive after the first feed paint (median)`, after, 'ms');
    reportPhases(report, `${name}: where the time goes (medians, ms)`, runs);
  }
} finally {
  await browser.close();
  stopAll([...served.map((build) => build.server), emulator.server]);
}
process.exit(0);
