import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test, untilAppRuns } from './support/fixtures';

/** Every page is titled "<its heading> · <network> · Commons". */
async function expectTitledAfterHeading(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  const text = (await heading.textContent()) ?? '';
  await expect(page).toHaveTitle(`${text} · Example Corp · Commons`);
}

/** At least 44 x 44 px: a finger's target (WCAG 2.5.5). */
async function expectTouchSize(page: Page, selector: string) {
  const boxes = await page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { text: el.textContent.trim(), width: r.width, height: r.height };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  expect(boxes.filter((b) => b.width < 44 || b.height < 44)).toEqual([]);
}

test.describe('at 1280 x 900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the sidebar reaches every place in one step, marks it, titles the page and focuses its heading', async ({
    page,
  }) => {
    await signIn(page, 'maria.natarajan@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'All conversations' })).toBeVisible();
    await expect(page).toHaveTitle('All conversations · Example Corp · Commons');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const places = [
      { link: 'My feed', url: /\/my-feed$/ },
      { link: 'Top', url: /\/top$/ },
      { link: 'Following', url: /\/following$/ },
      { link: 'Inbox', url: /\/received$/ },
      { link: 'People', url: /\/people$/ },
      { link: 'Groups', url: /\/groups$/ },
      { link: 'Profile', url: /\/users\/\d+$/ },
      { link: 'All conversations', url: /\/$/ },
    ];
    for (const { link, url } of places) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectTitledAfterHeading(page);
    }

    // The reader's groups, each one click away.
    const firstGroup = nav.getByRole('list', { name: 'Your groups' }).getByRole('link').first();
    const groupName = (await firstGroup.textContent()) ?? '';
    await firstGroup.click();
    await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeFocused();
    await expect(firstGroup).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(`${groupName} · Example Corp · Commons`);

    // Received, Sent and Private under the one Inbox choice, which stays marked on each.
    await nav.getByRole('link', { name: 'Inbox' }).click();
    const inbox = page.getByRole('navigation', { name: 'Inbox' });
    for (const name of ['Sent', 'Private messages', 'Received']) {
      await inbox.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
      await expect(inbox.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', /^(page|true)$/);
    }
  });

  test('Back returns focus to the message the reader opened', async ({ page }) => {
    await signIn(page, 'malik.tanaka@example.com');
    const second = page.locator('[role="feed"] [data-index="1"] > article');
    await expect(second).toBeVisible();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(second).toBeFocused();
    const id = await second.getAttribute('id');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/threads\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.goBack();
    await expect(page.locator(`[role="feed"] article[id="${id ?? ''}"]`)).toBeFocused();
  });
});

test.describe('at 360 x 740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the tab bar, the feeds strip and the account menu reach every place, with 44 px targets', async ({
    page,
  }) => {
    await signIn(page, 'sofia.costa@example.com');
    const tabs = page.getByRole('navigation', { name: 'Places' });
    await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expectTouchSize(page, 'nav[aria-label="Places"] a');
    await expectTouchSize(page, 'nav[aria-label="Feeds"] a');
    await expectTouchSize(page, 'button[aria-haspopup="menu"]');

    const strip = page.getByRole('navigation', { name: 'Feeds' });
    await strip.getByRole('link', { name: 'Inbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Received' })).toBeFocused();
    await page.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name: 'Sent' }).click();
    await expectTitledAfterHeading(page);
    await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'true');

    await tabs.getByRole('link', { name: 'Groups' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeFocused();
    await expect(tabs.getByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('list', { name: 'My groups' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/groups\/\d+$/);
    await expectTitledAfterHeading(page);
    await expect(tabs.getByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'true');

    await tabs.getByRole('link', { name: 'People', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeFocused();
    await expect(tabs.getByRole('link', { name: 'People', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await tabs.getByRole('link', { name: 'Me', exact: true }).click();
    // The reader's own profile, named by its heading.
    await expect(page.getByRole('heading', { level: 1, name: 'Sofia Costa' })).toBeFocused();
    await expect(tabs.getByRole('link', { name: 'Me', exact: true })).toHaveAttribute('aria-current', 'page');

    // The account menu, by keyboard (APG menu button).
    const account = page.getByRole('button', { name: /^Account/ });
    await account.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();
  });

  test('in Arabic the account menu opens from its button at the left, toward the start of the line, on screen', async ({
    page,
  }) => {
    await signIn(page, 'lucia.lin@example.com');
    await page.evaluate(() => {
      localStorage.setItem('commons.language', 'ar');
    });
    await page.reload();
    // The early paint's account button opens nothing: the app's, once it runs, opens the menu.
    await untilAppRuns(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const account = page.locator('header button[aria-haspopup="menu"]').last();
    await account.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeVisible();
    const button = await account.boundingBox();
    const box = await menu.boundingBox();
    if (!button || !box) throw new Error('no box');
    // The button sits at the line's end, the left in Arabic; the menu lines up with its left edge (or keeps
    // 8 px from the screen's) and opens toward the right, whole on the 360 px screen.
    expect(button.x).toBeLessThan(180);
    expect(Math.abs(box.x - Math.max(8, button.x))).toBeLessThanOrEqual(1);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [width, height] of [
    [1280, 900],
    [360, 740],
  ] as const) {
    test(`every place passes axe in ${colorScheme} at ${String(width)} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      // One reader per run: each visits six screens, within the service's limits of one person.
      const reader = { light: ['maria.clarke', 'sara.romero'], dark: ['kwame.mehta', 'lucia.lin'] }[
        colorScheme
      ][width > 1000 ? 0 : 1];
      await signIn(page, `${reader ?? ''}@example.com`);
      await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
      await expectAccessible(page);
      for (const path of ['/groups', '/received', '/private']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await expectAccessible(page);
      }
      if (width < 1000) {
        await page.getByRole('button', { name: /^Account/ }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectAccessible(page);
      }
    });
  }
}
