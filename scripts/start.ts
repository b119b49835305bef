/**
 * `npm start`: the emulator and the built app in one command; `npm run dev`: the same with hot reload.
 * Prints where to go and how to sign in, and stops both on Ctrl+C.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

const dev = process.argv.includes('--dev');
const EMULATOR_PORT = 8787;
const APP_URL = 'http://localhost:5173/';

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

if (!dev) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

run('npx', ['tsx', 'emulator/main.ts', '--port', String(EMULATOR_PORT)]);
run('npx', ['vite', dev ? 'dev' : 'preview', '--port', '5173', '--strictPort']);

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

void Promise.all([
  waitFor(`http://127.0.0.1:${EMULATOR_PORT}/api/v1/users/current.json`),
  waitFor(APP_URL),
]).then(() => {
  console.info(
    [
      '',
      `  Commons is running${dev ? ' (hot reload)' : ''}.`,
      `  Open        ${APP_URL}`,
      '  Sign in as  alice@example.com  password  demo',
      '              (also bob@example.com and admin@example.com, same password)',
      `  Emulator    http://127.0.0.1:${EMULATOR_PORT}/  (data in .data/emulator.sqlite)`,
      '  Stop        Ctrl+C',
      '',
    ].join('\n'),
  );
});
