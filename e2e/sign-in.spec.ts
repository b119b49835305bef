import { expect, expectAccessible, fillDialog, signInThroughDialog, test } from './support/fixtures';

test('a user signs in through the real dialog and reads the feed', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  await signInThroughDialog(page, 'alice@example.com');

  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Example Corp');
  await expect(page.getByRole('banner')).toContainText(/Alice/);
  // The token never stays in the address bar or in history.
  expect(page.url()).not.toContain('access_token');
  await expectAccessible(page);
});

test('Deny on the dialog is shown plainly, with a way to try again', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /sign in/i }).click();
  // Someone who never allowed the app, so the dialog asks.
  await fillDialog(page, 'chloe.nilsson@example.com');
  await page.getByRole('button', { name: 'Deny' }).click();

  await expect(page.getByRole('alert')).toContainText(/denied|access_denied/i);
  await expectAccessible(page);
  await page.getByRole('button', { name: /try again/i }).click();
  await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
});

test('a forged return with the wrong state is refused', async ({ page }) => {
  await page.goto('/auth/callback#access_token=stolen&state=not-ours');
  await expect(page.getByRole('alert')).toBeVisible();
  expect(page.url()).not.toContain('stolen');
  await expect(page.getByRole('feed')).toHaveCount(0);
});

test('Back right after signing in does not end in an error: the tab stays signed in', async ({ page }) => {
  await signInThroughDialog(page, 'lena.costa@example.com');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  // Back reaches the dialog, which sends the browser straight back with the state already used.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'All conversations' })).toBeVisible();
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Sign-in did not complete')).toHaveCount(0);
  expect(page.url()).not.toContain('access_token');
});

test('sign-out forgets the token', async ({ page }) => {
  await signInThroughDialog(page, 'alice@example.com');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: /sign out/i }).click();
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
});
