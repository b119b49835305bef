import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { clearDb, isSeeded, type Db } from '../db/open-db';
import { createRepository } from '../db/repository';
import { ensureToken } from '../oauth/grants';
import { DEMO_APP } from '../seed/demo-app';
import { seedDemo } from '../seed/seed';

/** The emulator under load: its seeded database, the ids and tokens the mix uses, its process. */

export interface Fixture {
  tokens: string[];
  groupIds: number[];
  threadIds: number[];
  messageIds: number[];
}

/** Seeds when needed (same rules as `npm run emulator -- --scale N`), and reads ids and tokens for the mix. */
export function prepare(db: Db, scale: number | undefined): { fixture: Fixture; seedMs: number | undefined } {
  const repo = createRepository(db);
  let seedMs: number | undefined;
  const stored = Number(repo.getMeta('seed_messages') ?? '0');
  if (scale !== undefined && (!isSeeded(db) || stored !== scale)) {
    clearDb(db);
    const started = performance.now();
    const summary = seedDemo(repo, { messages: scale });
    seedMs = Math.round(performance.now() - started);
    console.info(`seeded ${summary.messages} messages in ${seedMs} ms`);
  }
  const app = repo.appByClientId(DEMO_APP.client_id);
  const network = repo.networkByPermalink('example.com');
  if (!app || !network) throw new Error('the database holds no demo network');
  const userIds = (
    db
      .prepare(
        "SELECT user_id FROM network_members WHERE network_id = ? AND state = 'active' ORDER BY user_id LIMIT 12",
      )
      .all(network.id) as { user_id: number }[]
  ).map((r) => r.user_id);
  const tokens = userIds.map((id) => ensureToken(repo, app.id, id, network.id, Date.now()).token);
  const groupIds = (
    db.prepare("SELECT id FROM groups WHERE network_id = ? AND privacy = 'public'").all(network.id) as {
      id: number;
    }[]
  ).map((r) => r.id);
  const threads = db
    .prepare(
      "SELECT id FROM threads WHERE network_id = ? AND privacy = 'public' ORDER BY last_message_id DESC LIMIT 200",
    )
    .all(network.id) as { id: number }[];
  const messages = db
    .prepare("SELECT id FROM messages WHERE network_id = ? AND privacy = 'public' ORDER BY id DESC LIMIT 500")
    .all(network.id) as { id: number }[];
  db.pragma('wal_checkpoint(TRUNCATE)');
  return {
    fixture: { tokens, groupIds, threadIds: threads.map((r) => r.id), messageIds: messages.map((r) => r.id) },
    seedMs,
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

export async function startEmulator(
  dbFile: string,
  scale: number,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  // The emulator itself (not a wrapper) is the child, so ending it ends the server.
  const args = ['--import', 'tsx', 'emulator/main.ts', '--db', dbFile, '--port', String(port)];
  const child = spawn(process.execPath, [...args, '--scale', String(scale), '--no-rate-limits'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('the emulator did not start within 60 s'));
    }, 60_000);
    child.once('exit', (code) => {
      reject(new Error(`the emulator exited (${String(code)})`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { child, base };
}

/** CPU seconds the emulator process has used so far (Linux /proc; undefined elsewhere or with --target). */
export function serverCpuSeconds(child: ChildProcess | undefined): number | undefined {
  if (!child?.pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}
