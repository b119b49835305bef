import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { expectQuietPanelFailure, failSuggestions } from './support/panel-failure';
import { askService, dismissFirstSuggestion, expectAccessibleInBothSchemes } from './support/service';

/**
 * New starters nobody else signs in as, in no group when the seed is fresh: the joins, groups and dismissals
 * here are theirs alone, and so is each one's budget of 10 requests in 10 s (spec 8).
 */
const JOINER = 'astrid.holm@example.com';
const OUTSIDER = 'bruno.lopes@example.com';
const CREATOR = 'carmen.vidal@example.com';
/** Reads the directory with its suggestions failing; nobody else signs in as Cyrus. */
const PANEL_READER = 'cyrus.tehrani@example.com';

/** Whether the service lists user `userId` among group `groupId`'s members. */
async function isMemberOnService(email: string, groupId: number, userId: number): Promise<boolean> {
  const { body } = await askService<{ users: { id: number }[] }>(
    email,
    `/users/in_group/${String(groupId)}.json`,
  );
  return body.users.some((u) => u.id === userId);
}

/** A membership write that went through (one the service put off with a 429 is sent again by the app). */
const membershipWritten = (page: Page, method: 'POST' | 'DELETE') =>
  page.waitForResponse(
    (r) =>
      r.url().includes('/group_memberships.json') && r.request().method() === method && r.status() !== 429,
    { timeout: 30_000 },
  );

/**
 * Axe on what the page shows, in light and dark, at 1280 and 360 px; on the phone, every button, tab and field
 * of the groups screens is a finger's size (the feed and its composer have journeys of their own).
 */
