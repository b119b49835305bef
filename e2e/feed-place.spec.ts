import { postAs } from './support/emulator-cli';
import { expect, expectAccessible, holdCode, signInToAll, test } from './support/fixtures';
import {
  clickVisibleLink,
  expectPlace,
  openConversationDeepInAll,
  readPlace,
  scrollDeep,
  scrollToVisibleLink,
} from './support/feed-place';

/*
 * The reader's place in a feed: Back and Forward, a reload, code that arrives late and a later visit bring the
 * reader back to the same messages.
 */

test('Back and Forward between a feed and a conversation bring the reader to the same messages', async ({
  page,
}) => {
  await signInToAll(page, 'nikolai.rossi@example.com');
  const place = await scrollDeep(page, 45);

  // The reader opens a conversation from where they are, without scrolling to it first.
  expect(await clickVisibleLink(page, '/threads/')).toBe(place.scrollY);
  await expect(page).toHaveURL(/\/threads\/\d+/);
  await expect(page.getByRole('feed')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'All conversations' })).toBeVisible();
  await expectPlace(page, place);

  await page.goForward();
  await expect(page).toHaveURL(/\/threads\/\d+/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);

  await page.goBack();
  await expectPlace(page, place);
  await expectAccessible(page);
});

test('a group opened deep in All starts at its top, and Back returns to the same messages of All', async ({
  page,
}) => {
  await signInToAll(page, 'ava.mehta@example.com');
  await scrollDeep(page, 45);
  // Not every stretch of All shows a group: the reader scrolls on to one, and that is the place to return to.
  await scrollToVisibleLink(page, '/groups/');
  const place = await readPlace(page);

  await clickVisibleLink(page, '/groups/');
  await expect(page).toHaveURL(/\/groups\/\d+/);
  // All stays on screen while the group's page loads (its code may still be on the way): wait until it has gone.
  await expect(page.getByRole('heading', { level: 1, name: 'All conversations' })).toHaveCount(0);
  const group = page.getByRole('feed');
  await expect(group.getByRole('article').first()).toBeVisible();
  // A new feed starts at its top, not at the offset All was scrolled to.
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await expect(group.locator('[data-index="0"] > article')).toBeInViewport();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'All conversations' })).toBeVisible();
  await expectPlace(page, place);
});

test('after a reload of the conversation, Back loads the feed again down to where the reader was', async ({
  page,
}) => {
  const place = await openConversationDeepInAll(page, 'claire.sato@example.com');
  await expect(page.getByRole('article').first()).toBeVisible();

  // Only the first page of a feed outlives a reload: the older ones are loaded again to find the place.
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'All conversations' })).toBeVisible();
  // Heights not measured since the reload are estimates, so only the messages on screen are compared.
  await expectPlace(page, place, false);
});

test('a feed drawn before its virtualizer arrives keeps the reader at the same messages when it does', async ({
  page,
}) => {
  const place = await openConversationDeepInAll(page, 'yusuf.keller@example.com');
  // After a reload on the conversation, no feed has painted, so the virtualizer is not loaded yet: Back
  // draws the feed as a plain list and finds the place in it (a slow machine does this on its own).
  const release = await holdCode(page, 'window-virtual-list');
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'All conversations' })).toBeVisible();
  await expectPlace(page, place, false);
  const plainScrollY = await page.evaluate(() => window.scrollY);

  release();
  await expect(page.getByRole('feed').locator(':scope > [data-index]').first()).toHaveCSS(
    'position',
    'absolute',
  );
  // The virtualizer measures what it mounts; nothing the reader sees moves.
  await page.waitForTimeout(500);
  await expectPlace(page, place, false);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - plainScrollY)).toBeLessThan(2);
});

test('coming back offers to jump to where the reader left off', async ({ page }) => {
  await signInToAll(page, 'sara.hussain@example.com');
  await page.locator('label', { hasText: 'Flat' }).click();
  const feed = page.getByRole('feed', { name: 'All conversations' });
  const first = feed.getByRole('article').first();
  await expect(first).toBeVisible();
  const seenId = await first.getAttribute('id');
  // Let the "seen" mark and the persisted cache be written.
  await page.waitForTimeout(1_500);

  await postAs('bob@example.com', `While you were away ${String(Date.now())}`);
  await postAs('bob@example.com', `Also while you were away ${String(Date.now())}`);
  await page.reload();
  await expect(page.getByText('New since your last visit')).toBeVisible();
  await page.getByRole('button', { name: 'Jump to where you left off' }).click();
  await expect(page.locator(`#${seenId ?? 'missing'}`)).toBeFocused();
});
