import type { Locator, Page } from '@playwright/test';
import { axeOf, expect, signInToAll, test } from './support/fixtures';

/** The composer's shapes: one line that opens, the phone's sheet, the private message's person. */

/** No axe violation at all, whatever its impact, in what `selector` holds. */
async function expectNoViolation(page: Page, selector: string) {
  const results = await axeOf(page).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id} (${String(v.impact)}): ${v.help}`)).toEqual([]);
}

async function heightOf(box: Locator): Promise<number> {
  return (await box.boundingBox())?.height ?? 0;
}

test('the collapsed composer opens, posts and collapses', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToAll(page, 'victor.ortiz@example.com');
  const composer = page.getByRole('form', { name: 'New message' });
  const text = composer.getByRole('textbox', { name: 'What are you working on?' });
  await expect(text).toHaveAttribute('placeholder', 'Start a conversation…');
  const post = composer.getByRole('button', { name: 'Post', exact: true });
  await expect(post).toBeHidden();
  expect(Math.round(await heightOf(composer))).toBe(56);

  await text.click();
  await expect(post).toBeDisabled();
  for (const name of ['Add topics', 'Add a link'])
    await expect(composer.getByRole('button', { name })).toBeVisible();
  await expect(composer.getByLabel('Post to')).toBeVisible();
  await text.fill('Whoever has the projector key, @ali');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await expectNoViolation(page, 'form');
  await text.press('Escape');
  await text.fill('The projector key is at the front desk.');
  await expect(post).toBeEnabled();
  await post.click();

  await expect(
    page
      .getByRole('feed')
      .getByRole('article')
      .filter({ hasText: 'The projector key is at the front desk.' })
      .first(),
  ).toBeVisible();
  await expect(composer.getByRole('status').filter({ hasText: 'Posted.' })).toBeVisible();
  await expect(post).toBeHidden();
  await expect(text).toHaveValue('');
  expect(Math.round(await heightOf(composer))).toBe(56);

  // Only where posting makes sense: none on Received, a New private message on Private.
  await page.goto('/received');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.goto('/private');
  await expect(page.getByRole('button', { name: 'New private message' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
});

test('on a phone the Compose button opens the composer as a sheet, which posts', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInToAll(page, 'tariq.wei@example.com');
  const fab = page.getByRole('button', { name: 'New message' });
  await expect(fab).toBeVisible();
  await expect(page.getByLabel('What are you working on?')).toBeHidden();
  const box = await fab.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(56);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(330);

  await fab.click();
  const sheet = page.getByRole('dialog', { name: 'New message' });
  const text = sheet.getByLabel('What are you working on?');
  await expect(text).toBeFocused();
  await text.fill('Posted from the train');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(fab).toBeFocused();
  await fab.click();
  await expect(text).toHaveValue('Posted from the train');
  await expectNoViolation(page, 'dialog');
  await sheet.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(
    page.getByRole('feed').getByRole('article').filter({ hasText: 'Posted from the train' }).first(),
  ).toBeVisible();
});

test('a new private message goes to the person chosen', async ({ page }) => {
  await signInToAll(page, 'yusuf.hussain@example.com');
  await page.goto('/private');
  await page.getByRole('button', { name: 'New private message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New private message' });
  await dialog.getByRole('textbox', { name: 'Private message' }).fill('Could you review my expense report?');
  const send = dialog.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'To' }).fill('Alice');
  await dialog.getByRole('option', { name: /Alice Andersen/ }).click();
  await expect(dialog.getByRole('button', { name: 'Remove Alice Andersen' })).toBeVisible();
  await expectNoViolation(page, 'dialog');
  await send.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Sent privately.' })).toBeVisible();
  await page.getByRole('link', { name: 'View the conversation' }).click();
  await expect(page.getByText('Could you review my expense report?')).toBeVisible();
  await expect(page.getByText(/private conversation/)).toBeVisible();
});
