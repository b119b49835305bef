import { postAs } from './support/emulator-cli';
import { expect, signIn, test, untilAppRuns } from './support/fixtures';

test('scrolling loads older messages', async ({ page }) => {
  await signIn(page, 'amara.berg@example.com');
  const articles = page.getByRole('feed').getByRole('article');
  await expect(articles.first()).toBeVisible();
  // The list is virtualized, so the count of mounted articles says nothing: positions in the feed do.
  const furthest = () =>
    articles.evaluateAll((nodes) =>
      Math.max(...nodes.map((n) => Number(n.getAttribute('aria-posinset') ?? 0))),
    );
  const firstPage = await furthest();

  // To the end of what is loaded, as a reader dragging the scrollbar down would (items come and go meanwhile).
  await expect
    .poll(async () => {
      await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      return furthest();
    })
    .toBeGreaterThan(firstPage);
});

test('a new message waits behind the "N new messages" bar until the reader asks for it', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'anya.silva@example.com');
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible();
  // The poll starts with the app, after the early paint (the clock only moves the timers there are).
  await untilAppRuns(page);

  const text = `Fresh from the e2e poll ${Date.now()}`;
  await postAs('bob@example.com', text);
  await expect(page.getByText(text)).toHaveCount(0);

  // The poll runs once a minute; move the clock instead of waiting. Journeys running in parallel may post
  // to All conversations too, so the bar may count more than this one.
  await page.clock.fastForward('01:05');
  const bar = page.getByRole('button', { name: /\d+ new messages?/i });
  await expect(bar).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);

  await bar.click();
  await expect(feed.getByRole('article').filter({ hasText: text }).first()).toBeVisible();
});
