import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

/** The conversations the feed links to, newest first, each once. */
async function threadIdsOnFeed(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('feed')
    .locator('a[href^="/threads/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const ids = hrefs.map((href) => /^\/threads\/(\d+)$/.exec(href)?.[1]).filter((id) => id !== undefined);
  return [...new Set(ids)];
}

/** Holds a conversation's in_thread answer until released: what shows before it comes from the cache. */
async function holdInThread(page: Page, id: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answered = false;
  await page.route(new RegExp(`/messages/in_thread/${id}\\.json`), async (route) => {
    await released;
    await route.continue();
    answered = true;
  });
  return { release, answered: () => answered };
}

/** Times, in the page, from the click to the conversation's starter being in the DOM. */
async function timeNextOpen(page: Page, id: string): Promise<void> {
  await page.evaluate((threadId) => {
    const w = window as unknown as { openTiming: { clickAt: number; drawnAt: number } };
    w.openTiming = { clickAt: 0, drawnAt: 0 };
    document.addEventListener('click', () => (w.openTiming.clickAt = performance.now()), {
      capture: true,
      once: true,
    });
    const drawn = () =>
      location.pathname === `/threads/${threadId}` &&
      document.querySelector(`main article#message-${threadId}`) !== null &&
      /^Conversation/.test(document.querySelector('main h1')?.textContent ?? '');
    const observer = new MutationObserver(() => {
      if (!drawn()) return;
      w.openTiming.drawnAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, id);
}

test('five conversations opened one after another right after sign-in: each drawn from the cache at once, no 429', async ({
  page,
}) => {
  const limited: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 429) limited.push(response.url());
  });
  const threadRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/threads\/\d+\.json/.test(request.url())) threadRequests.push(request.url());
  });

  await signIn(page, 'daniel.ivanova@example.com');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  const ids = (await threadIdsOnFeed(page)).slice(0, 5);
  expect(ids).toHaveLength(5);

  const started = Date.now();
  const timings: number[] = [];
  for (const id of ids) {
    const held = await holdInThread(page, id);
    await timeNextOpen(page, id);
    await page.getByRole('feed').locator(`a[href="/threads/${id}"]`).first().click();
    const starter = page.getByRole('main').locator(`article#message-${id}`);
    await expect(starter).toBeVisible();
    // Drawn while its own messages are still held back: from what the feed already had.
    expect(held.answered()).toBe(false);
    await expect(page.getByText(/Loading the rest of the conversation/)).toBeVisible();
    const ms = await page.evaluate(() => {
      const { clickAt, drawnAt } = (window as unknown as { openTiming: { clickAt: number; drawnAt: number } })
        .openTiming;
      return drawnAt - clickAt;
    });
    timings.push(Math.round(ms));
    held.release();
    await expect(page.getByText(/Loading the rest of the conversation/)).toBeHidden();
    await page.goBack();
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  }
  console.info(
    `click to starter drawn (ms): ${timings.join(', ')}; all five in ${String(Date.now() - started)} ms`,
  );
  // The time itself is a figure, not a check (timed tests flake on a busy machine): being drawn while its own
  // messages were held back is what shows it came from the cache. Measured here: 11-136 ms.
  // Every thread was named in the feed's references: threads/ID was never needed.
  expect(threadRequests).toEqual([]);
  expect(limited).toEqual([]);
});
