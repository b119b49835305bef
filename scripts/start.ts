/**
 * `npm start`: the emulator and the built app in one command; `npm run dev`: the same with hot reload.
 * `npm start -- --oidc`: the built app signs in through the emulator's OpenID Connect provider instead of the
 * legacy dialog. Prints where to go and how to sign in, and stops both on Ctrl+C.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_INTRANET_PORT, startDemoIntranet } from './demo-intranet';

const dev = process.argv.includes('--dev');
const oidc = process.argv.includes('--oidc');
const EMULATOR_PORT = 8787;
const EMULATOR_URL = `http://127.0.0.1:${EMULATOR_PORT}`;
const APP_URL = 'http://localhost:5173/';
/** The --oidc build has its own folder, so that dist/ keeps the default config.json for every other use. */
const OIDC_OUT_DIR = '.data/dist-oidc';

if (dev && oidc) {
  // The dev server serves public/config.json as it is; the provider's config goes into a build of its own.
  console.error('--oidc runs the built app: use `npm start -- --oidc` (not `npm run dev`).');
  process.exit(2);
}

const children: ChildProcess[] = [];
function run(command: string, args: string[]): ChildProcess {
  // Each child leads its own process group so that stopping it also stops what npx started.
  const child = spawn(command, args, { stdio: 'inherit', env: process.env, detached: true });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`${command} ${args.join(' ')} exited with ${code}`);
      stopAll(code);
    }
  });
  return child;
}

function stopAll(code = 0): never {
  for (const child of children) {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  }
  process.exit(code);
}
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());

const outDir = oidc ? ['--outDir', OIDC_OUT_DIR] : [];
if (!dev) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...outDir], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  if (oidc) writeOidcConfig(join(OIDC_OUT_DIR, 'config.json'));
}

/** public/config.json plus an `oidc` block naming the emulator's provider and the demo app's client id. */
function writeOidcConfig(file: string): void {
  const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const authority = `${EMULATOR_URL}/idp`;
  config.oidc = { authority, clientId: config.clientId, scope: 'openid profile' };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

run('npx', ['tsx', 'emulator/main.ts', '--port', String(EMULATOR_PORT)]);
run('npx', ['vite', dev ? 'dev' : 'preview', '--port', '5173', '--strictPort', ...outDir]);
const intranet = startDemoIntranet(APP_URL);
intranet.on('error', (error) => {
  console.error(`The demo intranet page could not start on port ${DEMO_INTRANET_PORT}: ${error.message}`);
});

/** Any HTTP answer means the server is up (the emulator answers 401 without a token). */
async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within a minute`);
}

void Promise.all([waitFor(`${EMULATOR_URL}/api/v1/users/current.json`), waitFor(APP_URL)]).then(() => {
  console.info(
    [
      '',
      `  Commons is running${dev ? ' (hot reload)' : ''}${oidc ? ', signing in through the OpenID provider' : ''}.`,
      `  Open        ${APP_URL}`,
      '  Sign in as  alice@example.com  password  demo',
      '              (also bob@example.com and admin@example.com, same password)',
      `  Emulator    ${EMULATOR_URL}/  (data in .data/emulator.sqlite)`,
      `  Intranet    http://127.0.0.1:${DEMO_INTRANET_PORT}/  (a page on another origin embedding Commons feeds)`,
      ...(oidc ? [`  Provider    ${EMULATOR_URL}/idp  (client id in ${OIDC_OUT_DIR}/config.json)`] : []),
      '  Stop        Ctrl+C',
      '',
    ].join('\n'),
  );
});
