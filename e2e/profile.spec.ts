import type { Page } from '@playwright/test';
import { messagesAboveTheFold } from '../scripts/above-the-fold';
import { tokenFor } from './support/emulator-cli';
import { E2E_EMULATOR_URL } from './support/env';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

/** Nobody else signs in as Jonas: the follows here are his alone. */
const READER = 'jonas.mensah@example.com';

interface Person {
  id: number;
  full_name: string;
}

/**
 * The service's own answer, as the reader (not through the app). The reader's budget is shared with the app
 * in the page: a 429 here means ask again when the window has room.
 */
async function service(
  token: string,
  path: string,
  init: { method?: string; form?: URLSearchParams } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Connection: 'close' };
  if (init.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  for (;;) {
    const response = await fetch(`${E2E_EMULATOR_URL}/api/v1${path}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.form ? { body: init.form } : {}),
    });
    if (response.status !== 429) return response;
    const wait = Number(response.headers.get('Retry-After') ?? '1');
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, wait) * 1000));
  }
}

const followsOnService = async (token: string, id: number) =>
  (await service(token, `/subscriptions/to_user/${String(id)}.json`)).ok;

/** The follow write that went through (one the service put off with a 429 is sent again by the app). */
const written = (page: Page, method: string) =>
  page.waitForResponse(
    (r) => r.url().includes('/subscriptions.json') && r.request().method() === method && r.status() !== 429,
    { timeout: 30_000 },
  );

const profileTabs = (page: Page) => page.getByRole('navigation', { name: 'Profile' });

test.use({ viewport: { width: 1280, height: 900 } });

test("alice's profile: from the directory, her reporting line, follow and unfollow, Message, the tabs", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = tokenFor(READER);
  const [alice] = (await (
    await service(token, '/users/by_email.json?email=alice@example.com')
  ).json()) as Person[];
  if (!alice) throw new Error('the seed has no alice');
  const line = (await (await service(token, `/relationships.json?user_id=${String(alice.id)}`)).json()) as {
    superiors: Person[];
    subordinates: Person[];
  };

  await signIn(page, READER);
  await expect(page.getByRole('feed')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'People', exact: true })
    .click();
  await page
    .getByRole('list', { name: 'People', exact: true })
    .getByRole('link', { name: 'Alice Andersen' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/users/${String(alice.id)}$`));
  const heading = page.getByRole('heading', { level: 1, name: 'Alice Andersen' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Alice Andersen · Example Corp · Commons');
  await expect(page.getByRole('feed', { name: 'Messages' }).getByRole('article').first()).toBeVisible({
    timeout: 30_000,
  });

  // The reporting line of the seed's org chart: the CEO above her, her department below.
  const card = page.getByRole('region', { name: 'Alice Andersen' });
  const manager = line.superiors[0];
  if (!manager || line.subordinates.length === 0) throw new Error('alice has no reporting line in the seed');
  await expect(card.getByRole('link', { name: manager.full_name, exact: true })).toHaveAttribute(
    'href',
    `/users/${String(manager.id)}`,
  );
  await expect(card.getByText(`Direct reports (${String(line.subordinates.length)})`)).toBeVisible();
  for (const report of line.subordinates.slice(0, 3))
    await expect(card.getByRole('link', { name: report.full_name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View in org chart' })).toHaveAttribute(
    'href',
    `/users/${String(alice.id)}/org`,
  );
  await expectAccessible(page);

  // Follow, then unfollow: at once on the page, and on the service.
  const followed = written(page, 'POST');
  await page.getByRole('button', { name: 'Follow Alice Andersen' }).click();
  const following = page.getByRole('button', { name: 'Following Alice Andersen' });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  expect((await followed).ok()).toBe(true);
  expect(await followsOnService(token, alice.id)).toBe(true);
  const unfollowed = written(page, 'DELETE');
  await following.click();
  await expect(page.getByRole('button', { name: 'Follow Alice Andersen' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect((await unfollowed).ok()).toBe(true);
  expect(await followsOnService(token, alice.id)).toBe(false);

  // Message opens the private-message composer; what was typed is still there when it opens again.
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const text = dialog.getByLabel('Private message to Alice Andersen');
  await expect(text).toBeFocused();
  await text.fill('Lunch on Friday?');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(text).toHaveValue('Lunch on Friday?');
  await text.fill('');
  await page.keyboard.press('Escape');

  // The tabs: each an address of its own, kept by a reload.
  const tabs = profileTabs(page);
  await tabs.getByRole('link', { name: /^Followers/ }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${String(alice.id)}/followers$`));
  await expect(page).toHaveTitle('Alice Andersen · Followers · Example Corp · Commons');
  await expect(page.getByRole('list', { name: 'Followers' }).getByRole('listitem').first()).toBeVisible({
    timeout: 30_000,
  });
  await page.reload();
  await expect(tabs.getByRole('link', { name: /^Followers/ })).toHaveAttribute('aria-current', 'page');
  // Asked again behind the budget this journey spent: it may queue for a window, never show a 429.
  await expect(page.getByRole('list', { name: 'Followers' }).getByRole('listitem').first()).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page);
  await tabs.getByRole('link', { name: /^Following/ }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${String(alice.id)}/following$`));
  await expect(page.getByRole('list', { name: 'Following' }).getByRole('listitem').first()).toBeVisible({
    timeout: 30_000,
  });
  await tabs.getByRole('link', { name: 'Groups' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${String(alice.id)}/groups$`));
  const group = page.getByRole('list', { name: 'Groups' }).getByRole('link').first();
  await expect(group).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(tabs.getByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'page');
  await group.click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/groups\/\d+$/);

  // An address that names no tab is no page.
  await page.goto(`/users/${String(alice.id)}/everything`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('one’s own profile, its facts and Edit profile; every tab passes axe in light and dark, at 1280 and 360', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A reader of its own (a new starter: no messages, follows or groups yet), so this journey never waits on the
  // budget Jonas's journey spends; what each tab lists is written through the service first.
  const owner = 'kiri.tane@example.com';
  const token = tokenFor(owner);
  const [me] = (await (await service(token, `/users/by_email.json?email=${owner}`)).json()) as Person[];
  const [alice] = (await (
    await service(token, '/users/by_email.json?email=alice@example.com')
  ).json()) as Person[];
  if (!me || !alice) throw new Error(`the seed has no ${owner} or alice`);
  const wrote = async (path: string, form: [string, string][], as = token, method = 'POST') => {
    const response = await service(as, path, { method, form: new URLSearchParams(form) });
    expect(response.ok, `${method} ${path}`).toBe(true);
  };
  // A profile with more than the seed gives (the profile form is another journey's).
  await wrote(
    `/users/${String(me.id)}.json`,
    [
      ['expertise', 'Forecasting, pricing'],
      ['education[]', 'University of Ghana,BSc Economics,,2008,2012'],
    ],
    token,
    'PUT',
  );
  await wrote('/messages.json', [['body', 'Hello from my first week on the UX research team.']]);
  await wrote('/subscriptions.json', [
    ['target_type', 'user'],
    ['target_id', String(alice.id)],
  ]);
  // Followed by another new starter, whom no other journey signs in as.
  await wrote(
    '/subscriptions.json',
    [
      ['target_type', 'user'],
      ['target_id', String(me.id)],
    ],
    tokenFor('lars.eriksen@example.com'),
  );
  const groups = (await (await service(token, '/groups.json')).json()) as { id: number; privacy: string }[];
  const open = groups.find((g) => g.privacy === 'public');
  if (!open) throw new Error('the seed has no public group');
  await wrote(`/group_memberships.json?group_id=${String(open.id)}`, []);

  await signIn(page, owner);
  await expect(page.getByRole('feed')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: me.full_name })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
    'href',
    `/users/${String(me.id)}/edit`,
  );
  await expect(page.getByRole('button', { name: /^Follow/ })).toHaveCount(0);
  await expect(page.getByText('Forecasting, pricing')).toBeVisible();
  await expect(page.getByText('University of Ghana, BSc Economics')).toBeVisible();
  // Nothing empty is shown as a label.
  await expect(page.getByText('Interests', { exact: true })).toHaveCount(0);

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      for (const tab of ['Messages', 'Followers', 'Following', 'Groups']) {
        await profileTabs(page)
          .getByRole('link', { name: new RegExp(`^${tab}`) })
          .click();
        const content =
          tab === 'Messages'
            ? page.getByRole('feed', { name: 'Messages' }).getByRole('article').first()
            : page.getByRole('list', { name: tab }).getByRole('listitem').first();
        await expect(content).toBeVisible({ timeout: 30_000 });
        await expectAccessible(page);
      }
    }
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the card stays compact: messages above the fold, facts behind "More about", 44 px actions', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // A reader of its own, who only reads: this runs beside Jonas's journeys.
    const reader = 'freya.hussain@example.com';
    const token = tokenFor(reader);
    const [alice] = (await (
      await service(token, '/users/by_email.json?email=alice@example.com')
    ).json()) as Person[];
    if (!alice) throw new Error('the seed has no alice');
    await signIn(page, reader);
    await expect(page.getByRole('feed')).toBeVisible();
    await page.goto(`/users/${String(alice.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Alice Andersen' })).toBeVisible();
    await expect(page.getByRole('feed', { name: 'Messages' }).getByRole('article').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => messagesAboveTheFold(page)).toBeGreaterThanOrEqual(1);
    for (const name of [/^Follow/, /^Message$/])
      expect((await page.getByRole('button', { name }).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(
        44,
      );
    const chart = page.getByRole('link', { name: 'View in org chart' });
    expect((await chart.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

    const more = page.getByRole('button', { name: 'More about Alice' });
    await expect(page.getByText('Reports to')).toBeHidden();
    await more.click();
    await expect(page.getByText('Reports to')).toBeVisible();
    await expectAccessible(page);
  });
});
