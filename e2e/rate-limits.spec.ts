import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

const FEED = /\/api\/v1\/messages\.json/;

/** Reloads and waits until the feed has been read again (a copy of the last visit paints before that). */
async function reloadAndRead(page: Page) {
  const read = page.waitForResponse(FEED);
  await page.reload();
  await read;
}

test('reloads in a row queue for the rate limit instead of drawing 429s from the service', async ({
  page,
}) => {
  const rateLimited: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 429) rateLimited.push(response.url());
  });
  const feedRequests: string[] = [];
  page.on('request', (request) => {
    if (FEED.test(request.url())) feedRequests.push(request.url());
  });

  await signIn(page, 'kai.lin@example.com');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  // Each load reads the feed once: 10 reads in 30 s is the messages budget (spec 8). The page's own
  // limiter is new at each load; what the earlier loads spent comes from storage.
  for (let i = 1; i < 10; i++) await reloadAndRead(page);
  expect(feedRequests).toHaveLength(10);

  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: /^Waiting for the rate limit; sending in \d+ s\.$/ }),
  ).toBeVisible();
  // The feed shows from the copy of the last visit while its refresh waits its turn.
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  expect(feedRequests).toHaveLength(10);
  expect(rateLimited).toEqual([]);
});
