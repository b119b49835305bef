import { expect, holdCode, signIn, test } from './support/fixtures';

/*
 * Right after a reload the feed is drawn three times over: the early paint (plain DOM), the app's plain
 * list, then the virtualizer's list. A keyboard reader who focused something in one of them keeps it.
 */

const activeId = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.activeElement?.closest('article')?.id ?? document.activeElement?.tagName);

test('focus stays on the article and the link the reader focused while the page is handed over', async ({
  page,
}) => {
  await signIn(page, 'nikolai.larsen@example.com');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();

  // The early paint, the app's code held back: the reader focuses the second article.
  const releaseUi = await holdCode(page, 'start');
  const releaseVirtualizer = await holdCode(page, 'window-virtual-list');
  await page.reload();
  const early = page.locator('[data-early-paint]');
  const earlyArticle = early.getByRole('feed').getByRole('article').nth(1);
  await earlyArticle.focus();
  const earlyId = (await earlyArticle.getAttribute('id')) ?? '';
  expect(earlyId).toMatch(/^early-message-\d+$/);
  releaseUi();
  await expect(early).toHaveCount(0);
  const id = earlyId.replace(/^early-/, '');
  expect(await activeId(page)).toBe(id);

  // The app's plain list, the virtualizer still held back: the reader moves to a link in the third article.
  const feed = page.locator('#root').getByRole('feed');
  await expect(feed).not.toHaveAttribute('style', /height/);
  const third = feed.locator('article[id^="message-"]').nth(2);
  const thirdId = (await third.getAttribute('id')) ?? '';
  await third.locator('a[href^="/threads/"]').first().focus();
  const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
  releaseVirtualizer();
  await expect(feed).toHaveAttribute('style', /height/);
  // The virtualizer's list is a new element: the focus moved to its twin of the link.
  await expect.poll(() => activeId(page)).toBe(thirdId);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
});
