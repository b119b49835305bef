import AxeBuilder from '@axe-core/playwright';
import { journeyLaunchOptions } from '../scripts/chromium';
import { postAs, revokeToken, tokenFor } from './support/emulator-cli';
import { E2E_APP_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { askService } from './support/service';
import {
  busiestGroup,
  expectFeedShows,
  firstLine,
  frameHeight,
  hostEmbed,
  HOST,
  signInThroughPopup,
  type Feed,
} from './support/embed-frame';

/*
 * The embed frame (/embed/) on an intranet page of another origin: INTRANET_ORIGIN (the one config.json's
 * embed.allowedOrigins lists; nothing listens there, the test serves the page itself). The page frames `${E2E_APP_URL}/embed/?…` and sizes the frame from its resize messages
 * the way the loader (/embed.js) does: only from the app's origin and that frame's window.
 */

// Chromium's Local Network Access checks take a routed page for one of the public internet and block it from
// framing a loopback one (the app under test), a pairing only the test has: a real intranet and its Commons share a
// network. The checks are off for these journeys only.
test.use({
  launchOptions: {
    ...journeyLaunchOptions,
    args: [...journeyLaunchOptions.args, '--disable-features=LocalNetworkAccessChecks'],
  },
});

for (const width of [280, 1024]) {
  test(`a group embed at ${String(width)} px shows the group after signing in through the popup`, async ({
    page,
  }) => {
    const email = width === 280 ? 'greta.lind@example.com' : 'hamza.siddiqui@example.com';
    await page.setViewportSize({ width, height: 800 });
    const { group, newest } = await busiestGroup(email);
    const frame = await hostEmbed(page, { feed: 'group', id: String(group.id) });

    await expect(frame.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const before = await frameHeight(page);
    await signInThroughPopup(page, frame, email);

    const feed = await expectFeedShows(frame, newest);
    await expect(frame.getByRole('heading', { level: 1, name: group.full_name })).toBeVisible();
    // The frame's height follows its content: taller with the feed than with the sign-in prompt...
    await expect.poll(() => frameHeight(page)).toBeGreaterThan(before + 100);
    // ...and nothing inside is wider than the frame, from 280 px.
    const overflow = await page
      .frameLocator('#embed')
      .locator('html')
      .evaluate((html) => html.scrollWidth - html.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Every link opens the full app in a new tab, at the app's own address.
    const sender = feed.getByRole('article').first().getByRole('link').first();
    await expect(sender).toHaveAttribute('target', '_blank');
    await expect(sender).toHaveAttribute('rel', /noopener/);
    expect(await sender.evaluate((a) => (a as HTMLAnchorElement).href)).toMatch(
      new RegExp(`^${E2E_APP_URL}/`),
    );

    if (width === 280) {
      const articles = await feed.getByRole('article').count();
      const shortBefore = await frameHeight(page);
      await frame.getByRole('button', { name: 'Load older' }).click();
      await expect.poll(() => feed.getByRole('article').count()).toBeGreaterThan(articles);
      await expect.poll(() => frameHeight(page)).toBeGreaterThan(shortBefore);
    }
  });
}

test('an embed naming another network shows that network’s messages with the person’s token for it', async ({
  page,
}) => {
  // Elif, a new starter of Example Corp, is also in Partners (the seed's PARTNER_GUESTS).
  const email = 'elif.demir@example.com';
  const partners = (await askService<Feed>(email, '/messages.json', {}, 'partners')).body;
  const home = (await askService<Feed>(email, '/messages.json')).body;
  const newest = partners.messages[0]?.body.plain ?? '';
  expect(newest).not.toBe('');
  const frame = await hostEmbed(page, { feed: 'all', network: 'partners' });
  await signInThroughPopup(page, frame, email);

  const feed = await expectFeedShows(frame, newest);
  const homeNewest = home.messages[0]?.body.plain ?? '';
  if (homeNewest && !partners.messages.some((m) => m.body.plain === homeNewest))
    await expect(feed.getByText(firstLine(homeNewest))).toHaveCount(0);
  // Its links open Partners in the full app.
  const link = feed.getByRole('article').first().getByRole('link').first();
  expect(await link.evaluate((a) => (a as HTMLAnchorElement).href)).toMatch(
    new RegExp(`^${E2E_APP_URL}/n/partners/`),
  );
});

test('a post from a group embed reaches the service', async ({ page }) => {
  const email = 'hamza.siddiqui@example.com';
  await page.setViewportSize({ width: 360, height: 800 });
  const { group, newest } = await busiestGroup(email);
  const frame = await hostEmbed(page, {
    feed: 'group',
    id: String(group.id),
    prompt: 'Say hello to the team',
  });
  await signInThroughPopup(page, frame, email);
  await expectFeedShows(frame, newest);

  const text = `Hello from the team site ${String(Date.now())}`;
  await frame.getByRole('textbox', { name: 'Say hello to the team' }).fill(text);
  await frame.getByRole('button', { name: 'Post' }).click();
  await expect(frame.getByRole('feed').getByText(text)).toBeVisible();
  await expect(frame.getByRole('textbox', { name: 'Say hello to the team' })).toHaveValue('');

  await expect
    .poll(
      async () =>
        (await askService<Feed>(email, `/messages/in_group/${String(group.id)}.json`)).body.messages[0]?.body
          .plain,
    )
    .toBe(text);
});

test('an open-graph embed shows the comments about its page and adds one', async ({ page }) => {
  const email = 'ines.costa@example.com';
  await page.setViewportSize({ width: 360, height: 800 });
  const pageUrl = `${HOST}/news/canteen-${String(Date.now())}`;
  const first = `Looking forward to the new canteen ${String(Date.now())}`;
  await postAs(email, first, { og_url: pageUrl, og_title: 'The new canteen' });

  const frame = await hostEmbed(page, { feed: 'open-graph', og_url: pageUrl, og_title: 'The new canteen' });
  await signInThroughPopup(page, frame, email);
  await expect(frame.getByRole('heading', { level: 1, name: 'The new canteen' })).toBeVisible();
  await expectFeedShows(frame, first);

  const reply = `Will it have a salad bar? ${String(Date.now())}`;
  await frame.getByRole('textbox', { name: 'Comment on this page' }).fill(reply);
  await frame.getByRole('button', { name: 'Post' }).click();
  await expect(frame.getByRole('feed').getByText(reply)).toBeVisible();

  const object = await askService<{ id: number }>(
    email,
    `/open_graph_objects.json?url=${encodeURIComponent(pageUrl)}`,
  );
  expect(object.status).toBe(200);
  await expect
    .poll(async () =>
      (
        await askService<Feed>(email, `/messages/open_graph_objects/${String(object.body.id)}.json`)
      ).body.messages.map((m) => m.body.plain),
    )
    .toEqual([reply, first]);
});

test('a page nobody has talked about yet invites the first comment', async ({ page }) => {
  const email = 'ines.costa@example.com';
  await page.setViewportSize({ width: 280, height: 700 });
  const pageUrl = `${HOST}/news/quiet-${String(Date.now())}`;
  const frame = await hostEmbed(page, { feed: 'open-graph', og_url: pageUrl });
  await signInThroughPopup(page, frame, email);
  await expect(frame.getByText('No conversation about this page yet — start it.')).toBeVisible();
  const comment = `First! ${String(Date.now())}`;
  await frame.getByRole('textbox', { name: 'Comment on this page' }).fill(comment);
  await frame.getByRole('button', { name: 'Post' }).click();
  await expectFeedShows(frame, comment);
});

test('axe passes inside the frame at 280 px, light and dark', async ({ page }) => {
  const email = 'greta.lind@example.com';
  await page.setViewportSize({ width: 280, height: 800 });
  const { group, newest } = await busiestGroup(email);
  for (const theme of ['light', 'dark']) {
    const frame = await hostEmbed(page, { feed: 'group', id: String(group.id), theme });
    // Signed in once, the frame stays signed in (its own storage) when the page loads again.
    const signIn = frame.getByRole('button', { name: 'Sign in' });
    await expect(signIn.or(frame.getByRole('feed'))).toBeVisible({ timeout: 20_000 });
    if (await signIn.isVisible()) await signInThroughPopup(page, frame, email);
    await expectFeedShows(frame, newest);
    const results = await new AxeBuilder({ page }).include('#embed').analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${theme} ${v.id}: ${v.help} (${String(v.nodes.length)})`)).toEqual([]);
  }
});

test('a 401 in the frame asks for sign-in again and keeps the draft', async ({ page }) => {
  const email = 'jonas.weber@example.com';
  await page.setViewportSize({ width: 320, height: 800 });
  const { group, newest } = await busiestGroup(email);
  const frame = await hostEmbed(page, { feed: 'group', id: String(group.id) });
  await signInThroughPopup(page, frame, email);
  await expectFeedShows(frame, newest);

  const draft = `A thought to keep ${String(Date.now())}`;
  const box = frame.getByRole('textbox', { name: 'Share something with the conversation' });
  await box.fill(draft);
  // The emulator hands the app the same token for the same person: this is the frame's. Revoked, the
  // service answers the next request with a 401.
  revokeToken(tokenFor(email));
  await frame.getByRole('button', { name: 'Post' }).click();

  await expect(frame.getByRole('heading', { name: 'Your session has ended' })).toBeVisible();
  await expect(frame.getByText('Your draft is kept.')).toBeVisible();
  await signInThroughPopup(page, frame, email, /^Sign in again/);
  await expect(box).toHaveValue(draft);
  await expectFeedShows(frame, newest);
});

test('a browser that refuses the frame any storage still signs it in through the popup, and it can post', async ({
  page,
}) => {
  const email = 'olga.petrova@example.com';
  // What a browser blocking third-party storage does inside the frame (Chromium did so on npm start's demo
  // intranet page): reading localStorage throws. The popup is a top-level page, so it keeps its own.
  await page.context().addInitScript(() => {
    if (window.top === window) return;
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  });
  await page.setViewportSize({ width: 360, height: 800 });
  const { group, newest } = await busiestGroup(email);
  const frame = await hostEmbed(page, { feed: 'group', id: String(group.id), prompt: 'Say hello' });
  await signInThroughPopup(page, frame, email);
  await expectFeedShows(frame, newest);

  const text = `Posted from a frame without storage ${String(Date.now())}`;
  await frame.getByRole('textbox', { name: 'Say hello' }).fill(text);
  await frame.getByRole('button', { name: 'Post' }).click();
  await expect(frame.getByRole('feed').getByText(text)).toBeVisible();
});
