import { postAs, type PostFile } from './support/emulator-cli';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

/** A 1x1 PNG, so the thumbnails and the lightbox show real images. */
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const png = (name: string): PostFile => ({ name, type: 'image/png', data: PIXEL });

test('a conversation opened from the feed: in order, images, new replies by polling, reload, accessible', async ({
  page,
}) => {
  // A fresh conversation by three other people: a starter, a reply with two images, a reply to that reply.
  const stamp = Date.now();
  const starterText = `Thread journey starter ${stamp}`;
  const starter = await postAs('grace.vogel@example.com', `${starterText} for @hana.fischer #journeys`);
  const withImages = await postAs(
    'hana.fischer@example.com',
    `Thread journey photos ${stamp}`,
    { replied_to_id: starter.id },
    [png('first.png'), png('second.png')],
  );
  await postAs('henrik.schmidt@example.com', `Thread journey answer ${stamp}`, {
    replied_to_id: withImages.id,
  });

  await page.clock.install();
  await signIn(page, 'ingrid.yamamoto@example.com');

  // From the feed: the starter's card opens the conversation (a click on it, off its links and buttons); its
  // Reply button carries the reply count.
  const starterArticle = page.getByRole('article').filter({ hasText: starterText }).last();
  await expect(starterArticle.getByRole('button', { name: 'Reply, 2 replies' })).toBeVisible();
  const box = await starterArticle.boundingBox();
  await starterArticle.click({ position: { x: (box?.width ?? 100) - 16, y: 6 } });
  await expect(page).toHaveURL(new RegExp(`/threads/${String(starter.thread_id)}$`));

  const articles = page.getByRole('main').getByRole('article');
  await expect(articles).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Conversation started by /);
  await expect(articles.nth(0)).toContainText(starterText);
  await expect(articles.nth(0)).not.toContainText('In reply to');
  // The rich body's mention and topic link inside the app.
  await expect(articles.nth(0).getByRole('link', { name: 'hana.fischer', exact: true })).toHaveAttribute(
    'href',
    /^\/users\/\d+$/,
  );
  await expect(articles.nth(0).getByRole('link', { name: 'journeys', exact: true })).toHaveAttribute(
    'href',
    /^\/topics\/\d+$/,
  );
  // The text already shows #journeys: no chip repeats it.
  await expect(articles.nth(0).getByRole('link', { name: '#journeys' })).toHaveCount(0);
  await expect(articles.nth(1)).toContainText(`Thread journey photos ${stamp}`);
  await expect(articles.nth(1)).toContainText('In reply to');
  await expect(articles.nth(2)).toContainText(`Thread journey answer ${stamp}`);
  await expectAccessible(page);

  // The images open in the lightbox; the arrow keys move between them; Escape gives focus back.
  await articles.nth(1).getByRole('button', { name: 'first', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(/first\.png/);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toHaveAccessibleName(/second\.png/);
  await expect(dialog.getByRole('img', { name: 'second', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(articles.nth(1).getByRole('button', { name: 'second', exact: true })).toBeFocused();

  // Someone replies; the once-a-minute poll adds it at the end.
  const lateText = `Thread journey late reply ${stamp}`;
  await postAs('kenji.rossi@example.com', lateText, { replied_to_id: starter.id });
  await expect(page.getByText(lateText)).toHaveCount(0);
  await page.clock.fastForward('01:05');
  await expect(articles).toHaveCount(4);
  await expect(articles.last()).toContainText(lateText);
  await expect(page.getByRole('status').filter({ hasText: 'added at the end' })).toHaveCount(1);

  // A deep link survives a reload.
  await page.reload();
  await expect(articles).toHaveCount(4);
  await expect(articles.first()).toContainText(starterText);
  await expect(articles.last()).toContainText(lateText);
  await expectAccessible(page);

  // A phone-sized screen in dark mode: nothing wider than the screen, still accessible.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);

  await page.getByRole('link', { name: /Back to feed/ }).click();
  await expect(page.getByRole('feed')).toBeVisible();
});

test('an unknown conversation says so', async ({ page }) => {
  await signIn(page, 'lucia.farouk@example.com', { from: '/threads/999999' });
  await expect(page.getByRole('alert')).toContainText("This conversation doesn't exist or you can't see it");
  await expectAccessible(page);
});
