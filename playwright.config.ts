import { defineConfig, devices } from '@playwright/test';
import { journeyLaunchOptions } from './scripts/chromium';
import { E2E_APP_URL, E2E_DB, E2E_EMULATOR_PORT, E2E_APP_PORT } from './e2e/support/env';

/**
 * Journeys run in a real Chromium against the real emulator (rate limits on) and the built app served by
 * `vite preview`. Ports are unusual on purpose so that a developer's `npm start` never collides with a run.
 * Debian's chromium-headless-shell (or chromium) is used: Playwright's own browser download cannot work here.
 */

/** Journeys per slot count: `E2E_WORKERS` (default 2) for the ones that mostly use the CPU. */
const busy = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Journeys that spend most of their time waiting in real time, with the CPU idle: an hour paced against the
 * service's real rate-limit windows (about 4 min), and a 30 s stall and Retry-After pauses on each place
 * (1-2.5 min each). They get slots of their own, listed first so they start at once, beside the others.
 */
const WAITING = [
  { name: 'long-session', testMatch: '**/long-session.spec.ts', workers: 1 },
  { name: 'faults', testMatch: '**/faults.spec.ts', workers: Math.min(2, busy) },
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // A journey is mostly CPU on a 2-core machine: four such workers took as long as two and timed out more.
  workers: busy + WAITING.reduce((sum, project) => sum + project.workers, 0),
  projects: [
    ...WAITING,
    {
      name: 'journeys',
      testMatch: '**/*.spec.ts',
      testIgnore: WAITING.map((p) => p.testMatch),
      workers: busy,
    },
  ],
  retries: process.env.CI ? 1 : 0,
  // Room for a loaded 2-core CI machine, where a journey that takes 30 s here took over 60 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]]
    : [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: E2E_APP_URL,
    // A trace records a screencast, which cost the 2-core machine about a quarter of its CPU in every journey:
    // recorded only when a failed journey runs again, which is what is looked at.
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: journeyLaunchOptions,
    // The app's service worker would answer from its precache what journeys route with page.route (held
    // code, answers for the service): blocked here, allowed where it is the subject (e2e/offline.spec.ts).
    serviceWorkers: 'block',
  },
  webServer: [
    {
      command: `npx tsx emulator/main.ts --port ${E2E_EMULATOR_PORT} --db ${E2E_DB} --reset --app-origin ${E2E_APP_URL} --og-fetch-allow-loopback`,
      // Any answer (a 401 here) means the emulator is up.
      url: `http://127.0.0.1:${E2E_EMULATOR_PORT}/api/v1/users/current.json`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `npx vite preview --port ${E2E_APP_PORT} --strictPort --host 127.0.0.1`,
      url: E2E_APP_URL,
      reuseExistingServer: false,
      // Room for a loaded 2-core CI machine, where a journey that takes 30 s here took over 60 s.
      timeout: 90_000,
    },
  ],
});
