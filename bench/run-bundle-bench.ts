/**
 * `npm run bench:bundle`: the JS figures of `npm run bench` alone (first page, until interactive), with the
 * scripts each one counts, for work on those budgets without the timed figures. Unlike those, these do not
 * depend on the machine's load: one cold load at localhost tells which scripts were asked for and when.
 * The same figures for a reader in Arabic follow, with each language's catalog requests (issue 28).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { prepareBaseline, serveBuild, startBenchEmulator, stopAll } from './bench-env';
import { reportJsFigures } from './bundle-report';
import { measureBundle } from './bundle-size';
import { reportCatalogs } from './catalog-report';
import { appFirstFeedPaint, launch } from './first-feed-paint';
import { Report } from './report';

const report = new Report();
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const emulator = await startBenchEmulator(28795);
const app = await serveBuild('app', 'dist', 24176, emulator);
const browser = await launch();
try {
  const load = await prepareBaseline(browser, app, emulator);
  const allAssets = readdirSync('dist/assets').map((f) => `assets/${f}`);
  const first = measureBundle('dist', allAssets, load.assets);
  const interactive = measureBundle('dist', allAssets, load.interactiveAssets);
  const kb = (file: string) => gzipSync(readFileSync(join('dist', file)), { level: 9 }).length / 1024;
  const scripts = interactive.firstPageFiles.filter((file) => file.endsWith('.js'));
  report.table(
    'scripts until interactive (gzip KB; 1 = before the first feed paint)',
    ['KB', 'first'],
    scripts.map((file) => [file, kb(file), first.firstPageFiles.includes(file) ? 1 : 0]),
  );
  reportJsFigures(report, first, interactive);
  const arabic = await appFirstFeedPaint(browser, {
    appUrl: app.url,
    token: emulator.token,
    serviceBaseUrl: emulator.url,
    latencyMs: 0,
    language: 'ar',
  });
  reportCatalogs(report, 'dist', allAssets, arabic);
} finally {
  await browser.close();
  stopAll([app.server, emulator.server]);
}
process.exit(report.finish());
