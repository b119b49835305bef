import { expect, signIn, test } from './support/fixtures';
import { askService, expectAccessibleInBothSchemes } from './support/service';

/**
 * The admin console's journeys sign in as an admin of their own (a new starter in IT, a verified admin of
 * Example Corp in the seed): they write a lot, and the other admin's budget belongs to another journey.
 */
const ADMIN = 'xavier.laurent@example.com';
const NOT_ADMIN = 'yara.haddad@example.com';
/** Whom the admin views as: a new starter whose budget no other journey spends (reads of one page). */
const VIEWED = { email: 'zeno.bianchi@example.com', name: 'Zeno Bianchi' };

/** An address nobody has (the database outlives a run). */
const freshAddress = (who: string) => `${who}.${Date.now().toString(36)}@example.com`;

test.use({ viewport: { width: 1280, height: 900 } });
// One admin's budget (the service counts per person): these journeys take turns instead of queueing each
// other's requests behind the rate limit on a loaded 2-core CI.
test.describe.configure({ mode: 'default' });

test('an admin creates a person (kept through a reload), suspends them, then deletes them for good', async ({
  page,
}) => {
  test.slow();
  const email = freshAddress('new.hire');
  const name = `Noor Hire ${Date.now().toString(36)}`;
  await signIn(page, ADMIN);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Suspended people' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  const form = page.getByRole('form', { name: 'New person' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Job title').fill('Field Engineer');
  await form.getByLabel('Work telephone').fill('+32 2 555 0100');
  await form.getByRole('button', { name: 'Add education' }).click();
  await form.getByLabel('School').fill('KU Leuven');
  // What was typed survives a reload.
  await page.reload();
  await expect(form.getByLabel('Email address')).toHaveValue(email);
  await expect(form.getByLabel('School')).toHaveValue('KU Leuven');
  await form.getByRole('button', { name: 'Create person' }).click();

  const found = page.getByRole('region', { name: 'Find a person' });
  await expect(found.getByText(`Created ${name}.`)).toBeVisible();
  await expect(found.getByRole('link', { name: 'See their profile' })).toHaveAttribute(
    'href',
    /\/users\/\d+$/,
  );
  // The form starts afresh.
  await expect(form.getByLabel('Email address')).toHaveValue('');
  const created = await askService<{ id: number; state: string; job_title: string; schools: unknown[] }[]>(
    ADMIN,
    `/users/by_email.json?email=${encodeURIComponent(email)}`,
  );
  expect(created.status).toBe(200);
  expect(created.body[0]).toMatchObject({ state: 'active', job_title: 'Field Engineer' });
  expect(created.body[0]?.schools).toHaveLength(1);

  const card = found.getByRole('article', { name });
  await card.getByRole('button', { name: 'Suspend' }).click();
  await expect(card).toContainText(`${name} is suspended.`);
  const suspended = page.getByRole('region', { name: 'Suspended people' });
  await expect(suspended.getByRole('article', { name })).toContainText('Suspended');
  await expect
    .poll(async () => {
      const answer = await askService<{ state: string }[]>(
        ADMIN,
        `/users/by_email.json?email=${encodeURIComponent(email)}`,
      );
      return answer.body[0]?.state;
    })
    .toBe('suspended');

  await card.getByRole('button', { name: 'Delete for good' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name} for good?` });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: `Delete ${name}` }).click();
  // The poll above spent the admin's budget too: the app may wait out a 429 before the delete goes.
  await expect(card).toContainText(`${name} was deleted for good.`, { timeout: 30_000 });
  await expect(suspended.getByRole('article', { name })).toHaveCount(0);
  await expect
    .poll(
      async () => (await askService(ADMIN, `/users/by_email.json?email=${encodeURIComponent(email)}`)).status,
    )
    .toBe(404);
});

test('an admin views as a person in a new tab with a banner nothing hides; the admin’s own tab stays theirs', async ({
  page,
}) => {
  test.slow();
  await signIn(page, ADMIN);
  await expect(page.getByRole('feed')).toBeVisible();
  await page.goto('/admin');
  const picker = page.getByRole('combobox', { name: 'Person' });
  await picker.fill('Zeno');
  await page.getByRole('option', { name: new RegExp(VIEWED.name) }).click();
  const card = page
    .getByRole('region', { name: 'Find a person' })
    .getByRole('article', { name: VIEWED.name });
  const opened = page.waitForEvent('popup');
  await card.getByRole('button', { name: `View as ${VIEWED.name}` }).click();
  const tab = await opened;

  const banner = tab.getByRole('region', { name: 'Viewing as' });
  // The token comes from the service first (POST oauth.json, behind the admin's own rate-limit queue).
  await expect(banner).toContainText(`Viewing as ${VIEWED.name}`, { timeout: 30_000 });
  await expect(tab.getByRole('feed')).toBeVisible();
  // The token never was in an address, and the tab is the person's: their name, no admin place.
  expect(tab.url()).not.toMatch(/token/i);
  const side = tab.getByRole('banner').filter({ has: tab.getByRole('navigation', { name: 'Main' }) });
  await expect(side.getByRole('region', { name: 'Account' })).toContainText(VIEWED.name);
  await expect(tab.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  // A dialog does not cover it.
  await side.getByRole('button', { name: 'Settings' }).click();
  await expect(tab.getByRole('dialog')).toBeVisible();
  await expect(banner).toBeVisible();
  const box = await banner.boundingBox();
  expect(box?.y).toBe(0);
  expect(await banner.evaluate((el) => el.matches(':popover-open'))).toBe(true);
  await tab.keyboard.press('Escape');
  // It stays through a reload.
  await tab.reload();
  await expect(banner).toContainText(`Viewing as ${VIEWED.name}`);

  // The admin's tab is still the admin's.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('Xavier Laurent');
  await expect(page.getByRole('region', { name: 'Viewing as' })).toHaveCount(0);

  const closed = tab.waitForEvent('close');
  await banner.getByRole('button', { name: 'End' }).click();
  await closed;
});

test('someone who is not an admin sees no admin entry, and a plain word at /admin', async ({ page }) => {
  await signIn(page, NOT_ADMIN);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Groups' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByText('This page is for the verified admins of a paid network.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Suspend|Delete|View as|Create person/ })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'New person' })).toHaveCount(0);
});
