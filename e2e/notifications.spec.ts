import type { NotificationsFeed } from '../contract/social';
import type { Network } from '../contract/networks';
import type { User } from '../contract/users';
import { expect, signIn, test } from './support/fixtures';
import { askService, expectAccessibleInBothSchemes } from './support/service';

/**
 * Readers of their own (emulator/seed/new-starter-notifications.ts): nobody else signs in as marta or nils,
 * so their notifications are as seeded until these journeys read them. pablo likes only here.
 */
const MARTA = 'marta.kowal@example.com';
const NILS = 'nils.brandt@example.com';
const PABLO = 'pablo.serrano@example.com';
/** Opens Notifications and counts the requests; nobody else signs in as Orla. */
const ORLA = 'orla.byrne@example.com';

/**
 * The reader's notifications as the service has them, without reading them: only a read of the newest page
 * marks them seen, and a cursor past every id asks for everything from the top all the same.
 */
const notificationsOnService = (email: string) =>
  askService<NotificationsFeed>(
    email,
    `/streams/notifications.json?older_than=${String(Number.MAX_SAFE_INTEGER)}`,
  );

async function unseenOnService(email: string): Promise<number | undefined> {
  const me = (await askService<User>(email, '/users/current.json')).body;
  const networks = (await askService<Network[]>(email, '/networks/current.json')).body;
  return networks.find((n) => n.id === me.network_id)?.unseen_notification_count;
}

test.use({ viewport: { width: 1280, height: 900 } });

test('the badge says how many are unseen, the page shows them marked, and reading them clears it', async ({
  page,
}) => {
  const unseen = await unseenOnService(MARTA);
  expect(unseen).toBeGreaterThan(0);
  const { body } = await notificationsOnService(MARTA);
  const unseenItems = body.items.filter((i) => i.unseen);
  expect(unseenItems).toHaveLength(unseen ?? 0);

  await signIn(page, MARTA);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const badge = nav.getByRole('link', { name: `Notifications, ${String(unseen)} unseen` });
  await expect(badge).toBeVisible();
  await badge.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page).toHaveTitle(/^Notifications · /);
  const list = page.getByRole('list', { name: 'Notifications' });
  const unseenLines = list.getByRole('link', { name: /^Unseen: / });
  // The four likes of her welcome are one line; every other unseen notification is a line of its own.
  const likes = unseenItems.filter((i) => i.category === 'like');
  expect(likes.length).toBeGreaterThan(2);
  await expect(unseenLines).toHaveCount(unseenItems.length - likes.length + 1);
  await expect(
    unseenLines.filter({ hasText: `and ${String(likes.length - 1)} others liked your message` }),
  ).toHaveCount(1);
  const names = new Map(body.references.map((r) => [`${r.type}:${String(r.id)}`, r]));
  for (const item of unseenItems.filter((i) => i.category !== 'like')) {
    const actor = names.get(`user:${String(item.actor?.id)}`) as { full_name: string } | undefined;
    await expect(unseenLines.filter({ hasText: actor?.full_name ?? '?' }).first()).toBeVisible();
  }
  // The seen follows are there, not marked.
  await expect(list.getByRole('link', { name: /started following you/ })).toHaveCount(
    body.items.filter((i) => i.category === 'follow').length,
  );

  // Read: the badge is gone at once, and the service agrees.
  await expect(nav.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  expect(await unseenOnService(MARTA)).toBe(0);

  // A like line opens the message in its conversation.
  await list
    .getByRole('link', { name: /liked your message/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/threads\/\d+#message-\d+$/);
  await page.goBack();
  await expect(list).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});

test("a like by someone else appears on the open page at its next minute's refresh", async ({ page }) => {
  const { body } = await notificationsOnService(NILS);
  const welcome = body.items.find((i) => i.category === 'like')?.objects.find((o) => o.type === 'message');
  if (!welcome) throw new Error('the seed gave nils no liked message');
  await page.clock.install();
  await signIn(page, NILS);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Notifications/ })
    .click();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await expect(list.getByText(/Pablo Serrano/)).toHaveCount(0);

  const liked = await askService(PABLO, `/messages/liked_by/current.json?message_id=${String(welcome.id)}`, {
    method: 'POST',
  });
  expect(liked.status).toBeLessThan(300);
  await expect(list.getByText(/Pablo Serrano/)).toHaveCount(0);

  await page.clock.fastForward('01:05');
  await expect(list.getByRole('link', { name: /^Unseen: Pablo Serrano liked your message/ })).toBeVisible();
  // Read as it arrived: no badge.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications', exact: true }),
  ).toBeVisible();
});

test('opening Notifications asks the service for them once', async ({ page }) => {
  await signIn(page, ORLA);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/streams\/notifications\.json/.test(request.url())) asked.push(request.url());
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Notifications/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Notifications' }).or(page.getByText('No notifications yet')),
  ).toBeVisible();
  // The second read went out 60-70 ms after the first, when the page mounted after the route's loader:
  // a second is ample, and far from the minute's refresh.
  await page.waitForTimeout(1000);
  expect(asked).toHaveLength(1);
});
