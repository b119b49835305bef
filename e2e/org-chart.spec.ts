import type { Page } from '@playwright/test';
import { E2E_EMULATOR_URL } from './support/env';
import { tokenFor } from './support/emulator-cli';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

/**
 * Lucia reads Alice's org chart (alice heads Product, under the CEO Tariq Morales, with ten reports) and
 * edits her own: she adds Kwame Mehta as a colleague and removes him again. Only the light density journey
 * also signs in as Lucia, and it only reads. The service is checked with Kwame's token: the checks then
 * spend none of Lucia's budget of 10 requests in 10 s (spec 8), which the app in the page is spending.
 */
const READER = 'lucia.dubois@example.com';
const CHECKER = 'kwame.mehta@example.com';
const COLLEAGUE = 'Kwame Mehta';

interface Person {
  id: number;
  full_name: string;
}

/** Lucia's colleagues as the service has them now. */
async function colleaguesOnService(token: string, userId: string): Promise<string[]> {
  for (;;) {
    const response = await fetch(`${E2E_EMULATOR_URL}/api/v1/relationships.json?user_id=${userId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (response.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    expect(response.ok).toBe(true);
    const body = (await response.json()) as { colleagues: Person[] };
    return body.colleagues.map((p) => p.full_name);
  }
}

/** Re-centres the chart on someone through the "Find a person" box. */
async function findPerson(page: Page, name: string) {
  const field = page.getByRole('combobox', { name: 'Find a person' });
  await field.fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Org chart of ${name}` })).toBeVisible({
    timeout: 30_000,
  });
}

/** The write that went through: one the service put off (429) is sent again by the app. */
const written = (page: Page, method: string) =>
  page.waitForResponse(
    (r) => r.url().includes('/relationships') && r.request().method() === method && r.status() !== 429,
    { timeout: 30_000 },
  );

test.use({ viewport: { width: 1280, height: 900 } });

test('the org chart: Alice between her manager and her reports, keys, and a colleague added and removed', async ({
  page,
}) => {
  await signIn(page, READER);
  await expect(page.getByRole('feed')).toBeVisible();
  const profile = await page.getByRole('link', { name: 'Profile', exact: true }).first().getAttribute('href');
  const luciaId = (profile ?? '').split('/').pop() ?? '';
  await page.goto(`/users/${luciaId}/org`);
  await expect(page.getByRole('heading', { level: 1, name: 'Org chart of Lucia Dubois' })).toBeVisible();
  await expect(page).toHaveTitle('Org chart of Lucia Dubois · Example Corp · Commons');

  // Alice: her manager a level above her and drawn above her, her reports a level below and drawn below.
  await findPerson(page, 'Alice Andersen');
  const tree = page.getByRole('tree', { name: 'Org chart of Alice Andersen' });
  const tariq = tree.getByRole('treeitem', { name: 'Tariq Morales' });
  const alice = tree.getByRole('treeitem', { name: 'Alice Andersen' });
  const ethan = tree.getByRole('treeitem', { name: 'Ethan Natarajan' });
  await expect(tariq).toHaveAttribute('aria-level', '1', { timeout: 30_000 });
  await expect(alice).toHaveAttribute('aria-level', '2');
  await expect(alice).toHaveAttribute('aria-selected', 'true');
  await expect(ethan).toHaveAttribute('aria-level', '3');
  await expect(tree.getByRole('treeitem', { level: 3 })).toHaveCount(10);
  const top = async (item: typeof alice) => (await item.boundingBox())?.y ?? Number.NaN;
  expect(await top(tariq)).toBeLessThan(await top(alice));
  expect(await top(ethan)).toBeGreaterThan(await top(alice));
  await expectAccessible(page);

  // Keyboard only, from the heading the navigation focused: past the search box and the profile link into
  // the tree (it enters on Alice), down to her first report, and Enter re-centres on him.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(alice).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(ethan).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/users\/\d+\/org$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Org chart of Ethan Natarajan' })).toBeVisible();
  await expect(page.getByRole('treeitem', { name: 'Ethan Natarajan' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('treeitem', { name: 'Alice Andersen' })).toHaveAttribute('aria-level', '2');

  // Lucia's own chart: add Kwame as a colleague, then remove him; the service has each change.
  await findPerson(page, 'Lucia Dubois');
  const token = tokenFor(CHECKER);
  const added = written(page, 'POST');
  await page.getByLabel('Add as').selectOption('colleague');
  await page.getByRole('combobox', { name: 'Person to add' }).fill(COLLEAGUE);
  await page.getByRole('option', { name: new RegExp(`^${COLLEAGUE}`) }).click();
  await expect(page.getByRole('treeitem', { name: COLLEAGUE })).toBeVisible();
  expect((await added).ok()).toBe(true);
  await expect(page.getByText(`${COLLEAGUE} added as your colleague.`)).toBeVisible();
  expect(await colleaguesOnService(token, luciaId)).toContain(COLLEAGUE);

  const removed = written(page, 'DELETE');
  await page.getByRole('button', { name: `Remove ${COLLEAGUE} as your colleague` }).click();
  await expect(page.getByRole('treeitem', { name: COLLEAGUE })).toHaveCount(0);
  expect((await removed).ok()).toBe(true);
  expect(await colleaguesOnService(token, luciaId)).not.toContain(COLLEAGUE);

  // Every scheme and width: no axe violation; on a phone, 44 px targets and no page-wide sideways scroll.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page);
  const manager = page.getByRole('treeitem', { name: 'Malik Farouk' });
  expect((await manager.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
