import { chromium, type Browser, type BrowserContext } from '@playwright/test';

export interface PaintRun {
  firstFeedPaintMs: number;
  plainFetchMs: number;
}

export interface PaintOptions {
  appUrl: string;
  config: Record<string, unknown>;
  token: string;
  email: string;
  /** Added round-trip latency (Chromium network emulation), 0 for plain localhost. */
  latencyMs: number;
  executablePath: string | undefined;
}

const MARK = 'commons:first-feed-paint';
const FEED_REQUEST = /\/api\/v1\/messages(\.json)?(\?|$)/;

async function newContext(browser: Browser, options: PaintOptions): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route('**/config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(options.config) }),
  );
  return context;
}

async function emulateLatency(
  context: BrowserContext,
  page: import('@playwright/test').Page,
  latency: number,
) {
  if (latency <= 0) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/**
 * One cold run: a fresh browser context (empty HTTP cache, no preflight cache) loads the app signed in and
 * reports when the first feed items were painted (the app's own performance mark). Then another fresh context
 * opens a same-origin page and does a plain fetch of the very request the app made, from navigation start to
 * parsed JSON, so the ratio shows what the app adds on top of the network.
 */
export async function measurePaint(
  browser: Browser,
  options: PaintOptions,
  signIn: (page: import('@playwright/test').Page) => Promise<void>,
): Promise<PaintRun> {
  const appContext = await newContext(browser, options);
  const page = await appContext.newPage();
  await signIn(page);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK);
  // Now measure a cold load in this tab: the token stays in the tab's sessionStorage, caches are cleared.
  const cdp = await appContext.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await emulateLatency(appContext, page, options.latencyMs);
  let feedUrl = '';
  page.on('request', (request) => {
    if (!feedUrl && FEED_REQUEST.test(request.url()) && request.method() === 'GET') feedUrl = request.url();
  });
  await page.goto(options.appUrl);
  const firstFeedPaintMs = await page.evaluate(async (mark) => {
    for (;;) {
      const entry = performance.getEntriesByName(mark)[0];
      if (entry) return entry.startTime;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }, MARK);
  await appContext.close();

  const plainContext = await newContext(browser, options);
  const plainPage = await plainContext.newPage();
  await emulateLatency(plainContext, plainPage, options.latencyMs);
  await plainPage.goto(new URL('/robots.txt', options.appUrl).toString());
  const plainFetchMs = await plainPage.evaluate(
    async ({ url, token }) => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const start = performance.now();
      const response = await fetch(url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      await response.json();
      // As if the page had fired the fetch the moment its HTML arrived.
      return nav.responseEnd + (performance.now() - start);
    },
    { url: feedUrl, token: options.token },
  );
  await plainContext.close();
  return { firstFeedPaintMs, plainFetchMs };
}

export async function launch(executablePath: string | undefined): Promise<Browser> {
  return chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}
