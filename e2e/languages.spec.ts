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
  // And the whole page with it, at once: the feed's heading (a template React draws), the freshness line
  // under it, the places of the sidebar, a message's actions.
  await expect(page.getByRole('heading', { level: 1, name: 'كل المحادثات' })).toBeVisible();
  await expect(page.getByText('تم التحديث للتو')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'الأشخاص' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^إعجاب/ }).first()).toBeVisible();

  // The entry asks for the early catalog before config.json has answered, the UI's comes with the UI's
  // code, the later one once the feed is drawn, and the choice is remembered: the feed's heading, a
  // template, says Arabic.
  const catalogs = ['early', 'ui', 'later'].map((part) =>
    page.waitForRequest(new RegExp(`/assets/catalog-${part}-ar-[\\w-]+\\.js$`)),
  );
  await page.reload();
  await Promise.all(catalogs);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'كل المحادثات' })).toBeVisible();
});
