import { existsSync } from 'node:fs';

/**
 * How the journeys and the bench start Chromium on these machines: Debian's Chromium where it exists
 * (Playwright's own browser download cannot work here), and without the background services that keep trying
 * hosts a closed network cannot reach.
 */
export const CHROMIUM_PATH: string | undefined =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Playwright launch options for that Chromium. */
export const chromiumLaunchOptions = {
  ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}),
  args: CHROMIUM_ARGS,
};
