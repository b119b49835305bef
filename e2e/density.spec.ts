import { messagesAboveTheFold } from '../scripts/above-the-fold';
import { expect, signIn, test } from './support/fixtures';

/**
 * A reader sees several messages per screen: at least 5 whole messages above the fold at 1280 x 900 and 2 at
 * 360 x 740, on All, threaded, with the demo seed, in both colour schemes.
 */
const SIZES = [
  { width: 1280, height: 900, least: 5 },
  { width: 360, height: 740, least: 2 },
] as const;

for (const colorScheme of ['light', 'dark'] as const) {
  test(`several whole messages above the fold on All, threaded, in ${colorScheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await signIn(page, colorScheme === 'light' ? 'lucia.dubois@example.com' : 'freya.hussain@example.com');
    const feed = page.getByRole('feed', { name: 'All conversations' });
    await expect(page.getByRole('radio', { name: 'Threaded' })).toBeChecked();
    for (const { width, height, least } of SIZES) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await expect(feed.getByRole('article').first()).toBeVisible();
      await expect
        .poll(() => messagesAboveTheFold(page), { message: `at ${String(width)} px` })
        .toBeGreaterThanOrEqual(least);
    }
  });
}
