import { existsSync } from 'node:fs';

/**
 * How the journeys and the bench start Chromium on these machines: Debian's Chromium where it exists
 * (Playwright's own browser download cannot work here), and without the background services that keep trying
 * hosts a closed network cannot reach.
 */
export const CHROMIUM_PATH: string | undefined =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * The journeys prefer Debian's chromium-headless-shell: the same engine without the full browser's headless UI,
 * it took about a third less CPU per journey on a 2-core machine, where the journeys are bound by CPU.
 */
export const JOURNEY_CHROMIUM_PATH: string | undefined =
  process.env.CHROME_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Playwright launch options for the Chromium at `path` (Playwright's own where there is none). */
const launchWith = (path: string | undefined) => ({
  ...(path ? { executablePath: path } : {}),
  args: CHROMIUM_ARGS,
});

/** Playwright launch options for the bench's Chromium. */
export const chromiumLaunchOptions = launchWith(CHROMIUM_PATH);

/** Playwright launch options for the journeys' Chromium. */
export const journeyLaunchOptions = launchWith(JOURNEY_CHROMIUM_PATH);
