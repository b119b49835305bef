import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import type { Report } from './report';
import { median, percentile, startScaledEmulator, stopServer } from './servers';
import { signInContext } from './tab-keys';

/**
 * A long feed: 5,000 messages in the All feed (flat view), how many feed items are mounted, and how long
 * the frames are while the list scrolls.
 *
 * How the 5,000 messages get there: the app reads a feed 20 messages a page, and its rate-limit queue lets
 * 10 message reads start per 30 s (spec 8), so scrolling 250 pages in would take about 14 minutes. Instead
 * the bench reads the 5,000 newest messages of a `--scale` emulator through the API (50 a page, as the
 * service allows), and answers the app's first feed request with them as one page whose `older_available`
 * is false (a Playwright route over the real response, CORS headers included). Everything from there is
 * the app's own: the envelope reader, the entries, the references index, the virtualized list. What the
 * bench skips is only the paging, which this measure is not about.
 */
export interface FeedEnvelopeJson {
  messages: { id: number }[];
  references: { type: string; id: number }[];
  meta: Record<string, unknown>;
  threaded_extended?: Record<string, unknown>;
}

const PAGE = 50;

/** The `count` newest messages of All conversations, read page by page, merged into one envelope. */
export async function readLongFeed(
  emulatorUrl: string,
  token: string,
  count: number,
): Promise<FeedEnvelopeJson> {
  const messages: FeedEnvelopeJson['messages'] = [];
  const references = new Map<string, FeedEnvelopeJson['references'][number]>();
  let meta: Record<string, unknown> = {};
  let olderThan: number | undefined;
  while (messages.length < count) {
    const url = new URL(`${emulatorUrl}/api/v1/messages.json`);
    url.searchParams.set('limit', String(PAGE));
    if (olderThan !== undefined) url.searchParams.set('older_than', String(olderThan));
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${url.toString()} answered ${String(response.status)}`);
    const page = (await response.json()) as FeedEnvelopeJson;
    if (olderThan === undefined) meta = page.meta;
    messages.push(...page.messages);
    for (const ref of page.references) references.set(`${ref.type}:${String(ref.id)}`, ref);
    const last = page.messages.at(-1);
    if (!last || page.meta.older_available !== true) break;
    olderThan = last.id;
  }
  if (messages.length < count) throw new Error(`the emulator holds only ${String(messages.length)} messages`);
  return {
    messages: messages.slice(0, count),
    references: [...references.values()],
    meta: { ...meta, older_available: false },
  };
}

export interface FeedScrollOptions {
  appUrl: string;
  token: string;
  feed: FeedEnvelopeJson;
  /** The service the app talks to (its /config.json is answered accordingly). */
  serviceBaseUrl: string;
  /** How long each of the three scripted scrolls lasts, and how fast it goes. */
  durationMs?: number;
  pxPerSecond?: number;
}

export interface FeedScrollResult {
  /** The feed's size as the app announces it (aria-setsize). */
  loaded: number;
  /** The most feed items mounted at rest, and while scrolling (`[role=feed] article`). */
  mountedAtRest: number;
  mountedMax: number;
  /** requestAnimationFrame intervals during the scrolls, in ms. */
  frames: number[];
}

/**
 * In the page: scrolls the window at a steady speed, one step per animation frame, and records the
 * interval between frames and the most feed items mounted at once. A string, so that nothing the bench's
 * TypeScript compiler adds to functions (its name helpers) reaches the page.
 */
const SCROLL_SCRIPT = `({ durationMs, pxPerSecond }) => new Promise((resolve) => {
  const from = window.scrollY;
  const frames = [];
  let mountedMax = 0;
  let start = null;
  let last = 0;
  function step(t) {
    if (start === null) start = t;
    else frames.push(t - last);
    last = t;
    mountedMax = Math.max(mountedMax, document.querySelectorAll('[role="feed"] article').length);
    window.scrollTo(0, from + ((t - start) / 1000) * pxPerSecond);
    if (t - start < durationMs) requestAnimationFrame(step);
    else resolve({ frames, mountedMax });
  }
  requestAnimationFrame(step);
})`;

const FIRST_PAGE = /\/api\/v1\/messages\.json(\?(?!.*(older_than|newer_than)=).*)?$/;

export async function feedScroll(browser: Browser, options: FeedScrollOptions): Promise<FeedScrollResult> {
  const { appUrl, token, feed, serviceBaseUrl, durationMs = 3_000, pxPerSecond = 2_000 } = options;
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await signInContext(context, { appUrl, emulatorUrl: serviceBaseUrl, token });
  await context.addInitScript(() => {
    localStorage.setItem('commons.feedView', 'flat');
  });
  const body = JSON.stringify(feed);
  await context.route(FIRST_PAGE, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body, contentType: 'application/json' });
  });
  const page = await context.newPage();
  try {
    await page.goto(appUrl);
    const count = feed.messages.length;
    await page
      .locator(`[role="feed"] article[aria-setsize="${String(count)}"]`)
      .first()
      .waitFor({ timeout: 60_000 });
    // Measured once the virtualizer (its own chunk) is in charge: its items are placed absolutely, and the
    // list is as tall as 5,000 items. Before it, the plain list shows the first items in normal flow; a wait
    // on the height alone once let a plain list of all 5,000 through, and "at rest" counted all of them.
    await page.waitForFunction(
      () => {
        const feed = document.querySelector<HTMLElement>('[role="feed"]');
        const item = feed?.querySelector(':scope > [data-index]');
        return (
          feed !== null &&
          item instanceof HTMLElement &&
          getComputedStyle(item).position === 'absolute' &&
          feed.scrollHeight > 100_000
        );
      },
      null,
      { timeout: 60_000 },
    );
    // The persisted-cache write and the first poll happen in the first seconds: not during the measure.
    await page.waitForTimeout(2_500);
    // Three passes, from a quarter, half and three quarters down the list, pooled.
    let mountedAtRest = 0;
    let mountedMax = 0;
    const frames: number[] = [];
    for (const at of [0.25, 0.5, 0.75]) {
      await page.evaluate((fraction) => {
        window.scrollTo(0, document.documentElement.scrollHeight * fraction);
      }, at);
      await page.waitForTimeout(700);
      mountedAtRest = Math.max(mountedAtRest, await page.locator('[role="feed"] article').count());
      const call = `(${SCROLL_SCRIPT})(${JSON.stringify({ durationMs, pxPerSecond })})`;
      const pass = await page.evaluate<{ frames: number[]; mountedMax: number }>(call);
      frames.push(...pass.frames);
      mountedMax = Math.max(mountedMax, pass.mountedMax);
    }
    const setsize = await page.locator('[role="feed"] article').first().getAttribute('aria-setsize');
    return { loaded: Number(setsize), mountedAtRest, mountedMax, frames };
  } finally {
    await context.close();
  }
}

export const LONG_FEED_MESSAGES = 5_000;
/** The budgets of docs/performance.md, "Budgets". */
export const MOUNTED_ITEMS_MAX = 60;
export const SCROLL_FRAME_P95_MAX_MS = 34;

/**
 * The long-feed figures of `npm run bench`: starts its own emulator seeded with `--scale` (rate limits off)
 * on `port`, points the app at it (a Playwright route over /config.json, as the journeys do), measures, and
 * stops it.
 */
export async function longFeedBench(
  browser: Browser,
  options: { appUrl: string; port: number; dir: string; report: Report },
): Promise<void> {
  const { appUrl, port, dir, report } = options;
  const emulator = await startScaledEmulator(port, join(dir, 'scale.sqlite'), 6000);
  const emulatorUrl = emulator.url;
  try {
    const token = emulator.tokenFor('alice@example.com');
    const feed = await readLongFeed(emulatorUrl, token, LONG_FEED_MESSAGES);
    const result = await feedScroll(browser, { appUrl, token, feed, serviceBaseUrl: emulatorUrl });
    if (result.loaded !== LONG_FEED_MESSAGES)
      throw new Error(
        `the feed announced ${String(result.loaded)} messages, not ${String(LONG_FEED_MESSAGES)}`,
      );
    const n = LONG_FEED_MESSAGES.toLocaleString('en');
    report.line(`feed items mounted, ${n} messages loaded (at rest)`, result.mountedAtRest, 'items', {
      max: MOUNTED_ITEMS_MAX,
    });
    report.line(`feed items mounted, ${n} messages loaded (most, scrolling)`, result.mountedMax, 'items', {
      max: MOUNTED_ITEMS_MAX,
    });
    report.line(
      `frame time scrolling ${n} messages (median of ${String(result.frames.length)})`,
      median(result.frames),
      'ms',
    );
    report.line(`frame time scrolling ${n} messages (p95)`, percentile(result.frames, 95), 'ms', {
      max: SCROLL_FRAME_P95_MAX_MS,
    });
  } finally {
    stopServer(emulator.server);
  }
}