async function expectAccessibleEverywhere(page: Page): Promise<void> {
  await expectAccessibleInBothSchemes(page);
  await page.setViewportSize({ width: 360, height: 740 });
  const small = await page
    .locator(
      'main button:visible, main nav a:visible, main input[type="search"]:visible, main input:not([type]):visible',
    )
    .evaluateAll((els) =>
      els
        .filter((el) => !el.closest('section[aria-labelledby="feed-heading"]'))
        .map((el) => ({
          name: el.getAttribute('aria-label') ?? el.textContent.trim(),
          height: el.getBoundingClientRect().height,
        }))
        .filter(({ height }) => height > 0 && height < 44)
        .map(({ name, height }) => `${name}: ${String(Math.round(height))} px`),
    );
  expect(small).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.use({ viewport: { width: 1280, height: 900 } });

test('join and leave a public group from the directory and from its page, checked on the service', async ({
  page,
}) => {
  test.slow();
  await signIn(page, JOINER);
  await expect(page.getByRole('feed')).toBeVisible();
  const me = (await askService<{ id: number; full_name: string }>(JOINER, '/users/current.json')).body;
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Groups', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeFocused();
  await expect(page.getByText('You are not in any group yet.')).toBeVisible();
  await expectAccessibleEverywhere(page);
  await page
    .getByRole('navigation', { name: 'Lists of groups' })
    .getByRole('link', { name: 'All groups' })
    .click();
  await expect(page).toHaveURL(/\/groups\?tab=all$/);
  const all = page.getByRole('list', { name: 'All groups' });
  await expect(all.getByRole('link', { name: 'Book Club' })).toBeVisible();
  await expectAccessibleEverywhere(page);

  // From the directory: the button turns at once, the sidebar lists the group, the service has the reader.
  const bookClub = all.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Book Club' }) });
  const bookClubId = Number(
    ((await bookClub.getByRole('link', { name: 'Book Club' }).getAttribute('href')) ?? '').split('/').pop(),
  );
  const joined = membershipWritten(page, 'POST');
  await bookClub.getByRole('button', { name: 'Join Book Club' }).click();
  await expect(bookClub.getByRole('button', { name: 'Leave Book Club' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Your groups' }).getByRole('link', { name: 'Book Club' }),
  ).toBeVisible();
  expect((await joined).ok()).toBe(true);
  expect(await isMemberOnService(JOINER, bookClubId, me.id)).toBe(true);
  const left = membershipWritten(page, 'DELETE');
  await bookClub.getByRole('button', { name: 'Leave Book Club' }).click();
  await expect(bookClub.getByRole('button', { name: 'Join Book Club' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your groups' })).toHaveCount(0);
  expect((await left).ok()).toBe(true);
  expect(await isMemberOnService(JOINER, bookClubId, me.id)).toBe(false);

  // From the group's page: its Members tab shows the reader, then drops them.
  await all.getByRole('link', { name: 'Social Club' }).click();
  // The journey's own checks on the service spend the reader's budget too: the app may wait out a 429 here.
  await expect(page.getByRole('heading', { level: 1, name: 'Social Club' })).toBeVisible({ timeout: 30_000 });
  const socialId = Number(page.url().split('/').pop());
  await page.getByRole('navigation', { name: 'Group' }).getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/groups\/\d+\/members$/);
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(members.getByRole('link', { name: me.full_name })).toHaveCount(0);
  await expectAccessibleEverywhere(page);
  const count = page.getByText(/^\d+ members?$/);
  const before = Number(((await count.textContent()) ?? '').split(' ')[0]);
  const joinedHere = membershipWritten(page, 'POST');
  await page.getByRole('button', { name: 'Join Social Club' }).click();
  await expect(members.getByRole('link', { name: me.full_name })).toBeVisible();
  await expect(count).toHaveText(`${String(before + 1)} members`);
  expect((await joinedHere).ok()).toBe(true);
  expect(await isMemberOnService(JOINER, socialId, me.id)).toBe(true);
  const leftHere = membershipWritten(page, 'DELETE');
  await page.getByRole('button', { name: 'Leave Social Club' }).click();
  await expect(members.getByRole('link', { name: me.full_name })).toHaveCount(0);
  await expect(count).toHaveText(`${String(before)} members`);
  expect((await leftHere).ok()).toBe(true);
  expect(await isMemberOnService(JOINER, socialId, me.id)).toBe(false);
});

test('a private group the reader is not in says so, offers no Join, and is not in the directory; a suggestion is dismissed', async ({
  page,
}) => {
  const name = `Quiet Room ${String(Date.now())}`;
  const created = await askService<{ id: number }>(CREATOR, '/groups.json', {
    method: 'POST',
    body: new URLSearchParams({ name, privacy: 'private', description: 'Not for everyone.' }),
  });
  expect(created.status).toBe(201);
  await signIn(page, OUTSIDER);
  await expect(page.getByRole('feed')).toBeVisible();
  await page.goto(`/groups/${String(created.body.id)}`);
  await expect(page.getByText('Private group', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'This group is private' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Join/ })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessibleEverywhere(page);

  await page.getByRole('link', { name: 'Browse groups you can join' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  // Dismissed: gone at once, declined on the service (still gone after a reload).
  const label = await dismissFirstSuggestion(page, 'Groups you may like');
  await page.goto('/groups?tab=all');
  const all = page.getByRole('list', { name: 'All groups' });
  await expect(all.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(all.getByRole('link', { name })).toHaveCount(0);
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
});

test('create a group (a taken name is said beside the field), post in it, then delete it: it leaves the directory', async ({
  page,
}) => {
  test.slow();
  await signIn(page, CREATOR);
  await expect(page.getByRole('feed')).toBeVisible();
  await page.goto('/groups');
  await page.getByRole('link', { name: 'Create a group' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a group' })).toBeVisible();
  const nameField = page.getByLabel('Name');
  await nameField.fill('Engineering');
  await page.getByLabel('Description (optional)').fill('Ropes, routes and Thursday evenings.');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(nameField).toHaveAccessibleDescription(/already exists/);
  await expect(nameField).toBeFocused();
  await expectAccessibleEverywhere(page);

  const name = `Climbing Club ${String(Date.now()).slice(-6)}`;
  await nameField.fill(name);
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page).toHaveURL(/\/groups\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your groups' }).getByRole('link', { name })).toBeVisible();
  await expect(page.getByText('No conversations yet.')).toBeVisible();
  await expectAccessibleEverywhere(page);

  const text = `First climb of ${name}`;
  await page.getByLabel(`Message to ${name}`).fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('feed').getByText(text)).toBeVisible();
  // The feed shows the post as soon as it is in the outbox; the service has it a moment later.
  await expect
    .poll(async () => {
      const inGroup = await askService<{ messages: { body: { plain: string } }[] }>(
        CREATOR,
        `/messages/in_group/${String(id)}.json`,
      );
      return inGroup.body.messages.some((m) => m.body.plain === text);
    })
    .toBe(true);

  await page.getByRole('button', { name: 'Delete group' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete group' }).click();
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByRole('status').filter({ hasText: `${name} was deleted.` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your groups' }).getByRole('link', { name })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Lists of groups' })
    .getByRole('link', { name: 'All groups' })
    .click();
  await expect(page.getByRole('list', { name: 'All groups' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  expect((await askService(CREATOR, `/groups/${String(id)}.json`)).status).toBe(404);
});

test.describe('at 360 x 740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('when Groups you may like fails, the directory leads and the failure is a quiet note with Retry', async ({
    page,
  }) => {
    const letThrough = await failSuggestions(page);
    await signIn(page, PANEL_READER, { from: '/groups?tab=all' });
    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
    const directory = page.getByRole('list', { name: 'All groups' });
    await expectQuietPanelFailure(page, directory, 'Groups you may like');

    await letThrough();
    await page.getByRole('button', { name: 'Retry groups you may like' }).click();
    await expect(page.getByText('Groups you may like could not be loaded.')).toHaveCount(0);
  });
});
