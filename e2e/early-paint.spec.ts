import type { Page } from '@playwright/test';
import { tokenFor } from './support/emulator-cli';
import { E2E_EMULATOR_URL } from './support/env';
import { expect, expectAccessible, holdCode, signIn, test } from './support/fixtures';

/*
 * The early paint (src/app/first-paint.ts, src/app/early-paint/): a network feed drawn with the DOM alone
 * before React and the UI have run, then replaced by the app in one frame. Holding the UI's code back shows
 * the early page on its own; releasing it shows the hand-over.
 */

/** Holds React and the UI's code (the start chunk) until released. */
function holdUiCode(page: Page): Promise<() => void> {
  return holdCode(page, 'start');
}

type Boxes = Record<string, { x: number; y: number; width: number; height: number }>;

/** Where the heading and the feed's first entries are, by id (the early page's ids carry `early-`). */
function boxesNow(prefix: string): Boxes {
  const boxes: Boxes = {};
  const heading = document.getElementById(`${prefix}feed-heading`);
  const entries = [...document.querySelectorAll('[role="feed"] > [data-index] > article')].slice(0, 3);
  for (const el of heading ? [heading, ...entries] : entries) {
    const r = el.getBoundingClientRect();
    boxes[el.id.slice(prefix.length)] = { x: r.x, y: r.y, width: r.width, height: r.height };
  }
  return boxes;
}

/** Records the same boxes in the app's page at the moment it replaces the early one (before anything else loads). */
async function boxesAtHandOver(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const measure = ${boxesNow.toString()};
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-early-paint]')) return;
      observer.disconnect();
      window.handOverBoxes = measure('');
    });
    observer.observe(document.body, { childList: true, subtree: true });
  })()`);
}

async function expectHandOverInPlace(page: Page, release: () => void): Promise<void> {
  const early = page.locator('[data-early-paint]');
  const before = await page.evaluate(`(${boxesNow.toString()})('early-')`);
  expect(Object.keys(before as Boxes).length).toBeGreaterThan(1);
  await boxesAtHandOver(page);
  release();
  await expect(early).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const after = await page.evaluate(() => (window as unknown as { handOverBoxes: Boxes }).handOverBoxes);
  for (const [id, box] of Object.entries(before as Boxes)) {
    const moved = after[id];
    expect(moved, `${id} is on the app's page`).toBeDefined();
    expect(Math.abs((moved?.y ?? NaN) - box.y), `${id} did not move`).toBeLessThan(1);
    expect(Math.abs((moved?.height ?? NaN) - box.height), `${id} kept its height`).toBeLessThan(1);
  }
}

