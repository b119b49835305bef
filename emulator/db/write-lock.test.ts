import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../contract/messages';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });

const sqlite = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * Another process writing the database, as the CLI's `token` and `revoke` commands do while a server runs: it
 * takes the write lock, writes, and holds the lock for `holdMs` before committing. Resolves once it holds it.
 */
async function holdWriteLock(
  file: string,
  holdMs: number,
): Promise<{ child: ChildProcess; done: Promise<void> }> {
  const script = `
    const Database = require(${JSON.stringify(sqlite)});
    const db = new Database(process.argv[1]);
    db.pragma('busy_timeout = 5000');
    db.exec('BEGIN IMMEDIATE');
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('other_process', ?)").run(String(Date.now()));
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('COMMIT'); db.close(); process.stdout.write('released\\n'); }, ${String(holdMs)});
  `;
  const child = spawn(process.execPath, ['-e', script, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const done = new Promise<void>((resolve, reject) => {
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`lock holder exited ${String(code)}`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('locked')) resolve();
    });
    child.on('error', reject);
    child.on('exit', () => {
      reject(new Error(`lock holder ended before locking: ${output}`));
    });
  });
  return { child, done };
}

const post = (fields: Record<string, string>) =>
  t.api('/api/v1/messages.json', tokens.alice, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });

describe('writes while another process holds the write lock', () => {
  it('POST messages waits for the lock (busy timeout) instead of answering 500 "database is locked"', async () => {
    // A mention, a topic and a page make the message's transaction read before it writes: a deferred
    // transaction then cannot wait for the lock and fails at once.
    const fields: Record<string, string>[] = [
      { body: 'Hello @bob about #launch' },
      { body: 'About the page', og_url: 'https://intranet.example.com/news/launch', og_title: 'Launch' },
    ];
    for (const form of fields) {
      const holder = await holdWriteLock(t.file, 600);
      const response = await post(form);
      const answer = await json(response);
      expect(response.status, JSON.stringify(answer)).toBe(201);
      expect((answer as unknown as FeedEnvelope).messages[0]?.body.plain).toBe(form.body);
      await holder.done;
    }
    const other = t.db.prepare("SELECT value FROM meta WHERE key = 'other_process'").get();
    expect(other).toBeDefined();
  }, 20_000);
});
