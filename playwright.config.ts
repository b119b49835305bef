import { defineConfig, devices } from '@playwright/test';
import { journeyLaunchOptions } from './scripts/chromium';
import { E2E_APP_URL, E2E_DB, E2E_EMULATOR_PORT, E2E_APP_PORT } from './e2e/support/env';

/**
 * Journeys run in a real Chromium against the real emulator (rate limits on) and the built app served by
 * `vite preview`. Ports are unusual on purpose so that a developer's `npm start` never collides with a run.
 * Debian's chromium-headless-shell (or chromium) is used: Playwright's own browser download cannot work here.
 */

/** The journeys that mostly wait (see the `waiting` project). */
const WAITING = ['**/faults.spec.ts', '**/long-session.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two slots for each project below. A journey is mostly CPU on a 2-core machine (four such workers took as
  // long as two and timed out more), while the waiting ones are mostly idle.
  workers: 2 * Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    {
      // Journeys that spend most of their time waiting in real time, with the CPU idle: a 30 s stall and
      // Retry-After pauses (faults), an hour paced against the service's real rate-limit windows
      // (long-session). Listed first, so they start at once and run beside the others.
      name: 'waiting',
      testMatch: WAITING,
      workers: Number(process.env.E2E_WORKERS ?? 2),
    },
    {
      name: 'journeys',
      testMatch: '**/*.spec.ts',
      testIgnore: WAITING,
      workers: Number(process.env.E2E_WORKERS ?? 2),
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
