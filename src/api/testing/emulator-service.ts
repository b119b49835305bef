import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, afterEach, inject } from 'vitest';
import type { EmulatorApp } from '../../../emulator/app';
import { configureHttpClient, type HttpClient } from '../http/http-client';
import { RateLimiter } from '../http/rate-limiter';
import { BASE, sameRuleForEveryGroup } from './service-kit';

/**
 * What a test puts in front of the emulator: given each request, an answer of its own (a 5xx, a stall, a 429
 * with Retry-After, a malformed body), or undefined to let the emulator answer (having looked at the request).
 */
export type Fault = (request: Request) => Response | undefined | Promise<Response | undefined>;

export interface EmulatorService {
  /** The app's http client, configured as the app's one, talking to the emulator in process. */
  client: HttpClient;
  /** The emulator itself: its repository and database, to arrange data or check what a write did. */
  emulator: EmulatorApp;
  /** The signed-in reader's token and user id. */
  token: string;
  userId: number;
  /** Every request, as "METHOD /api/v1/path?query", in order. */
  requests: string[];
  /**
   * Asks the emulator directly (not through the client, not recorded) as the reader, or as `as` (an email):
   * to check what a write did, or to take what someone else sees.
   */
  ask: (path: string, init?: RequestInit, as?: string) => Promise<Response>;
  /** Puts a fault in front of the emulator until the returned function removes it; the newest goes first. */
  intercept: (fault: Fault) => () => void;
}

/**
 * The emulator, bundled once per run by src/test/emulator-seed.ts and imported natively: through Vitest's
 * module runner its sources cost each test file about 0.3 s of a core.
 */
const { createApp, ensureToken, DEMO_APP } = (await import(
  /* @vite-ignore */ inject('emulatorModule')
)) as typeof import('../../test/in-process-emulator');

let emulator: EmulatorApp | undefined;
let endTest: (() => void) | undefined;

afterEach(() => {
  endTest?.();
  endTest = undefined;
});
afterAll(() => {
  emulator?.close();
  emulator = undefined;
});

/**
 * The emulator of this test file, on an in-memory copy of the demo network that src/test/emulator-seed.ts
 * seeded once for the run. One per file, not one per test: a fresh connection prepares each of its SQL
 * statements again on first use, which cost 50-100 ms a test; each test runs inside a transaction instead
 * (`emulatorService`), rolled back after it.
 */
function fileEmulator(): EmulatorApp {
  emulator ??= createApp({
    db: new Database(readFileSync(inject('emulatorSeed'))),
    rateLimits: false,
    baseUrl: BASE,
  });
  return emulator;
}

/**
 * The emulator's app in process, as the seed left it, with the app's http client routed to `app.fetch`: no
 * port, no network. The reader is `as` (alice by default), signed in to the demo app in their first network
 * (or `network`, a permalink). The emulator's own rate limits are off and the client's limiter is generous,
 * as in the fakes before it, unless a test hands in its own `limiter`.
 *
 * Call it once per test (in `beforeEach` or the test): what the test writes is rolled back after it, and a
 * request the app still sends once the test is over fails as offline instead of writing into the next test.
 */
export function emulatorService(
  options: {
    as?: string;
    network?: string;
    /** The client has no token to send (the reader signed out or never signed in). */
    signedOut?: boolean;
    onUnauthorized?: () => void;
    limiter?: RateLimiter;
  } = {},
): EmulatorService {
  const emulator = fileEmulator();
  endTest?.();
  let alive = true;
  emulator.db.exec('BEGIN');
  endTest = () => {
    alive = false;
    emulator.db.exec('ROLLBACK');
    // The emulator memoizes reads until SQLite's count of changes moves (db/generation-cache.ts); a rollback
    // does not move it back, so one harmless write makes it forget what it read inside this test.
    emulator.db.exec("UPDATE meta SET value = value WHERE key = 'schema_version'");
  };
  const tokenFor = (email: string): { token: string; userId: number } => {
    const { repo } = emulator;
    const user = repo.userByEmail(email);
    const app = repo.appByClientId(DEMO_APP.client_id);
    if (!user || !app) throw new Error(`no demo user ${email}`);
    const network = options.network ? repo.networkByPermalink(options.network) : undefined;
    const membership = repo.membershipsOf(user.id).find((m) => !network || m.network_id === network.id);
    if (!membership) throw new Error(`${email} is in no network ${options.network ?? ''}`);
    return {
      token: ensureToken(repo, app.id, user.id, membership.network_id, Date.now()).token,
      userId: user.id,
    };
  };
  const { token, userId } = tokenFor(options.as ?? 'alice@example.com');

  const requests: string[] = [];
  const faults: Fault[] = [];
  const fetchInProcess = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (!alive) throw new TypeError('Failed to fetch: the test that asked is over.');
    const request = new Request(input, init);
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    for (const fault of faults) {
      const answer = await fault(request.clone());
      if (answer) return answer;
    }
    return emulator.app.fetch(request);
  };
  const client = configureHttpClient({
    baseUrl: BASE,
    getToken: () => (options.signedOut ? null : token),
    onUnauthorized: options.onUnauthorized ?? (() => undefined),
    fetch: fetchInProcess,
    limiter:
      options.limiter ?? new RateLimiter({ rules: sameRuleForEveryGroup({ limit: 100, windowMs: 1000 }) }),
  });
  const intercept = (fault: Fault) => {
    faults.unshift(fault);
    return () => {
      faults.splice(faults.indexOf(fault), 1);
    };
  };
  const ask = async (path: string, init: RequestInit = {}, as?: string) => {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${as === undefined ? token : tokenFor(as).token}`);
    return emulator.app.request(`${BASE}${path}`, { ...init, headers });
  };
  return { client, emulator, token, userId, requests, ask, intercept };
}
