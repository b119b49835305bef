import type { Browser } from '@playwright/test';
import type { Report } from './report';
import { median } from './servers';
import { APP_MARK, markTime } from './first-feed-paint';
import { emulateLatency } from './network';
import { TAB_KEYS } from './tab-keys';

/**
 * A repeat visit's first feed paint from the persisted query cache, against a cold one. Each run is one
 * fresh browser context (empty HTTP cache, empty storage):
 * - cold: the first load of the app in it;
 * - repeat: the same page reloaded once the app has persisted its cache (the first feed paints from it
 *   before the network answers, then refreshes);
 * - warm without the cache: reloaded again with the persisted cache removed before the app starts, so the
 *   HTTP cache is as warm as for the repeat visit: what the persisted cache alone is worth.
 * The app marks `commons:first-feed-paint` on the frame that paints the first feed items.
 */

const CACHE_PREFIX = 'commons.cache.';
/** Set in sessionStorage: the next load starts without the persisted cache. */
const DROP_FLAG = 'bench.dropQueryCache';

export interface RepeatVisitOptions {
  appUrl: string;
  token: string;
  /** config.json's serviceBaseUrl, which the app remembers for the tab beside the token. */
  serviceBaseUrl: string;
  /** Added round-trip latency (Chromium network emulation) on every request, 0 for plain localhost. */
  latencyMs: number;
}

export interface RepeatVisitRun {
  cold: number;
  repeat: number;
  warmWithoutCache: number;
}

/** True once the app has stored a copy of its cache holding a feed. */
function cachePersisted(prefix: string): boolean {
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(prefix) && key !== `${prefix}owner` && localStorage.getItem(key)?.includes('"pages"'))
      return true;
  }
  return false;
}

export async function repeatVisit(browser: Browser, options: RepeatVisitOptions): Promise<RepeatVisitRun> {
  const context = await browser.newContext();
  // Signed in for the tab, as after the OAuth return (the token and the service it was used with, as
  // first-feed-paint.ts sets them); on request, the persisted cache is gone before the
  // app's first line runs (the app writes it again as the previous page unloads).
  await context.addInitScript(
    ([keys, token, service, prefix, flag]) => {
      sessionStorage.setItem(keys.token, token);
      sessionStorage.setItem(keys.service, service);
      if (sessionStorage.getItem(flag) === '1') {
        sessionStorage.removeItem(flag);
        for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
      }
    },
    [TAB_KEYS, options.token, options.serviceBaseUrl, CACHE_PREFIX, DROP_FLAG] as const,
  );
  const page = await context.newPage();
  try {
    await emulateLatency(context, page, options.latencyMs);
    await page.goto(options.appUrl, { waitUntil: 'commit' });
    const cold = await markTime(page, APP_MARK);
    await page.waitForFunction(cachePersisted, CACHE_PREFIX, { timeout: 30_000 });
    // Every request of the first visit has settled before the reload.
    await page.waitForLoadState('networkidle');

    await page.reload({ waitUntil: 'commit' });
    const repeat = await markTime(page, APP_MARK);
    await page.waitForLoadState('networkidle');

    await page.evaluate((flag) => {
      sessionStorage.setItem(flag, '1');
    }, DROP_FLAG);
    await page.reload({ waitUntil: 'commit' });
    const warmWithoutCache = await markTime(page, APP_MARK);
    return { cold, repeat, warmWithoutCache };
  } finally {
    await context.close();
  }
}

/** The budget of docs/performance.md, "Budgets": a repeat visit paints in at most this share of a cold one. */
export const REPEAT_OVER_COLD_MAX = 0.6;

/** The repeat-visit figures of `npm run bench`, as medians of `runs` runs. */
export async function repeatVisitBench(
  browser: Browser,
  options: RepeatVisitOptions & { runs: number; report: Report },
): Promise<void> {
  const { runs, report, ...visit } = options;
  const results: RepeatVisitRun[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await repeatVisit(browser, visit));
  const cold = median(results.map((r) => r.cold));
  const repeat = median(results.map((r) => r.repeat));
  const warm = median(results.map((r) => r.warmWithoutCache));
  const label = visit.latencyMs ? `${String(visit.latencyMs)} ms RTT` : 'localhost';
  report.line(`first feed paint, cold, ${label} (median of ${String(runs)})`, cold, 'ms');
  report.line(`first feed paint, repeat visit (persisted cache), ${label}`, repeat, 'ms');
  report.line(`first feed paint, warm HTTP cache, no persisted cache, ${label}`, warm, 'ms');
  report.line(`repeat visit / cold, ${label}`, repeat / cold, '×', { max: REPEAT_OVER_COLD_MAX });
  report.line(`repeat visit / warm without persisted cache, ${label}`, repeat / warm, '×');
}
