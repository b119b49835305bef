import type { Page, Route } from '@playwright/test';
import { E2E_APP_URL } from './env';

/** What a bad service does, as the fault journeys play it (e2e/faults.spec.ts). */
export type Fault =
  '500 burst' | '503 burst' | '503 with Retry-After' | 'malformed JSON' | 'connection reset' | '30 s stall';

export const FAULTS: readonly Fault[] = [
  '500 burst',
  '503 burst',
  '503 with Retry-After',
  'malformed JSON',
  'connection reset',
  '30 s stall',
];

/** How long a stalled answer is held, in real time. */
export const STALL_MS = 30_000;
/** The Retry-After a 503 names, in seconds. */
export const RETRY_AFTER_S = 5;

/**
 * The service's CORS headers: an answer fulfilled for a cross-origin request needs them, or the browser
 * hides it from the app as a network error (Retry-After is exposed, as a service that sends it must).
 */
const CORS = {
  'Access-Control-Allow-Origin': E2E_APP_URL,
  'Access-Control-Expose-Headers': 'Retry-After',
};

export interface InjectedFault {
  /** Requests the fault answered (or held). */
  hits: () => number;
  /** The service answers normally again. */
  heal(): Promise<void>;
  /** A stall: resolves when the held request has been let through to the service. */
  released: Promise<void>;
}

/**
 * Answers for the service, with `fault`, every GET the predicate picks, until healed. A stall holds every
 * request that comes within STALL_MS of the first until then, and lets them through.
 */
export async function injectFault(
  page: Page,
  picks: (url: URL) => boolean,
  fault: Fault,
): Promise<InjectedFault> {
  let hits = 0;
  let stallEnds: number | null = null;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const matcher = (url: URL) => picks(url);
  const handler = async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    hits += 1;
    switch (fault) {
      case '500 burst':
        return route.fulfill({
          status: 500,
          headers: CORS,
          contentType: 'application/json',
          body: JSON.stringify({ response: { message: 'Internal server error', stat: 'fail' } }),
        });
      case '503 burst':
        // A proxy's page, not JSON: the app must not choke on it.
        return route.fulfill({
          status: 503,
          headers: CORS,
          contentType: 'text/html',
          body: '<html><body><h1>503 Service Unavailable</h1></body></html>',
        });
      case '503 with Retry-After':
        return route.fulfill({
          status: 503,
          headers: { ...CORS, 'Retry-After': String(RETRY_AFTER_S) },
          contentType: 'text/html',
          body: '<html><body><h1>503 Service Unavailable</h1></body></html>',
        });
      case 'malformed JSON':
        return route.fulfill({
          status: 200,
          headers: CORS,
          contentType: 'application/json',
          body: '{"messages":[{"id":1,"body":{"plain":"cut sh',
        });
      case 'connection reset':
        return route.abort('connectionreset');
      case '30 s stall': {
        stallEnds ??= Date.now() + STALL_MS;
        const left = stallEnds - Date.now();
        if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
        release();
        // The page may have given up on this request meanwhile (its reader went elsewhere).
        return route.fallback().catch(() => undefined);
      }
    }
  };
  await page.route(matcher, handler);
  return {
    hits: () => hits,
    heal: () => page.unroute(matcher, handler),
    released,
  };
}
