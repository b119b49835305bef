import type { Page } from '@playwright/test';
import { E2E_CONFIG, expect, signInThroughDialog, test } from './support/fixtures';

/*
 * Signing out for real (issue 18): the service's own sign-in ends too, and every tab of the same sign-in
 * learns of it. Wanjiru and Bram are new starters nobody else signs in as.
 */

const signOutButton = (page: Page) =>
  page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Sign out' });

test.use({ viewport: { width: 1280, height: 900 } });

test('after Sign out, Sign in asks for credentials again', async ({ page }) => {
  await signInThroughDialog(page, 'wanjiru.kamau@example.com');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await signOutButton(page).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  // Nothing of the session stays in the tab or the browser's storage.
  const kept = await page.evaluate(() => [
    sessionStorage.getItem('commons.token'),
    Object.keys(localStorage).filter((k) => k.startsWith('commons.cache.')).length,
  ]);
  expect(kept).toEqual([null, 0]);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('a sign-out in one tab signs out the other at once', async ({ page }) => {
  const email = 'bram.visser@example.com';
  await signInThroughDialog(page, email);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  const other = await page.context().newPage();
  await other.route('**/config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(E2E_CONFIG) }),
  );
  await other.goto('/people');
  // The service still knows the browser: this tab's Sign in needs no credentials.
  await other.getByRole('button', { name: /sign in/i }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();

  await signOutButton(page).click();
  // No reload in the other tab: it is told.
  await expect(other.getByText('You have signed out.')).toBeVisible();
  await expect(other.getByRole('heading', { level: 1, name: 'People' })).toBeHidden();
  await other.close();
});
