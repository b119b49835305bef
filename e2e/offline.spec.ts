import type { Page } from '@playwright/test';
import { postAs } from './support/emulator-cli';
import { askService } from './support/service';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

/** Nobody else signs in as Priya; Rafael only writes the conversation she reads. */
const READER = 'priya.nair@example.com';
const WRITER = 'rafael.souza@example.com';

interface Person {
  id: number;
  full_name: string;
}

const OFFLINE_MARK = /You are offline — showing what was saved at \d{1,2}:\d{2}/;
const offlineBanner = (page: Page) => page.getByRole('region', { name: 'Offline' });

async function personByEmail(email: string): Promise<Person> {
  const { body } = await askService<Person[]>(READER, `/users/by_email.json?email=${email}`);
  const [person] = body;
  if (!person) throw new Error(`the seed has no ${email}`);
  return person;
}

/** The service worker is installed and controls the page: from now on a reload is served by it. */
async function serviceWorkerControls(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated');
}

/** The persisted query cache holds every part named (it is written a second after the cache settles). */
async function savedCopyHolds(page: Page, parts: string[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const copies = Object.keys(localStorage)
            .filter((key) => key.startsWith('commons.cache.') && !key.endsWith('.owner'))
            .map((key) => localStorage.getItem(key) ?? '');
          return wanted.filter((part) => !copies.some((copy) => copy.includes(part)));
        }, parts),
      { timeout: 30_000 },
    )
    .toEqual([]);
}

// The service worker is the subject here (playwright.config.ts blocks it for the other journeys).
test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'allow' });

test('offline: a reload opens the app and shows the saved feed, conversation and profile, marked as offline', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const body = `Offline reading ${String(Date.now())}`;
  const { thread_id: threadId } = await postAs(WRITER, body);
  const rafael = await personByEmail(WRITER);
  const alice = await personByEmail('alice@example.com');

  // Online: the feed, the conversation, the profile, each read once.
  await signIn(page, READER);
  await expect(page.getByRole('feed').getByText(body)).toBeVisible({ timeout: 30_000 });
  await serviceWorkerControls(page);
  // The page that installed the worker had config.json from the network: the worker holds a copy anyway.
  await expect
    .poll(() => page.evaluate(async () => (await caches.match('/config.json')) !== undefined), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.goto(`/threads/${String(threadId)}`);
  await expect(
    page.getByRole('heading', { name: `Conversation started by ${rafael.full_name}` }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(body)).toBeVisible();
  await page.goto(`/users/${String(rafael.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: rafael.full_name })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/');
  await expect(page.getByRole('feed').getByText(body)).toBeVisible({ timeout: 30_000 });
  await expect(offlineBanner(page)).toHaveCount(0);
  await savedCopyHolds(page, [
    `"kind":"in_thread","id":${String(threadId)}`,
    `["users","detail",${String(rafael.id)}]`,
    body,
  ]);

  // Offline: a reload opens the app from the service worker, with the saved copies and the mark.
  await context.setOffline(true);
  await page.reload();
  await expect(offlineBanner(page)).toContainText(OFFLINE_MARK, { timeout: 30_000 });
  await expect(page.getByRole('feed').getByText(body)).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/threads/${String(threadId)}`);
  await expect(
    page.getByRole('heading', { name: `Conversation started by ${rafael.full_name}` }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(body)).toBeVisible();
  await expect(offlineBanner(page)).toContainText(OFFLINE_MARK);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto(`/users/${String(rafael.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: rafael.full_name })).toBeVisible({
    timeout: 30_000,
  });
  await expect(offlineBanner(page)).toContainText(OFFLINE_MARK);

  // A profile never read: said plainly, not an error.
  await page.goto(`/users/${String(alice.id)}`);
  await expect(page.getByText('You are offline, and this was not saved on this device.').first()).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByText('could not be loaded')).toHaveCount(0);
  await expectAccessible(page);

  // Back online: the page asks the service again, and the mark goes.
  const refetched = page.waitForResponse(
    (r) => r.url().includes(`/api/v1/users/${String(alice.id)}.json`) && r.ok(),
    { timeout: 30_000 },
  );
  await context.setOffline(false);
  await refetched;
  await expect(offlineBanner(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: alice.full_name })).toBeVisible({
    timeout: 30_000,
  });
});

test('a new version is offered, and nothing reloads until the reader clicks Reload', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, WRITER);
  await expect(page.getByRole('feed')).toBeVisible({ timeout: 30_000 });
  await serviceWorkerControls(page);
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');

  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  // A new build's worker, installed beside the one in control: the browser's update check finds a new
  // sw.js the same way (the static server cannot change its file under the other journeys, so another
  // address of the same worker stands for it).
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?build=next', { scope: '/' });
  });

  const offer = page.getByRole('region', { name: 'New version' });
  await expect(offer).toContainText('A new version is ready', { timeout: 30_000 });
  // The new worker waits: the page is the same page, still controlled by the old worker.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting?.state ?? 'none';
      }),
    )
    .toBe('installed');
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await expectAccessible(page);

  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await offer.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('feed')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBeUndefined();
  // The new worker took over only then.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toContain('build=next');
  expect(first).not.toContain('build=next');
});
