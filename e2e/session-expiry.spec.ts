import { revokeToken, tokenFor } from './support/emulator-cli';
import { completeDialog, expect, signInThroughDialog, test } from './support/fixtures';

test('a revoked token asks the user to sign in again and brings them back', async ({ page }) => {
  const email = 'daniel.haddad@example.com';
  await signInThroughDialog(page, email);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  const route = new URL(page.url()).pathname;

  // The emulator hands the same app the same token for the same user, so this is the tab's token.
  revokeToken(tokenFor(email));
  await page.reload();

  await expect(page.getByText(/session (has )?expired|sign in again/i)).toBeVisible();
  await page.getByRole('button', { name: /sign in/i }).click();
  await completeDialog(page, email);

  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(route);
});
