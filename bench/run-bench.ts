/**
 * `npm run bench`: builds the app, starts a private emulator and the built app, and prints the figures the
 * README's budgets are written against. Exits non-zero when a budget is exceeded.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { measureBundle } from './bundle-size';
import { launch, measurePaint, type PaintRun } from './first-feed-paint';
import { median, startServer, stopServer } from './servers';

const BUDGETS = { firstPageJsGzipKB: 150, feedPaintRatio: 1.3 };
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50);
const EMULATOR_PORT = 28787;
const APP_PORT = 24173;
const APP_URL = `http://localhost:${APP_PORT}`;
const EMULATOR_URL = `http://127.0.0.1:${EMULATOR_PORT}`;
const EMAIL = 'alice@example.com';

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const bundle = measureBundle(
  'dist',
  readdirSync('dist/assets').map((f) => `assets/${f}`),
);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.info(`first-page JS  ${kb(bundle.firstPageJsGzip)} KB gzip (budget ${BUDGETS.firstPageJsGzipKB} KB)`);
console.info(`first-page CSS ${kb(bundle.firstPageCssGzip)} KB gzip`);
console.info(`all JS         ${kb(bundle.allJsGzip)} KB gzip (lazy chunks included)`);

const db = join(mkdtempSync(join(tmpdir(), 'commons-bench-')), 'bench.sqlite');
const emulator = await startServer(
  'npx',
  [
    'tsx',
    'emulator/main.ts',
    '--port',
    String(EMULATOR_PORT),
    '--db',
    db,
    '--reset',
    '--no-rate-limits',
    '--app-origin',
    APP_URL,
  ],
  `${EMULATOR_URL}/api/v1/users/current.json`,
);
const app = await startServer(
  'npx',
  ['vite', 'preview', '--port', String(APP_PORT), '--strictPort'],
  APP_URL,
);
const token = execFileSync('npx', ['tsx', 'emulator/main.ts', 'token', EMAIL, '--db', db], {
  encoding: 'utf8',
}).trim();
const executablePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await launch(executablePath);

async function signIn(page: Page): Promise<void> {
  await page.goto(APP_URL);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const allow = page.getByRole('button', { name: 'Allow' });
  await allow.or(page.getByRole('feed')).first().waitFor();
  if (await allow.isVisible()) await allow.click();
}

let failed = false;
try {
  for (const latencyMs of [0, LATENCY_MS]) {
    const runs: PaintRun[] = [];
    const options = {
      appUrl: APP_URL,
      config: {
        serviceBaseUrl: EMULATOR_URL,
        clientId: 'commons-demo',
        redirectUri: `${APP_URL}/auth/callback`,
      },
      token,
      email: EMAIL,
      latencyMs,
      executablePath,
    };
    for (let run = 0; run < RUNS; run += 1) runs.push(await measurePaint(browser, options, signIn));
    const paint = median(runs.map((r) => r.firstFeedPaintMs));
    const plain = median(runs.map((r) => r.plainFetchMs));
    const ratio = paint / plain;
    const label = latencyMs ? `${latencyMs} ms RTT` : 'localhost';
    console.info(
      `first feed paint (${label}): median ${paint.toFixed(0)} ms vs plain fetch ${plain.toFixed(0)} ms = ratio ${ratio.toFixed(2)}` +
        (latencyMs ? ` (budget ${BUDGETS.feedPaintRatio})` : ' (no budget: localhost measures only CPU)'),
    );
    if (latencyMs && ratio > BUDGETS.feedPaintRatio) failed = true;
  }
} finally {
  await browser.close();
  stopServer(app);
  stopServer(emulator);
}
if (bundle.firstPageJsGzip / 1024 > BUDGETS.firstPageJsGzipKB) failed = true;
console.info(failed ? 'bench: over budget' : 'bench: within budget');
process.exit(failed ? 1 : 0);
