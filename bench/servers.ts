import { execFileSync, spawn, type ChildProcess } from 'node:child_process';

/** Starts a command and resolves once `url` answers (any status), so the bench measures warm servers. */
export async function startServer(command: string, args: string[], url: string): Promise<ChildProcess> {
  if (await answers(url)) throw new Error(`${url} already answers: stop whatever runs there first`);
  // Its own process group, so that stopServer ends npx and the server it started, not only npx.
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`);
    if (await answers(url)) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopServer(child);
  throw new Error(`${url} never answered`);
}

export interface ScaledEmulator {
  url: string;
  server: ChildProcess;
  /** A token of the demo app for that person of the seed. */
  tokenFor: (email: string) => string;
}

/** An emulator seeded afresh with `--scale messages` in `db`, rate limits off, on `port`. */
export async function startScaledEmulator(
  port: number,
  db: string,
  messages: number,
): Promise<ScaledEmulator> {
  const url = `http://127.0.0.1:${String(port)}`;
  const args = [
    '--port',
    String(port),
    '--db',
    db,
    '--reset',
    '--scale',
    String(messages),
    '--no-rate-limits',
  ];
  const server = await startServer(
    'npx',
    ['tsx', 'emulator/main.ts', ...args],
    `${url}/api/v1/users/current.json`,
  );
  const tokenFor = (email: string) =>
    execFileSync('npx', ['tsx', 'emulator/main.ts', 'token', email, '--db', db], { encoding: 'utf8' }).trim();
  return { url, server, tokenFor };
}

export function stopServer(child: ChildProcess): void {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}
