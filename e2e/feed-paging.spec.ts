import { expect, signIn, test } from './support/fixtures';

test('a feed whose pages never say older_available keeps paging until a page comes back empty', async ({
  page,
}) => {
  // The real service leaves older_available out of meta (the recorded messages-feed.json has none).
  const olderCursors: string[] = [];
  await page.route(/\/api\/v1\/messages\.json/, async (route) => {
    const url = new URL(route.request().url());
    const olderThan = url.searchParams.get('older_than');
    if (olderThan !== null) olderCursors.push(olderThan);
    if (olderCursors.length >= 2 && olderThan !== null) {
      // The service has nothing older: an empty page, the only end such a service shows.
      await route.fulfill({
        json: { messages: [], references: [], meta: {}, threaded_extended: {} },
      });
      return;
    }
    const response = await route.fetch();
    const body = (await response.json()) as { meta: Record<string, unknown> };
    delete body.meta.older_available;
    await route.fulfill({ response, json: body });
  });

  await signIn(page, 'kenji.romero@example.com');
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible();
  const end = page.getByText('No older messages');
  await expect(end).toBeHidden();

  // Scrolling down loads the older pages, one after the other, until the empty one.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
        });
        return end.isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(olderCursors).toHaveLength(2);
  // The second page was asked from the first page's oldest message, the empty one from the second's.
  expect(Number(olderCursors[1])).toBeLessThan(Number(olderCursors[0]));
});
