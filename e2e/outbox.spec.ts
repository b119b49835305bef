import { revokeToken, tokenFor } from './support/emulator-cli';
import { completeDialog, expect, expectAccessible, test } from './support/fixtures';
import { askService } from './support/service';
import { copiesOnService, post, SERVICE, signInTo, unique, type Sent } from './support/outbox-steps';

/**
 * The outbox (src/api/outbox/outbox.ts): writes made on a bad network are kept, survive a reload and a sign-in
 * again, and reach the service each exactly once, in order.
 */
// Waits on purpose (a network back, pauses that grow after a 5xx): room for a loaded machine.
test.describe.configure({ timeout: 240_000 });

test('offline: three posts and a like survive a reload and reach the service once each, in order', async ({
  page,
  context,
}) => {
  const email = 'keiko.mori@example.com';
  await signInTo(page, email);
  const me = (await askService<{ id: number }>(email, '/users/current.json')).body;
  const likedIds = async () =>
    (await askService<Sent>(email, `/messages/liked_by/${String(me.id)}.json?limit=50`)).body.messages.map(
      (m) => m.id,
    );
  const likedBefore = await likedIds();
  const feed = page.getByRole('feed');
  // The message to like: the first one not liked yet, known by its permalink (the feed is virtualized and
  // the posts push it down, so neither its place nor a count of pressed buttons names it).
  const notLiked = page.getByRole('button', { name: 'Like', exact: true });
  const permalink = await feed
    .locator('article article')
    .filter({ has: notLiked })
    .first()
    .locator('a[href^="/threads/"]')
    .first()
    .getAttribute('href');
  const toLike = feed
    .locator('article article')
    .filter({ has: page.locator(`a[href="${permalink ?? ''}"]`) })
    .first()
    .getByRole('button', { name: /^Like/ });
  await context.setOffline(true);
  const run = unique();
  const texts = [1, 2, 3].map((n) => `Offline note ${String(n)} (${run})`);
  for (const text of texts) await post(page, text);
  await expect(toLike).toHaveAttribute('aria-pressed', 'false');
  await toLike.click();
  await expect(toLike).toHaveAttribute('aria-pressed', 'true');
  const pending = feed
    .getByRole('article')
    .filter({ hasText: texts[2] ?? '' })
    .last();
  await expect(
    pending.getByText('Waiting for the network').or(pending.getByText('Waiting to be sent')),
  ).toBeVisible();
  const outbox = page.getByRole('region', { name: 'Outbox' });
  await expect(outbox.getByText('4 writes waiting for the network')).toBeVisible();

  // Back on the network, but the service still out of reach: the reload loads the app, not the writes.
  await page.route(SERVICE, (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.reload();
  await expect(feed.getByText(texts[0] ?? '')).toBeVisible({ timeout: 30_000 });
  await expect(outbox).toBeVisible();
  expect(await copiesOnService(email, texts[0] ?? '')).toEqual([]);
  await expectAccessible(page);

  // The like is the last write: once the service took it, the queue has drained. Watched in the page, not
  // by asking the service: the person's budget (10 message requests in 30 s) is the app's too, and a journey
  // that polls it starves the very writes it waits for.
  const likeTaken = page.waitForResponse(
    (r) => r.url().includes('/messages/liked_by/current.json') && r.request().method() === 'POST' && r.ok(),
    { timeout: 150_000 },
  );
  await page.unroute(SERVICE);
  await likeTaken;
  await expect(page.locator('[data-outbox-state]')).toHaveCount(0, { timeout: 30_000 });
  await expect(outbox).toBeHidden({ timeout: 30_000 });
  const sent = (await askService<Sent>(email, '/messages/sent.json?limit=50')).body.messages;
  const ids = [];
  for (const text of texts) {
    const copies = sent.filter((m) => m.body.plain === text).map((m) => m.id);
    expect(copies, text).toHaveLength(1);
    ids.push(copies[0] ?? 0);
  }
  expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  for (const text of texts) await expect(feed.getByText(text)).toHaveCount(1);
  // The like went too, once: one message more among those the person likes.
  expect((await likedIds()).filter((id) => !likedBefore.includes(id))).toHaveLength(1);
});

test('a post whose answer is lost after the service stored it is on the service once, and shown once', async ({
  page,
}) => {
  const email = 'luca.romano@example.com';
  await signInTo(page, email);
  const text = `The answer to this one is lost (${unique()})`;
  let dropped = 0;
  await page.route('**/api/v1/messages.json', async (route) => {
    if (route.request().method() !== 'POST' || dropped > 0) return route.continue();
    dropped += 1;
    // The service takes the post and answers; the answer never reaches the app.
    await route.fetch();
    await route.abort('connectionreset');
  });
  await post(page, text);
  await expect(page.getByRole('feed').getByText(text)).toHaveCount(1);
  // Looked for on the service (messages/sent), found, and not sent again.
  await expect(page.locator('[data-outbox-state]')).toHaveCount(0, { timeout: 30_000 });
  expect(dropped).toBe(1);
  expect(await copiesOnService(email, text)).toHaveLength(1);
  await expect(page.getByRole('feed').getByText(text)).toHaveCount(1);
});

test('a token revoked while writes wait: after signing in again the queue goes out once', async ({
  page,
  context,
}) => {
  const email = 'mei.chen@example.com';
  await signInTo(page, email, 'dialog');
  await context.setOffline(true);
  const run = unique();
  const texts = [`Queued before the revoke A (${run})`, `Queued before the revoke B (${run})`];
  for (const text of texts) await post(page, text);
  // Both kept by the outbox before the token goes (a person's pace: they were typed one after the other).
  await expect(
    page.getByRole('region', { name: 'Outbox' }).getByText('2 writes waiting for the network'),
  ).toBeVisible();
  revokeToken(tokenFor(email));
  await context.setOffline(false);

  // The first write meets the 401: the session ends and says so; nothing is lost.
  await expect(page.getByText(/session (has )?expired|sign in again/i)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /sign in/i }).click();
  await completeDialog(page, email);
  for (const text of texts)
    await expect(page.getByRole('feed').getByText(text)).toHaveCount(1, { timeout: 30_000 });
  await expect(page.locator('[data-outbox-state]')).toHaveCount(0, { timeout: 60_000 });
  // A card shows no state while its write is queued behind another: the service is asked until both are
  // there, slowly (the person's budget is the app's too).
  for (const text of texts)
    await expect
      .poll(() => copiesOnService(email, text), { message: text, intervals: [1_000, 3_000, 5_000] })
      .toHaveLength(1);
});

test('a burst of 500 and 503 on a post: the UI says so, and it is posted once when the service recovers', async ({
  page,
}) => {
  const email = 'noah.fischer@example.com';
  await signInTo(page, email);
  const text = `Sent through a bad patch (${unique()})`;
  const failures = [503, 500, 503];
  let release: () => void = () => undefined;
  const recovered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/messages.json', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const status = failures.shift();
    if (status !== undefined)
      return route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ error: { message: 'Service Unavailable' } }),
      });
    await recovered;
    return route.continue();
  });
  await post(page, text);
  const article = page.getByRole('feed').getByRole('article').filter({ hasText: text }).last();
  await expect(article.getByText(/The service had a problem answering\. Trying again shortly\./)).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByRole('region', { name: 'Outbox' })).toContainText('The service had a problem');
  await expect.poll(() => failures.length, { timeout: 60_000 }).toBe(0);
  release();
  await expect(page.locator('[data-outbox-state]')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Outbox' })).toBeHidden();
  expect(await copiesOnService(email, text)).toHaveLength(1);
  await expect(page.getByRole('feed').getByText(text)).toHaveCount(1);
});
