// Makes sure a Chromium exists for the browser journeys. Playwright's own download cannot work on machines
// that reach only the npm registry and Debian's packages, so Debian's packages are installed with apt-get:
// chromium-headless-shell, which the journeys prefer (a third less CPU than the full browser's headless mode,
// scripts/chromium.ts), and chromium only where neither is there.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

if (process.env.CHROME_PATH) {
  if (existsSync(process.env.CHROME_PATH)) process.exit(0);
  console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
  process.exit(1);
}
if (existsSync(SHELL)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? '' : 'sudo ';
/** Installs Debian's package; false when apt-get could not. */
function install(pkg) {
  console.info(`Installing Debian's ${pkg} with apt-get for the browser journeys (about 30 s).`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${pkg}`, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

if (install('chromium-headless-shell') && existsSync(SHELL)) process.exit(0);
// The full browser runs the same journeys, only slower.
if (existsSync(FULL) || (install('chromium') && existsSync(FULL))) process.exit(0);
console.error(
  'Could not install a Chromium. Install chromium-headless-shell or chromium yourself (apt-get install …), or set CHROME_PATH.',
);
process.exit(1);
