import { journeyLaunchOptions } from '../scripts/chromium';
import { E2E_APP_URL } from './support/env';
import { INTRANET_ORIGIN, serveHostPage } from './support/embed-host';
import { busiestGroup, firstLine, signInThroughPopup } from './support/embed-frame';
import { expect, test } from './support/fixtures';

/*
 * The embed speaks its host page's language (issue 28): an intranet page declares `<html lang>`, the loader
 * (/embed.js) passes it to the frame, and the frame shows its words in that language and lays them out in its
 * direction, unless the reader chose a language in Commons' Settings (not here: a fresh browser).
 */

// As in e2e/embed.spec.ts: Chromium's Local Network Access checks would keep the routed page from framing
// the loopback app, a pairing only the test has.
test.use({
  launchOptions: {
    ...journeyLaunchOptions,
    args: [...journeyLaunchOptions.args, '--disable-features=LocalNetworkAccessChecks'],
  },
});

/** An intranet page in `lang`, with the loader's one script tag and one group's embed. */
function hostPage(lang: string, groupId: number): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Team</title>` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<script src="${E2E_APP_URL}/embed.js" async></script></head>` +
    `<body><h1>Team</h1><div data-commons-feed="group" data-feed-id="${String(groupId)}"></div></body></html>`
  );
}

test('a host page in German shows the embedded feed in German', async ({ page }) => {
  const email = 'greta.lind@example.com';
  await page.setViewportSize({ width: 360, height: 800 });
  const { group, newest } = await busiestGroup(email);
  await page.goto(await serveHostPage(page, hostPage('de', group.id), `${INTRANET_ORIGIN}/team-de`));
  const frame = page.frameLocator('iframe');

  await expect(frame.getByRole('heading', { name: 'An der Unterhaltung teilnehmen' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
  // The loader's English title, replaced by the frame's own in German: what a screen reader says on entering.
  await expect(page.locator('iframe')).toHaveAttribute(
    'title',
    `Commons: Unterhaltungen der Gruppe ${String(group.id)}`,
  );
  await signInThroughPopup(page, frame, email, /^Anmelden/);

  const feed = frame.getByRole('feed', { name: 'Nachrichten' });
  await expect(feed.getByText(firstLine(newest)).first()).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByRole('button', { name: 'Ältere laden' })).toBeVisible();
  await expect(frame.getByRole('link', { name: /^In Commons öffnen/ })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Abmelden' })).toBeVisible();
});

test('a host page in Arabic lays the embedded feed out right to left', async ({ page }) => {
  const email = 'hamza.siddiqui@example.com';
  await page.setViewportSize({ width: 360, height: 800 });
  const { group, newest } = await busiestGroup(email);
  await page.goto(await serveHostPage(page, hostPage('ar', group.id), `${INTRANET_ORIGIN}/team-ar`));
  const frame = page.frameLocator('iframe');

  await expect(frame.getByRole('heading', { name: 'انضم إلى المحادثة' })).toBeVisible({ timeout: 20_000 });
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await signInThroughPopup(page, frame, email, /^تسجيل الدخول/);

  const feed = frame.getByRole('feed', { name: 'الرسائل' });
  const first = feed.getByRole('article').first();
  await expect(feed.getByText(firstLine(newest)).first()).toBeVisible({ timeout: 20_000 });
  await expect(first).toHaveCSS('direction', 'rtl');
  // Right to left: the avatar leads the card on its right-hand side, the text sits to its left.
  const avatar = await first.locator('img, [aria-hidden="true"]').first().boundingBox();
  const card = await first.boundingBox();
  expect(avatar && card ? card.x + card.width - (avatar.x + avatar.width) : Infinity).toBeLessThan(40);
  const overflow = await frame.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
