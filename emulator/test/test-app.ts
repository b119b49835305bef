import { randomBytes } from 'node:crypto';
import { copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { createApp, type AppOptions } from '../app';
import { openDb } from '../db/open-db';
import { createRepository } from '../db/repository';
import { signingKey } from '../idp/keys';
import { ensureToken } from '../oauth/grants';
import { DEMO_APP } from '../seed/demo-app';
import { seedDemo } from '../seed/seed';

/** The demo network is seeded once per test worker into a template file; each test app gets a copy. */
let template: string | undefined;
const files: string[] = [];

function seededTemplate(): string {
  if (template) return template;
  const file = join(
    tmpdir(),
    `commons-emulator-template-${process.pid}-${randomBytes(4).toString('hex')}.sqlite`,
  );
  const db = openDb(file);
  const repo = createRepository(db);
  seedDemo(repo);
  // The identity provider's key is made once here, so that no test app spends time generating its own.
  signingKey(repo, TEST_START_MS);
  // Fold the WAL into the main file so a plain copy holds everything.
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  files.push(file);
  template = file;
  return file;
}

export const TEST_START_MS = Date.UTC(2026, 10, 15, 12, 0, 0);

export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
}

export function testClock(start = TEST_START_MS): TestClock {
  let current = start;
  return { now: () => current, advance: (ms) => (current += ms) };
}

export function tempDbFile(): string {
  const file = join(
    tmpdir(),
    `commons-emulator-test-${process.pid}-${randomBytes(6).toString('hex')}.sqlite`,
  );
  files.push(file);
  return file;
}

/**
 * A fresh emulator over a copy of the seeded demo network (or of `template`, a database file prepared from
 * it and checkpointed), with a controllable clock.
 */
export function makeTestApp(options: Partial<AppOptions> = {}, template?: string) {
  const file = tempDbFile();
  copyFileSync(template ?? seededTemplate(), file);
  const clock = testClock();
  const emulator = createApp({ db: file, now: clock.now, ...options });
  const tokenFor = (email: string, permalink?: string): string => {
    const repo = emulator.repo;
    const user = repo.userByEmail(email);
    const app = repo.appByClientId(DEMO_APP.client_id);
    if (!user || !app) throw new Error(`no demo user ${email}`);
    const network = permalink ? repo.networkByPermalink(permalink) : undefined;
    const membership = repo.membershipsOf(user.id).find((m) => !network || m.network_id === network.id);
    if (!membership) throw new Error(`${email} is in no such network`);
    return ensureToken(repo, app.id, user.id, membership.network_id, clock.now()).token;
  };
  const api = (path: string, token: string | undefined, init: RequestInit = {}) =>
    emulator.app.request(path, {
      ...init,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(init.headers as Record<string, string>),
      },
    });
  return { ...emulator, file, clock, tokenFor, api };
}

export type TestApp = ReturnType<typeof makeTestApp>;

/** A token of someone in the network who is not in the group: the reader a private group shuts out. */
export function outsiderToken(t: TestApp, networkId: number, groupId: number | undefined): string {
  const outsider = t.db
    .prepare<[number, number | undefined], { email: string }>(
      `SELECT u.email FROM users u JOIN network_members nm ON nm.user_id = u.id AND nm.network_id = ?
       WHERE u.id NOT IN (SELECT user_id FROM group_members WHERE group_id = ?) LIMIT 1`,
    )
    .get(networkId, groupId);
  if (!outsider) throw new Error(`everyone in network ${networkId} is in group ${String(groupId)}`);
  return t.tokenFor(outsider.email);
}

/** Removes every temp database of this worker (call from afterAll). */
export function cleanupTestFiles(): void {
  for (const file of files.splice(0)) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  }
  template = undefined;
}

/**
 * The usual setup of a test file: a fresh test app before each test (closed after it), every temp database
 * removed after the file, and a token for each named person. `t` stands for the current test's app, and each
 * `tokens.NAME` reads that app's token, so both can be taken once at the top of the file.
 */
export function useTestApp<Name extends string = never>(
  options: Partial<AppOptions> = {},
  people: Record<Name, string> = {} as Record<Name, string>,
): { t: TestApp; tokens: Readonly<Record<Name, string>> } {
  let current: TestApp | undefined;
  let issued: Partial<Record<string, string>> = {};
  beforeEach(() => {
    const app = makeTestApp(options);
    current = app;
    // Issued in the order given, like the hand-written setups did (token ids follow it).
    issued = Object.fromEntries(
      Object.entries<string>(people).map(([name, email]) => [name, app.tokenFor(email)]),
    );
  });
  afterEach(() => current?.close());
  afterAll(cleanupTestFiles);

  const live = (): TestApp => {
    if (!current) throw new Error('the test app exists only while a test runs');
    return current;
  };
  const t = new Proxy({} as TestApp, { get: (_, key) => Reflect.get(live(), key) as unknown });
  const tokens = new Proxy({} as Record<Name, string>, {
    get: (_, name) => {
      live();
      const token = typeof name === 'string' ? issued[name] : undefined;
      if (token === undefined) throw new Error(`no token named ${String(name)} in useTestApp`);
      return token;
    },
  });
  return { t, tokens };
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
