/**
 * `npm run bench:search`: search's case of `npm run bench` alone (results drawn after the answer, on an emulator
 * seeded with --scale 100000), for work on that budget without the whole bench.
 */
import { spawnSync } from 'node:child_process';
import { serveBuild, startBenchEmulator, stopAll } from './bench-env';
import { launch } from './first-feed-paint';
import { Report } from './report';
import { searchBench } from './search';

const report = new Report();
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const emulator = await startBenchEmulator(28787);
const app = await serveBuild('app', 'dist', 24173, emulator);
const browser = await launch();
try {
  await searchBench(browser, { appUrl: app.url, port: 28793, dir: emulator.dir, report });
} finally {
  await browser.close();
  stopAll([app.server, emulator.server]);
}
process.exit(report.finish());
