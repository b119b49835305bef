import { expect, signInToAll, test } from './support/fixtures';

test('Settings switches the language at once, keeps an unsent draft, and the choice outlives a reload', async ({
  page,
}) => {
  await signInToAll(page, 'sipho.osei@example.com');
  const draft = page.getByLabel('What are you working on?');
  await draft.fill('Ein Entwurf, der bleibt');

  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('dialog', { name: 'Einstellungen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('ar');
  await expect(page.getByRole('dialog', { name: 'الإعدادات' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'تم' }).click();
  // The composer speaks Arabic now too: its text box is named in Arabic, and still holds the draft.
  await expect(page.getByLabel('على ماذا تعمل؟')).toHaveValue('Ein Entwurf, der bleibt');

  // The entry asks for the catalog before config.json has answered, and the choice is remembered.
  const catalog = page.waitForRequest(/\/assets\/messages-[\w-]+\.js$/);
  await page.reload();
  await catalog;
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
