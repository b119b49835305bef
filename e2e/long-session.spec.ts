import type { CDPSession, Page, Request } from '@playwright/test';
import { postAs } from './support/emulator-cli';
import { E2E_EMULATOR_URL } from './support/env';
import { expect, signIn, test } from './support/fixtures';

/*
 * An hour with the tab open on a feed, on Playwright's clock (issue 20): the app polls each feed at most once a
 * minute (api/http/poll-cadence.ts), draws no 429 from the service, and its memory levels off; a hidden tab asks
 * for nothing at all. The figures go to the test's attachments (the goals: docs/architecture.md, "When the
 * service misbehaves").
 */

const MINUTE = 60_000;
/**
 * The real time a simulated minute takes at least. The app's clock runs fast, but the service's rate-limit
 * windows are real ones (10 requests per 30 s per group): a minute's requests (one per group) spread over
 * 4 s stay inside them, as a real minute's would. The first 30 s also hold the feed's first load and the
 * journey's own post, which shares the reader's budget: at 3.5 s a minute they drew a 429 now and then.
 */
const REAL_MS_PER_MINUTE = 4_000;

/** `GET /messages.json?newer_than` and `GET /messages/in_group/7.json` become endpoints without ids. */
function endpointOf(request: Request): string {
  const url = new URL(request.url());
  const path = url.pathname.replace(/^\/api\/v1/, '').replace(/\d+/g, 'ID');
  return `${request.method()} ${path}${url.searchParams.has('newer_than') ? ' (poll)' : ''}`;
}

/** Counts the app's requests to the service per endpoint, its 429s, and what is on its way. */
function watchService(page: Page) {
  const counts = new Map<string, number>();
  const inFlight = new Set<Request>();
  let rateLimited = 0;
  const isService = (request: Request) =>
    request.url().startsWith(`${E2E_EMULATOR_URL}/api/`) && request.method() !== 'OPTIONS';
  page.on('request', (request) => {
    if (!isService(request)) return;
    inFlight.add(request);
    const key = endpointOf(request);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    if (isService(response.request()) && response.status() === 429) rateLimited += 1;
  });
  return {
    counts,
    total: () => [...counts.values()].reduce((a, b) => a + b, 0),
    rateLimited: () => rateLimited,
    idle: () => inFlight.size === 0,
    reset: () => {
      counts.clear();
      rateLimited = 0;
    },
  };
}

interface MemorySample {
  minute: number;
  heapMB: number;
  nodes: number;
  listeners: number;
}

/** The page's heap after a garbage collection, its DOM nodes and event listeners (CDP Performance). */
async function sampleMemory(cdp: CDPSession, minute: number): Promise<MemorySample> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  return {
    minute,
    heapMB: Math.round((metric('JSHeapUsedSize') / 1024 / 1024) * 10) / 10,
    nodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
  };
}

/**
 * A hidden minute's real time: a hidden tab sends nothing (the journey checks it), so there is no rate-limit
 * window to keep pace with; a short pause still lets anything the tab did send arrive to be counted.
 */
const HIDDEN_REAL_MS_PER_MINUTE = 500;

/** One simulated minute: the app's timers run, its requests are answered, and real time keeps pace. */
async function liveMinute(
  page: Page,
  service: ReturnType<typeof watchService>,
  realMs = REAL_MS_PER_MINUTE,
): Promise<void> {
  const started = Date.now();
  await page.clock.runFor(MINUTE);
  await expect.poll(service.idle, { timeout: 30_000 }).toBe(true);
  const left = realMs - (Date.now() - started);
  if (left > 0) await page.waitForTimeout(left);
}

test('an hour on a visible feed: a poll a minute at most, no 429, memory that levels off; hidden, no request', async ({
  page,
}) => {
  // Sixty paced minutes and ten hidden ones: about four minutes of real time.
  test.setTimeout(600_000);
  const email = 'zainab.abubakar@example.com';
  await page.clock.install();
  await signIn(page, email);
  const feed = page.getByRole('feed', { name: 'All conversations' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const service = watchService(page);
  await expect.poll(service.idle).toBe(true);
  service.reset();

  const samples: MemorySample[] = [];
  for (let minute = 1; minute <= 60; minute++) {
    // Someone posts now and then, so the polls bring something and the waiting list grows.
    if (minute % 10 === 5) await postAs(email, `Posted at minute ${String(minute)} of the hour.`);
    await liveMinute(page, service);
    if (minute % 10 === 0) samples.push(await sampleMemory(cdp, minute));
  }
  const hour = Object.fromEntries([...service.counts].sort());
  const polls = service.counts.get('GET /messages.json (poll)') ?? 0;
  await test.info().attach('hour.json', {
    body: JSON.stringify(
      { requests: hour, total: service.total(), rateLimited: service.rateLimited(), samples },
      null,
      2,
    ),
    contentType: 'application/json',
  });
  console.info(JSON.stringify({ hour, total: service.total(), rateLimited: service.rateLimited(), samples }));

  // At most one poll a minute; and polling did not stop (at least 55).
  expect(polls).toBeLessThanOrEqual(60);
  expect(polls).toBeGreaterThanOrEqual(55);
  for (const [endpoint, count] of service.counts)
    if (endpoint.endsWith('(poll)')) expect(count, endpoint).toBeLessThanOrEqual(60);
  expect(service.rateLimited()).toBe(0);
  // What arrived waits behind the bar; the page did not grow with the hour.
  await expect(page.getByRole('button', { name: /^Show \d+ new messages?$/ })).toBeVisible();
  const [first, last] = [samples[0], samples.at(-1)];
  if (!first || !last) throw new Error('no memory samples');
  expect(last.heapMB).toBeLessThanOrEqual(first.heapMB * 1.5);
  expect(last.nodes).toBeLessThanOrEqual(first.nodes * 1.25);
  expect(last.listeners).toBeLessThanOrEqual(first.listeners * 1.25);

  // Hidden: ten minutes without a single request.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    // TanStack Query's focus manager listens on the window; the app's drafts on the document.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  service.reset();
  for (let minute = 1; minute <= 10; minute++) await liveMinute(page, service, HIDDEN_REAL_MS_PER_MINUTE);
  expect(Object.fromEntries(service.counts)).toEqual({});

  // Visible again: the overdue poll goes at once (so the silence above was the hidden tab's).
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    // TanStack Query's focus manager listens on the window; the app's drafts on the document.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await expect.poll(() => service.counts.get('GET /messages.json (poll)') ?? 0).toBe(1);
  expect(service.rateLimited()).toBe(0);
});
