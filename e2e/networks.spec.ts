import type { Page } from '@playwright/test';
import { E2E_CONFIG, expect, expectAccessible, signIn, signInThroughDialog, test } from './support/fixtures';
import { askService, expectAccessibleInBothSchemes } from './support/service';

/*
 * Several networks (spec 4.14, 5.4). Stefan and Thandi are new starters of Example Corp who also joined
 * Partners; Uma was suspended in Partners. Nobody else signs in as them.
 */

interface FeedAnswer {
  messages: { body: { plain: string } }[];
}

const composer = (page: Page) => page.getByLabel('What are you working on?');
const networksNav = (page: Page) => page.getByRole('navigation', { name: 'Networks' });

/** The newest message of a network's All conversations, as the service says. */
async function newestIn(email: string, network: string): Promise<string> {
  const answer = await askService<FeedAnswer>(email, '/messages.json?threaded=extended', {}, network);
  const plain = answer.body.messages[0]?.body.plain ?? '';
  return plain.split('\n')[0]?.slice(0, 40) ?? '';
}

test.describe('at 1280 x 900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('switches to Partners and back: its own feed, groups and drafts; a Partners link opens Partners in a new tab', async ({
    page,
  }) => {
    const email = 'stefan.wagner@example.com';
    // Through the dialog: the new tab below signs in with the service's own sign-in, which the dialog made.
    await signInThroughDialog(page, email);
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    await composer(page).fill('A note meant for Example Corp only');
    // The draft is written after typing pauses.
    await page.waitForTimeout(700);

    const partners = networksNav(page).getByRole('link', { name: /^Partners/ });
    await expect(networksNav(page).getByRole('link', { name: /^Example Corp/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await partners.click();
    await expect(page).toHaveURL(/\/n\/partners\/$/);
    await expect(page).toHaveTitle(/· Partners · Commons$/);
    const newest = await newestIn(email, 'partners');
    await expect(page.getByRole('feed').getByRole('article').first()).toContainText(newest);
    // Example Corp's draft belongs to Example Corp.
    await expect(composer(page)).toHaveValue('');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Groups', exact: true })
      .click();
    await expect(page).toHaveURL(/\/n\/partners\/groups/);
    await expect(page.getByRole('link', { name: 'Joint Roadmap' }).first()).toBeVisible();

    // A link to a Partners conversation, opened in a tab of its own (no tab storage: it signs in first).
    await page.goto('/n/partners/');
    const link = page.getByRole('feed').getByRole('article').first().locator('a[href*="/threads/"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/n\/partners\/threads\/\d+/);
    const tab = await page.context().newPage();
    await tab.route('**/config.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(E2E_CONFIG) }),
    );
    await tab.goto(href);
    await tab.getByRole('button', { name: /sign in/i }).click();
    await expect(tab).toHaveURL(new RegExp(href.replace(/[#?].*$/, '')));
    await expect(tab).toHaveTitle(/· Partners · Commons$/);
    await expect(tab.getByRole('article').first()).toBeVisible();
    // No token in the address, ever.
    expect(tab.url()).not.toContain('access_token');

    // Back in Example Corp, its draft is there; the other tab stays on Partners, reload or not.
    await networksNav(page)
      .getByRole('link', { name: /^Example Corp/ })
      .click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(composer(page)).toHaveValue('A note meant for Example Corp only');
    await expect(page).toHaveTitle(/· Example Corp · Commons$/);
    await tab.reload();
    await expect(tab).toHaveTitle(/· Partners · Commons$/);
    await tab.close();
  });

  test('when the service gives no token for another network, the shell stays, with Retry and the way home', async ({
    page,
  }) => {
    // Felix is in Example Corp only, and nobody else signs in as him.
    await signIn(page, 'felix.novak@example.com');
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    await page.route('**/api/v1/oauth/tokens.json*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"broken"}' }),
    );
    await page.goto('/n/partners/');
    await expect(page.getByRole('heading', { level: 1, name: 'Network not opened' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('The service did not open partners for you.');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    const home = page.getByRole('link', { name: 'Go to your home network' });
    await expect(home).toBeVisible();
    await expectAccessible(page);
    await home.click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  });

  test('a network where the person is suspended says so, and the switcher marks it', async ({ page }) => {
    await signIn(page, 'uma.raman@example.com');
    await expect(networksNav(page).getByRole('link', { name: /^Partners, suspended/ })).toBeVisible();
    await page.goto('/n/partners/');
    await expect(page.getByRole('heading', { level: 1, name: 'Partners is closed to you' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Your account in Partners is suspended');
    await expectAccessibleInBothSchemes(page);
    await page.getByRole('link', { name: 'Go to your home network' }).click();
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    // The switcher on both sizes, both schemes: the sidebar's list from 1024 px, this menu below.
    await expectAccessibleInBothSchemes(page);
  });
});

test.describe('at 360 x 740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the header's network menu lists every network and switches", async ({ page }) => {
    // Signing in at a Partners page: the tab learns Partners' token after the page's loaders ran without it.
    await signIn(page, 'thandi.zulu@example.com', { from: '/n/partners/notifications' });
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByText('No notifications yet')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    const menuButton = page.getByRole('button', { name: /Example Corp.*switch network/ });
    await menuButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([/^Example Corp \(current network\)$/, /^Partners/]);
    await menu.getByRole('menuitem', { name: /^Partners/ }).click();
    await expect(page).toHaveURL(/\/n\/partners\/$/);
    await expect(page.getByRole('button', { name: /Partners.*switch network/ })).toBeVisible();
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    // The switcher on both sizes, both schemes: the sidebar's list from 1024 px, this menu below.
    await expectAccessibleInBothSchemes(page);
  });
});
