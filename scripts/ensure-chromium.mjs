// Makes sure a Chromium exists for the browser journeys. Playwright's own download cannot work on machines
// that reach only the npm registry and Debian's packages, so Debian's chromium is installed with apt-get.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(wanted)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? '' : 'sudo ';
console.info(`No Chromium at ${wanted}: installing Debian's chromium with apt-get (about 30 s).`);
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, { stdio: 'inherit' });
} catch {
  console.error(
    'Could not install chromium. Install it yourself (apt-get install chromium) or set CHROME_PATH.',
  );
  process.exit(1);
}
if (!existsSync(wanted)) {
  console.error(`chromium installed, but not at ${wanted}: set CHROME_PATH.`);
  process.exit(1);
}
