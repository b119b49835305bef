import type { Page } from '@playwright/test';
import { expect, signInToAll } from './fixtures';

/* Where the reader is in a feed, for the journeys that check it is kept (e2e/feed-place.spec.ts). */

/** Where the reader is: the window's offset and the first feed entry whose top is in the viewport. */
export async function readPlace(page: Page) {
  return page.evaluate(() => {
    const entries = [...document.querySelectorAll<HTMLElement>('[role="feed"] > [data-index] > article')];
    const anchor = entries.find((a) => a.getBoundingClientRect().top >= 0);
    if (!anchor) throw new Error('no feed entry in the viewport');
    return { scrollY: window.scrollY, id: anchor.id, top: anchor.getBoundingClientRect().top };
  });
}

/** Scrolls down the feed until at least `entries` entries are loaded, then lets the list settle. */
export async function scrollDeep(page: Page, entries: number) {
  const feed = page.getByRole('feed');
  for (let i = 0; i < 40; i++) {
    await page.mouse.wheel(0, 2_000);
    await page.waitForTimeout(150);
    if ((await feed.locator(`[data-index="${String(entries)}"]`).count()) > 0) break;
  }
  await expect(feed.locator(`[data-index="${String(entries)}"]`)).toBeAttached();
  await page.mouse.wheel(0, 600);
  await expect(page.getByText('Loading older messages…')).toHaveCount(0);
  // The list's scroll handling and the place it keeps catch up.
  await page.waitForTimeout(500);
  const place = await readPlace(page);
  expect(place.scrollY).toBeGreaterThan(4_000);
  return place;
}

/** The reader is back where they were: the same entry at the same height, the window about as far down. */
export async function expectPlace(
  page: Page,
  place: { scrollY: number; id: string; top: number },
  exact = true,
) {
  const anchor = page.locator(`#${place.id}`);
  await expect(anchor).toBeInViewport();
  await expect.poll(async () => (await anchor.boundingBox())?.y ?? Number.NaN).toBeGreaterThan(place.top - 5);
  expect((await anchor.boundingBox())?.y).toBeLessThan(place.top + 5);
  if (exact) expect(Math.abs((await page.evaluate(() => window.scrollY)) - place.scrollY)).toBeLessThan(50);
}

/** A link of a feed entry that the viewport shows, if there is one. */
export async function visibleLink(page: Page, hrefPrefix: string) {
  const link = await page.evaluateHandle((prefix) => {
    // Not a link to a message inside a conversation (`#message-ID`): that page opens at the message.
    const links = [
      ...document.querySelectorAll<HTMLAnchorElement>(`[role="feed"] a[href^="${prefix}"]:not([href*="#"])`),
    ];
    return links.find((a) => {
      const r = a.getBoundingClientRect();
      return r.top > 40 && r.bottom < window.innerHeight - 40 && r.width > 0;
    });
  }, hrefPrefix);
  return link.asElement();
}

/** Scrolls on, as a reader looking for one would, until a link of the kind is in view. */
export async function scrollToVisibleLink(page: Page, hrefPrefix: string) {
  for (let i = 0; i < 20 && !(await visibleLink(page, hrefPrefix)); i++) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(150);
  }
  // The list's scroll handling and the place it keeps catch up.
  await page.waitForTimeout(500);
}

/** Clicks a link of a feed entry that the viewport shows (the way a reader would: no scrolling first). */
export async function clickVisibleLink(page: Page, hrefPrefix: string) {
  const element = await visibleLink(page, hrefPrefix);
  if (!element) throw new Error(`no visible link to ${hrefPrefix} in the feed`);
  const before = await page.evaluate(() => window.scrollY);
  await element.click();
  return before;
}

/** Signs in, reads two pages down All and opens a conversation from there; returns where the reader was. */
export async function openConversationDeepInAll(page: Page, email: string) {
  await signInToAll(page, email);
  const place = await scrollDeep(page, 25);
  await clickVisibleLink(page, '/threads/');
  await expect(page).toHaveURL(/\/threads\/\d+/);
  await expect(page.getByRole('feed')).toHaveCount(0);
  return place;
}
