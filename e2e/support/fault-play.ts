import type { Locator, Page } from '@playwright/test';
import { FAULTS, injectFault, RETRY_AFTER_S, STALL_MS, type Fault } from './faults';
import { expect, test } from './fixtures';

/*
 * How the fault journeys (e2e/faults.spec.ts) play each fault on a place: what the app must say, another
 * place opening soon, typing that survives, and the recovery.
 */

/**
 * A click on another place renders within this while the fault holds: far from the 30 s a stall holds, with
 * room for a loaded 2-core machine (the times measured are attached to each journey's results).
 */
export const RESPONSIVE_MS = 8_000;
/** Click-to-render times of this file's journeys, in ms. */
const clickToRender: number[] = [];

/** Times a click to another place until `shown` is visible, and holds it to RESPONSIVE_MS. */
export async function expectRendersSoon(click: () => Promise<void>, shown: Locator): Promise<void> {
  const started = Date.now();
  await click();
  await expect(shown).toBeVisible({ timeout: RESPONSIVE_MS });
  const took = Date.now() - started;
  clickToRender.push(took);
  expect(took).toBeLessThan(RESPONSIVE_MS);
}

/** One place the faults are played on; every step gets a fresh one, so its first load meets the fault. */
export interface Place {
  name: string;
  /** The API path whose GETs the fault answers (without /api/v1). */
  apiPath: string;
  open: (page: Page) => Promise<void>;
  /** What shows once loaded. */
  loaded: (page: Page) => Locator;
  /** The error state's title. */
  failedTitle: string;
}

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const composerOf = (page: Page) => page.getByLabel('What are you working on?');
export const statusLine = (page: Page, text: RegExp) => page.getByRole('status').filter({ hasText: text });

/** The All feed, from the sidebar: another place, cached, that must render at once whatever else hangs. */
export async function openAllAndType(page: Page, line: string): Promise<void> {
  await expectRendersSoon(
    () => nav(page).getByRole('link', { name: 'All conversations', exact: true }).click(),
    page.getByRole('feed', { name: 'All conversations' }).getByRole('article').first(),
  );
  await page.mouse.wheel(0, 600);
  const box = composerOf(page);
  await box.click();
  await box.press('Control+End');
  await box.pressSequentially(` ${line}`);
  await expect(box).toHaveValue(new RegExp(`${line}$`));
}

/** What the app must say while the fault holds, before anyone retries. */
async function expectSaid(page: Page, fault: Fault, place: Place, fault_hits: () => number) {
  const alert = page.getByRole('alert').filter({ hasText: place.failedTitle });
  switch (fault) {
    case '500 burst':
      await expect(alert).toContainText('The service had a problem answering.', { timeout: 30_000 });
      break;
    case '503 burst':
      await expect(alert).toContainText('The service had a problem answering.', { timeout: 30_000 });
      break;
    case 'malformed JSON':
      await expect(alert).toContainText('The service answered in a shape this app does not understand.', {
        timeout: 30_000,
      });
      break;
    case 'connection reset':
      await expect(alert).toContainText('The service could not be reached.', { timeout: 30_000 });
      await expect(statusLine(page, /^The service cannot be reached\./)).toBeVisible();
      break;
    case '503 with Retry-After':
      await expect(statusLine(page, /^The service is unavailable; trying again in \d+ s\.$/)).toBeVisible({
        timeout: 30_000,
      });
      return;
    case '30 s stall':
      await expect(statusLine(page, /^The service is slow to answer; still waiting…$/)).toBeVisible({
        timeout: 25_000,
      });
      return;
  }
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Retries are bounded: the first try and two more at most. A garbled answer is not tried again, but a page
  // load asks twice (the boot, then the route loader, app/screen-requests.ts) when the first failed at once.
  expect(fault_hits()).toBeLessThanOrEqual(fault === 'malformed JSON' ? 2 : 3);
}

/**
 * Plays every fault on a fresh place each, then checks that every line typed during them is still in the
 * composer, and still there after a reload (the draft).
 */
export async function playFaults(page: Page, places: readonly Place[]): Promise<void> {
  const typed: string[] = [];
  for (const [i, fault] of FAULTS.entries()) {
    const place = places[i];
    if (!place) throw new Error(`no place for the ${fault}`);
    await test.step(`${fault} on ${place.name}`, async () => {
      const injected = await injectFault(
        page,
        (url) => url.pathname === `/api/v1${place.apiPath}` && !url.searchParams.has('newer_than'),
        fault,
      );
      await place.open(page);
      await expectSaid(page, fault, place, injected.hits);

      const line = `Typed during the ${fault}.`;
      await openAllAndType(page, line);
      typed.push(line);
      await page.goBack();

      if (fault === '30 s stall') {
        // Nobody clicks: the place fills in when the service answers.
        await expect(place.loaded(page)).toBeVisible({ timeout: STALL_MS + 30_000 });
        await injected.released;
      } else if (fault === '503 with Retry-After') {
        // Asked again on the way back, it meets the 503 again; the service returns, and the app's next try
        // (after the Retry-After) loads the place without a click.
        await expect(statusLine(page, /^The service is unavailable; trying again in \d+ s\.$/)).toBeVisible({
          timeout: 30_000,
        });
        await injected.heal();
        await expect(place.loaded(page)).toBeVisible({ timeout: RETRY_AFTER_S * 1000 + 30_000 });
      } else {
        const alert = page.getByRole('alert').filter({ hasText: place.failedTitle });
        await expect(alert).toBeVisible({ timeout: 30_000 });
        await injected.heal();
        await alert.getByRole('button', { name: 'Retry' }).click();
        await expect(place.loaded(page)).toBeVisible({ timeout: 30_000 });
      }
      await injected.heal();
      await expect(statusLine(page, /service/)).toHaveCount(0, { timeout: 30_000 });
    });
  }
  await test.step('nothing typed is lost, across a reload too', async () => {
    await nav(page).getByRole('link', { name: 'All conversations', exact: true }).click();
    const all = typed.map((line) => ` ${line}`).join('');
    await expect(composerOf(page)).toHaveValue(all);
    await page.reload();
    await expect(composerOf(page)).toHaveValue(all);
  });
}

/** Attaches this journey's click-to-render times to its results (call after each journey). */
export async function attachClickToRender(): Promise<void> {
  if (clickToRender.length === 0) return;
  await test.info().attach('click-to-render.json', {
    body: JSON.stringify({ max: Math.max(...clickToRender), times: clickToRender }),
    contentType: 'application/json',
  });
  clickToRender.length = 0;
}
