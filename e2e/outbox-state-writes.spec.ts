import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { askService } from './support/service';
import { goInApp, SERVICE, unique } from './support/outbox-steps';

/**
 * The outbox's writes other than posts and likes: a follow, a join and a profile edit made offline are kept,
 * survive a reload, and reach the service once each.
 */

// Waits on purpose (a network back, pauses that grow after a 5xx): room for a loaded machine.
test.describe.configure({ timeout: 240_000 });

test('offline: a follow, a join and a profile edit survive a reload and reach the service once each', async ({
  page,
  context,
}) => {
  // A new starter no other journey signs in as: their budget, follows, groups and profile are this one's.
  const email = 'hugo.lambert@example.com';
  const followee = 'gemma.doyle@example.com';
  await signIn(page, email);
  await expect(page.getByRole('feed')).toBeVisible({ timeout: 30_000 });
  const me = (await askService<{ id: number }>(email, '/users/current.json')).body;
  const [person] = (
    await askService<{ id: number; full_name: string }[]>(
      email,
      `/users/by_email.json?email=${encodeURIComponent(followee)}`,
    )
  ).body;
  const groups = (await askService<{ id: number; full_name: string }[]>(email, '/groups.json?page=1')).body;
  const group = groups.find((g) => g.full_name === 'Remote Workers');
  if (!person || !group)
    throw new Error('The seed has changed: Gemma Doyle and Remote Workers are expected.');
  // A retry starts where the first try left the service: not following, not a member (a 404 when so already).
  const del = { method: 'DELETE' };
  await askService(email, `/subscriptions.json?target_type=user&target_id=${String(person.id)}`, del);
  await askService(email, `/group_memberships.json?group_id=${String(group.id)}`, del);
  const location = `Lyon ${unique()}`;

  // Each write that reached the service and was taken (a request cut off by the network never arrives).
  const taken: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const method = response.request().method();
    if (!response.ok() || method === 'GET') return;
    if (pathname.endsWith('/subscriptions.json')) taken.push(`${method} subscription`);
    if (pathname.endsWith('/group_memberships.json')) taken.push(`${method} membership`);
    if (pathname.endsWith(`/users/${String(me.id)}.json`)) taken.push(`${method} profile`);
  });

  // Each page once online, so its code and its data are in this tab before the network goes.
  const pages = {
    person: `/users/${String(person.id)}`,
    group: `/groups/${String(group.id)}`,
    edit: `/users/${String(me.id)}/edit`,
  };
  const follow = page.getByRole('button', { name: `Follow ${person.full_name}` });
  const join = page.getByRole('button', { name: `Join ${group.full_name}` });
  const locationField = page.getByLabel('Location');
  await goInApp(page, pages.person);
  await expect(follow).toBeEnabled({ timeout: 30_000 });
  await goInApp(page, pages.group);
  await expect(join).toBeVisible({ timeout: 30_000 });
  await goInApp(page, pages.edit);
  await expect(locationField).toBeEditable({ timeout: 30_000 });

  await context.setOffline(true);
  await goInApp(page, pages.person);
  await follow.click();
  await expect(page.getByRole('button', { name: `Following ${person.full_name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await goInApp(page, pages.group);
  await join.click();
  await expect(page.getByRole('button', { name: `Leave ${group.full_name}` })).toBeVisible();
  await goInApp(page, pages.edit);
  await locationField.fill(location);
  await page.getByRole('button', { name: 'Save profile' }).click();
  // The form lets go once the outbox holds the edit (the status line says the page is offline meanwhile).
  await expect(page).toHaveURL(new RegExp(`/users/${String(me.id)}$`), { timeout: 30_000 });
  const outbox = page.getByRole('region', { name: 'Outbox' });
  await expect(outbox.getByText('3 writes waiting for the network')).toBeVisible();

  // Back on the network, but the service still out of reach: the reload loads the app, not the writes.
  await page.route(SERVICE, (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.reload();
  await expect(outbox).toBeVisible({ timeout: 30_000 });
  await outbox.locator('summary').click();
  for (const label of [`Follow ${person.full_name}`, `Join ${group.full_name}`, 'Profile edit'])
    await expect(outbox.getByText(label, { exact: true })).toBeVisible();
  await expectAccessible(page);
  expect(taken).toEqual([]);

  await page.unroute(SERVICE);
  await expect(outbox).toBeHidden({ timeout: 150_000 });
  // In the order they were made, each once (the last response's event may reach the test just after the
  // outbox has emptied).
  await expect.poll(() => taken).toEqual(['POST subscription', 'POST membership', 'PUT profile']);
  const check = await askService(email, `/subscriptions/to_user/${String(person.id)}.json`);
  expect(check.status).toBe(200);
  const mine = (await askService<{ id: number }[]>(email, '/groups.json?mine=1')).body;
  expect(mine.map((g) => g.id)).toContain(group.id);
  const profile = (await askService<{ location: string }>(email, '/users/current.json')).body;
  expect(profile.location).toBe(location);
});
