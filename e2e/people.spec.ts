import { E2E_EMULATOR_URL } from './support/env';
import { tokenFor } from './support/emulator-cli';
import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { expectQuietPanelFailure, failSuggestions } from './support/panel-failure';
import { dismissFirstSuggestion } from './support/service';

/** Nobody else signs in as Nikolai: the follows and dismissals here are his alone. */
const READER = 'nikolai.nilsson@example.com';

/** Whether the reader follows user ID, asked of the service itself (404 = not following). */
async function followsOnService(token: string, id: string): Promise<boolean> {
  for (;;) {
    const response = await fetch(`${E2E_EMULATOR_URL}/api/v1/subscriptions/to_user/${id}.json`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    // The reader's budget is shared with the app in the page: a 429 here means ask again when it says.
    if (response.status !== 429) return response.ok;
    const wait = Number(response.headers.get('Retry-After') ?? '1');
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, wait) * 1000));
  }
}

/** Nobody else signs in as Vera: the directory's reads here spend her budget alone. */
const PANEL_READER = 'vera.sokolova@example.com';

test.use({ viewport: { width: 1280, height: 900 } });

test('the directory by letter and order keeps its address, follows, unfollows and dismisses', async ({
  page,
}) => {
  await signIn(page, READER);
  const token = tokenFor(READER);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'People', exact: true })
    .click();
  await expect(page).toHaveURL(/\/people$/);
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(page).toHaveTitle('People · Example Corp · Commons');
  const list = page.getByRole('list', { name: 'People', exact: true });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);

  // A letter, then an order: both in the address, both kept by a reload.
  const letters = page.getByRole('navigation', { name: 'Letters' });
  await letters.getByRole('link', { name: 'M', exact: true }).click();
  await expect(page).toHaveURL(/\/people\?letter=m$/);
  await expect(letters.getByRole('link', { name: 'M', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Sort by').selectOption('followers');
  await expect(page).toHaveURL(/\/people\?letter=m&sort=followers$/);
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('followers');
  await expect(letters.getByRole('link', { name: 'M', exact: true })).toHaveAttribute('aria-current', 'page');
  // The reload asks again for the frame and the page: behind the reader's budget of 10 requests in 10 s
  // (spec 8), spent by the steps above, it may queue for up to a window.
  await expect(page.getByText('Page 1')).toBeVisible({ timeout: 30_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/people\?letter=m$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('name');

  // Follow the first person not yet followed, checked on the service; then unfollow.
  const row = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Follow / }) })
    .first();
  const profile = row.getByRole('link').first();
  const name = (await profile.textContent()) ?? '';
  const id = ((await profile.getAttribute('href')) ?? '').split('/').pop() ?? '';
  // The service's own answers, asked once each: the check spends the reader's "other" budget too.
  const written = (method: string) =>
    // The write that went through: one the service put off (429) is sent again by the app.
    page.waitForResponse(
      (r) => r.url().includes('/subscriptions.json') && r.request().method() === method && r.status() !== 429,
      { timeout: 30_000 },
    );
  const followed = written('POST');
  await row.getByRole('button', { name: `Follow ${name}` }).click();
  const following = list.getByRole('button', { name: `Following ${name}` });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  expect((await followed).ok()).toBe(true);
  expect(await followsOnService(token, id)).toBe(true);
  const unfollowed = written('DELETE');
  await following.click();
  await expect(list.getByRole('button', { name: `Follow ${name}` })).toHaveAttribute('aria-pressed', 'false');
  expect((await unfollowed).ok()).toBe(true);
  expect(await followsOnService(token, id)).toBe(false);

  // Dismiss a suggestion: gone at once, and still gone after a reload.
  const label = await dismissFirstSuggestion(page, 'People you may know');
  await page.reload();
  // Queued behind the budget this journey spent, the page may take a few seconds: never a 429 shown.
  await expect(
    page.getByRole('list', { name: 'People', exact: true }).getByRole('listitem').first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test('the directory on a phone, in the dark: no axe violation, 44 px Follow buttons, people on the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  // A reader of its own: the other journey of this file spends its reader's budget while this one runs.
  await signIn(page, 'ethan.natarajan@example.com');
  // The sign-in has returned with the token (a first sign-in ends on Allow, then the redirect).
  await expect(page.getByRole('feed')).toBeVisible();
  await page.goto('/people');
  const follow = page.getByRole('list', { name: 'People', exact: true }).getByRole('button').first();
  await expect(follow).toBeVisible();
  expect((await follow.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  // The letters are one row that scrolls sideways, and the suggestions one row of cards: both leave room for
  // the directory's first people on the first screen (wrapped, they pushed everyone below it).
  const letters = page.getByRole('navigation', { name: 'Letters' });
  expect((await letters.boundingBox())?.height ?? 999).toBeLessThan(70);
  await expect(page.getByRole('list', { name: 'People you may know' })).toBeVisible();
  expect((await follow.boundingBox())?.y ?? 999).toBeLessThan(740 - 56);
  await expectAccessible(page);
});

test.describe('at 360 x 740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('when People you may know fails, the directory leads and the failure is a quiet note with Retry', async ({
    page,
  }) => {
    const letThrough = await failSuggestions(page);
    await signIn(page, PANEL_READER, { from: '/people' });
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    const directory = page.getByRole('list', { name: 'People', exact: true });
    await expectQuietPanelFailure(page, directory, 'People you may know');

    await letThrough();
    await page.getByRole('button', { name: 'Retry people you may know' }).click();
    await expect(page.getByText('People you may know could not be loaded.')).toHaveCount(0);
  });
});
