import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { askService, expectAccessibleInBothSchemes } from './support/service';

/** New starters nobody else signs in as: the follows here are theirs alone, and so are their budgets. */
const TOPIC_READER = 'dmitri.orlov@example.com';
const THREAD_READER = 'esther.mwangi@example.com';

const followsOnService = async (email: string, check: string) =>
  (await askService(email, `/subscriptions/${check}.json`)).status === 200;

/** A subscription write that went through (one the service put off with a 429 is sent again by the app). */
const written = (page: Page, method: 'POST' | 'DELETE') =>
  page.waitForResponse(
    (r) => r.url().includes('/subscriptions.json') && r.request().method() === method && r.status() !== 429,
    { timeout: 30_000 },
  );

test.use({ viewport: { width: 1280, height: 900 } });

test('follow a topic from its page: the sidebar lists it and the service has it; unfollow', async ({
  page,
}) => {
  test.slow();
  const all = (
    await askService<{ references: { type: string; id: number; name: string }[] }>(
      TOPIC_READER,
      '/messages.json',
    )
  ).body;
  const topic = all.references.find((r) => r.type === 'topic');
  if (!topic) throw new Error('the first page of All names no topic');
  const check = `to_topic/${String(topic.id)}`;
  expect(await followsOnService(TOPIC_READER, check)).toBe(false);

  await signIn(page, TOPIC_READER);
  await page.goto(`/topics/${String(topic.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: `#${topic.name}` })).toBeVisible();
  await expect(page.getByText(/\d+ followers?/)).toBeVisible();
  await expect(page.getByText(/^Used most by/)).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  const myTopic = sidebar.getByRole('link', { name: `#${topic.name}` });
  await expect(myTopic).toHaveCount(0);

  const followed = written(page, 'POST');
  await page.getByRole('button', { name: `Follow #${topic.name}` }).click();
  await expect(page.getByRole('button', { name: `Following #${topic.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(myTopic).toHaveAttribute('aria-current', 'page');
  expect((await followed).ok()).toBe(true);
  expect(await followsOnService(TOPIC_READER, check)).toBe(true);
  await expectAccessibleInBothSchemes(page);

  // On a phone the header stays short: the first message starts on the first screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const first = page.getByRole('feed').getByRole('article').first();
  await expect(first).toBeVisible();
  expect((await first.boundingBox())?.y ?? 1000).toBeLessThan(600);
  await page.setViewportSize({ width: 1280, height: 900 });

  const unfollowed = written(page, 'DELETE');
  await page.getByRole('button', { name: `Following #${topic.name}` }).click();
  await expect(page.getByRole('button', { name: `Follow #${topic.name}` })).toBeVisible();
  await expect(myTopic).toHaveCount(0);
  expect((await unfollowed).ok()).toBe(true);
  expect(await followsOnService(TOPIC_READER, check)).toBe(false);
});

test('follow and unfollow a conversation from its page and from a card’s More menu, checked on the service', async ({
  page,
}) => {
  test.slow();
  await signIn(page, THREAD_READER);
  const card = page.getByRole('feed').getByRole('article').first();
  await expect(card).toBeVisible();
  // The card's own More (a threaded card holds its newest replies, each with a More of its own).
  const more = card.getByRole('button', { name: 'More' }).first();

  // From the card's More menu: asked only when it opens.
  await more.click();
  const item = page.getByRole('menuitem', { name: 'Follow conversation' });
  await expect(item).toBeVisible();
  const threadId = await card.evaluate((el) => {
    const link = el.querySelector<HTMLAnchorElement>('a[href*="/threads/"]');
    return link ? /\/threads\/(\d+)/.exec(link.href)?.[1] : undefined;
  });
  if (!threadId) throw new Error('the card links to no conversation');
  const check = `to_thread/${threadId}`;
  const followed = written(page, 'POST');
  await item.click();
  expect((await followed).ok()).toBe(true);
  expect(await followsOnService(THREAD_READER, check)).toBe(true);
  await more.click();
  const unfollowed = written(page, 'DELETE');
  await page.getByRole('menuitem', { name: 'Unfollow conversation' }).click();
  expect((await unfollowed).ok()).toBe(true);
  expect(await followsOnService(THREAD_READER, check)).toBe(false);

  // From the conversation's page.
  await page.goto(`/threads/${threadId}`);
  const follow = page.getByRole('button', { name: 'Follow this conversation' });
  // After the reload the frame and the conversation spend the reader's budget first (10 in 10 s).
  await expect(follow).toBeEnabled({ timeout: 30_000 });
  const again = written(page, 'POST');
  await follow.click();
  await expect(page.getByRole('button', { name: 'Following this conversation' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await again).ok()).toBe(true);
  expect(await followsOnService(THREAD_READER, check)).toBe(true);
  await expectAccessibleInBothSchemes(page);
  const off = written(page, 'DELETE');
  await page.getByRole('button', { name: 'Following this conversation' }).click();
  await expect(page.getByRole('button', { name: 'Follow this conversation' })).toBeVisible();
  expect((await off).ok()).toBe(true);
  expect(await followsOnService(THREAD_READER, check)).toBe(false);
});