/** The early page shows the feed while the app's code has not run; the app's root waits, hidden and inert. */
async function expectEarlyPage(page: Page) {
  const early = page.locator('[data-early-paint]');
  await expect(early.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expect(early.getByRole('heading', { level: 1, name: 'All conversations' })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  expect(await page.evaluate(() => performance.getEntriesByName('commons:app-feed-paint').length)).toBe(0);
}

for (const viewport of [
  { width: 1280, height: 800, email: 'grace.iyer@example.com' },
  { width: 360, height: 740, email: 'hannah.cohen@example.com' },
]) {
  test.describe(`at ${String(viewport.width)} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a cold load draws the feed before the app runs, and the app takes over without moving it', async ({
      page,
    }) => {
      // Signed in for this tab (as after the OAuth return), nothing kept from an earlier visit.
      const token = tokenFor(viewport.email);
      await page.addInitScript((value) => {
        sessionStorage.setItem('commons.token', value);
      }, token);
      const release = await holdUiCode(page);
      await page.goto('/');
      await expectEarlyPage(page);
      await expectAccessible(page);
      await expectHandOverInPlace(page, release);

      // The app's writing code arrives into the room its placeholder held (one line from 640 px; below, a
      // floating Compose button that takes none): nothing below it moves.
      const main = page.getByRole('main');
      await expect(
        main
          .getByRole('textbox', { name: 'What are you working on?' })
          .or(main.getByRole('button', { name: 'New message' })),
      ).toBeVisible();
      const atHandOver = await page.evaluate(
        () => (window as unknown as { handOverBoxes: Boxes }).handOverBoxes,
      );
      const settled = await page.evaluate(
        (ids) => ids.map((id) => document.getElementById(id)?.getBoundingClientRect().y ?? Number.NaN),
        Object.keys(atHandOver),
      );
      // Measured from the feed's heading: the status line above it may rightly grow (rate-limited, offline).
      // At 360 px the actions used to wrap onto a second line and moved the feed about 108 px down.
      const [heading, ...entries] = Object.values(atHandOver);
      entries.forEach((box, i) => {
        const moved = (settled[i + 1] ?? NaN) - (settled[0] ?? NaN) - (box.y - (heading?.y ?? NaN));
        expect(Math.abs(moved), 'stayed when the composer arrived').toBeLessThan(1);
      });

      // Copy link, Email me a copy and Delete wait behind More at every width.
      const actions = page.getByRole('feed').getByRole('group', { name: 'Message actions' }).first();
      const more = actions.getByRole('button', { name: 'More' });
      await expect(actions.getByRole('button', { name: /^Like\b/ })).toBeVisible();
      // Drawn with the card, usable once the actions' code is in (aria-disabled until then).
      await expect(more).not.toHaveAttribute('aria-disabled', 'true');
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(more).toBeFocused();

      // The app's own page works: its controls respond.
      await page.locator('label', { hasText: 'Flat' }).click();
      await expect(page.getByRole('radio', { name: 'Flat' })).toBeChecked();
      await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    });
  });
}

test('a repeat visit draws the feed from the copy kept at the last visit, before the app runs', async ({
  page,
}) => {
  await signIn(page, 'james.khan@example.com');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  // The app keeps a copy of the feed a second after it settles.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('commons.cache.owner') !== null))
    .toBe(true);

  const release = await holdUiCode(page);
  await page.reload();
  await expectEarlyPage(page);
  // The copy knows who reads: the shell names them before the app has run.
  await expect(page.locator('[data-early-paint]').getByRole('region', { name: 'Account' })).toContainText(
    'James Khan',
  );
  await expectHandOverInPlace(page, release);
});

test('while the feed is on its way the page shows it loading, then the feed in its place', async ({
  page,
}) => {
  const token = tokenFor('kai.hussain@example.com');
  await page.addInitScript((value) => {
    sessionStorage.setItem('commons.token', value);
  }, token);
  const releaseUi = await holdUiCode(page);
  let releaseFeed: () => void = () => undefined;
  const feedReleased = new Promise<void>((resolve) => {
    releaseFeed = resolve;
  });
  await page.route(/\/api\/v1\/messages\.json/, async (route) => {
    if (route.request().method() === 'GET') await feedReleased;
    await route.continue();
  });
  await page.goto('/');

  // Before any answer: the page the app shows while the feed loads, drawn by the first chunk alone.
  const early = page.locator('[data-early-paint]');
  await expect(early.getByRole('heading', { level: 1, name: 'All conversations' })).toBeVisible();
  await expect(early.getByRole('status').filter({ hasText: 'Loading messages…' })).toBeVisible();
  await expect(early.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(early.getByRole('article')).toHaveCount(0);
  await expectAccessible(page);
  const headingBefore = await early.getByRole('heading', { level: 1 }).boundingBox();

  releaseFeed();
  await expect(early.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expect(early.getByText('Loading messages…')).toHaveCount(0);
  await expect(page.locator('[data-early-paint]')).toHaveCount(1);
  const headingAfter = await early.getByRole('heading', { level: 1 }).boundingBox();
  expect(headingAfter?.y).toBe(headingBefore?.y);

  releaseUi();
  await expect(early).toHaveCount(0);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
});

test('a reload sends the feed request from the entry, before the first chunk has loaded, and only once', async ({
  page,
}) => {
  // A reload of a signed-in tab: the token and the service it was used with are kept for the tab.
  const token = tokenFor('laura.dubois@example.com');
  await page.addInitScript(
    ([value, service]) => {
      sessionStorage.setItem('commons.token', value);
      sessionStorage.setItem('commons.serviceBaseUrl', service);
    },
    [token, E2E_EMULATOR_URL] as const,
  );
  // How the early page looks the moment it enters the document: the stylesheet the entry applies must
  // already be in force (min-h-dvh makes the frame as tall as the window).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const early = document.querySelector('[data-early-paint]');
      if (!early) return;
      observer.disconnect();
      (window as unknown as { earlyMinHeight: string }).earlyMinHeight = getComputedStyle(early).minHeight;
    }).observe(document, { childList: true, subtree: true });
  });
  const feedRequests: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/api\/v1\/messages\.json/.test(request.url()))
      feedRequests.push(request.url());
  });
  page.on('requestfailed', (request) => failed.push(request.url()));
  let releaseFirstChunk: () => void = () => undefined;
  const firstChunkReleased = new Promise<void>((resolve) => {
    releaseFirstChunk = resolve;
  });
  await page.route(/\/assets\/first-screen-[^/]+\.js$/, async (route) => {
    await firstChunkReleased;
    await route.continue();
  });
  const releaseUi = await holdUiCode(page);

  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => feedRequests.length, 'the entry sent the feed request on its own').toBe(1);
  expect(feedRequests[0]).toContain(`${E2E_EMULATOR_URL}/api/v1/messages.json`);
  await expect(page.locator('[data-early-paint]')).toHaveCount(0);

  releaseFirstChunk();
  await expectEarlyPage(page);
  const minHeight = await page.evaluate(
    () => (window as unknown as { earlyMinHeight: string }).earlyMinHeight,
  );
  expect(minHeight).toBe(`${String(page.viewportSize()?.height)}px`);
  releaseUi();
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expect(page.locator('[data-early-paint]')).toHaveCount(0);
  // The first chunk's client took the answer over: no second request, nothing aborted.
  expect(feedRequests).toHaveLength(1);
  expect(failed).toEqual([]);
});
