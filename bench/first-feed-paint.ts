import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium';
import { PLAIN_MARK, PLAIN_PAGE } from './bench-site';
import { loadPhases, type LoadPhases } from './load-phases';
import { emulateLatency } from './network';
import { TAB_KEYS } from './tab-keys';

export const APP_MARK = 'commons:first-feed-paint';
const FEED_REQUEST = /\/api\/v1\/messages(\.json)?(\?|$)/;

export interface PaintOptions {
  appUrl: string;
  token: string;
  /** config.json's serviceBaseUrl, which the app remembers for the tab beside the token. */
  serviceBaseUrl: string;
  /** Added round-trip latency (Chromium network emulation) on every request, 0 for plain localhost. */
  latencyMs: number;
  /** The reader's language choice (Settings), e.g. `ar`; the browser's (English here) when absent. */
  language?: string | undefined;
}

/** A fresh context: empty HTTP cache, no CORS preflight cache, no persisted query cache. */
export async function coldPage(browser: Browser, options: PaintOptions): Promise<Page> {
  const context = await browser.newContext();
  // A tab signed in earlier, reloaded: the app keeps the token in sessionStorage, and beside it the service
  // it was used with (written on the load that returned from sign-in).
  await context.addInitScript(
    ([tokenKey, token, serviceKey, service, language]) => {
      if (location.pathname === '/__bench/plain.html') return;
      sessionStorage.setItem(tokenKey, token);
      sessionStorage.setItem(serviceKey, service);
      if (language) localStorage.setItem('commons.language', language);
    },
    [
      TAB_KEYS.token,
      options.token,
      TAB_KEYS.service,
      options.serviceBaseUrl,
      options.language ?? '',
    ] as const,
  );
  const page = await context.newPage();
  await emulateLatency(context, page, options.latencyMs);
  return page;
}

/**
 * When the page set `mark` (ms from navigation start). Call right after a navigation that resolved at
 * commit: the page is then watched by one PerformanceObserver, installed before its scripts run. Waiting
 * for the load event and polling every frame (Playwright's waitForFunction) would run the harness's own
 * script on the page's main thread in the middle of what is measured, at a different moment for each page.
 */
export async function markTime(page: Page, mark: string, timeoutMs = 30_000): Promise<number> {
  const seen = page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName(name)[0];
          if (!entry) return;
          observer.disconnect();
          resolve(entry.startTime);
        }).observe({ type: 'mark', buffered: true });
      }),
    mark,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${mark} was not marked within ${String(timeoutMs)} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([seen, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const APP_INTERACTIVE_MARK = 'commons:app-feed-paint';

export interface AppLoad {
  /** First feed paint, ms from navigation start: the early paint, or the app's own when it came first. */
  ms: number;
  /** When the app's own feed list replaced it: from then on every control works. */
  interactiveMs: number;
  feedUrl: string;
  /** Same-origin scripts and stylesheets requested before the first feed paint. */
  assets: string[];
  /** The same, requested before the app was interactive. */
  interactiveAssets: string[];
  phases: LoadPhases;
}

export interface PlainLoad {
  ms: number;
  phases: LoadPhases;
}

/** Same-origin scripts and stylesheets the page asked for up to `until` (ms from navigation start). */
async function assetsRequestedBy(page: Page, until: number): Promise<string[]> {
  return page.evaluate((at) => {
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= at)
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && /\.(js|css)$/.test(url.pathname))
      .map((url) => url.pathname);
  }, until);
}

/** Loads the app cold: its first feed paint, when it became interactive, the feed URL it used. */
export async function appFirstFeedPaint(browser: Browser, options: PaintOptions): Promise<AppLoad> {
  const page = await coldPage(browser, options);
  let feedUrl = '';
  page.on('request', (request) => {
    if (!feedUrl && request.method() === 'GET' && FEED_REQUEST.test(request.url())) feedUrl = request.url();
  });
  await page.goto(options.appUrl, { waitUntil: 'commit' });
  const ms = await markTime(page, APP_MARK);
  const interactiveMs = await markTime(page, APP_INTERACTIVE_MARK);
  // Only what was asked for before each moment: code loaded after it (writing, the virtualizer) is not
  // first-page code.
  const assets = await assetsRequestedBy(page, ms);
  const interactiveAssets = await assetsRequestedBy(page, interactiveMs);
  const phases = await loadPhases(page, FEED_REQUEST, ms);
  await page.context().close();
  return { ms, interactiveMs, feedUrl, assets, interactiveAssets, phases };
}

/** Loads the baseline page cold: when it painted the same feed (ms from navigation start), and its phases. */
export async function plainFeedPaint(browser: Browser, options: PaintOptions): Promise<PlainLoad> {
  const page = await coldPage(browser, options);
  await page.goto(new URL(PLAIN_PAGE, options.appUrl).toString(), { waitUntil: 'commit' });
  const ms = await markTime(page, PLAIN_MARK);
  const phases = await loadPhases(page, FEED_REQUEST, ms);
  await page.context().close();
  return { ms, phases };
}

export async function launch(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}
