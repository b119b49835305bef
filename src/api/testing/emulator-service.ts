import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterEach, inject } from 'vitest';
import { createApp, type EmulatorApp } from '../../../emulator/app';
import { ensureToken } from '../../../emulator/oauth/grants';
import { DEMO_APP } from '../../../emulator/seed/demo-app';
import { configureHttpClient, type HttpClient } from '../http/http-client';
import { RateLimiter } from '../http/rate-limiter';
import { BASE, sameRuleForEveryGroup } from './fake-service';

/**
 * What a test puts in front of the emulator: given each request, an answer of its own (a 5xx, a stall, a 429
 * with Retry-After, a malformed body), or undefined to let the emulator answer.
 */
export type Fault = (request: Request) => Response | Promise<Response> | undefined;

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
  /** Puts a fault in front of the emulator until the returned function removes it; the newest goes first. */
  intercept: (fault: Fault) => () => void;
}

let seed: Buffer | undefined;
const open: EmulatorApp[] = [];

afterEach(() => {
  for (const emulator of open.splice(0)) emulator.close();
});

/**
 * The emulator's app on a fresh in-memory copy of the seeded demo network (seeded once per run by
 * src/test/emulator-seed.ts), with the app's http client routed to `app.fetch`: no port, no network. The
 * reader is `as` (alice by default), signed in to the demo app in their first network (or `network`, a
 * permalink). The emulator's own rate limits are off and the client's limiter is generous, as in the fakes
 * before it, unless a test wants a budget (`limiter`). Closed after the test.
 */
export function emulatorService(
  options: {
    as?: string;
    network?: string;
    onUnauthorized?: () => void;
    limiter?: RateLimiter;
    now?: () => number;
  } = {},
): EmulatorService {
  seed ??= readFileSync(inject('emulatorSeed'));
  const emulator = createApp({
    db: new Database(seed),
    rateLimits: false,
    baseUrl: BASE,
    ...(options.now ? { now: options.now } : {}),
  });
  open.push(emulator);
  const { repo } = emulator;
  const email = options.as ?? 'alice@example.com';
  const user = repo.userByEmail(email);
  const app = repo.appByClientId(DEMO_APP.client_id);
  if (!user || !app) throw new Error(`no demo user ${email}`);
  const network = options.network ? repo.networkByPermalink(options.network) : undefined;
  const membership = repo.membershipsOf(user.id).find((m) => !network || m.network_id === network.id);
  if (!membership) throw new Error(`${email} is in no network ${options.network ?? ''}`);
  const token = ensureToken(repo, app.id, user.id, membership.network_id, Date.now()).token;

  const requests: string[] = [];
  const faults: Fault[] = [];
  const fetchInProcess = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
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
    getToken: () => token,
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
  return { client, emulator, token, userId: user.id, requests, intercept };
}
