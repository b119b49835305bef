import { spawn, type ChildProcess } from 'node:child_process';

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
