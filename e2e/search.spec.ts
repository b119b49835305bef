import { expect, signIn, test } from './support/fixtures';
import { askService, expectAccessibleInBothSchemes } from './support/service';

/**
 * New starters nobody else signs in as: their budgets of 10 requests in 10 s (search is in the "other"
 * group, the suggestions in the autocomplete's) are theirs alone.
 */
const SEARCHER = 'farid.karimi@example.com';
const SUGGESTED = 'joaquin.ruiz@example.com';
/** A word of the seed's messages, group and topic names and job titles. */
const WORD = 'customer';

interface Totals {
  count: { messages: number; users: number; groups: number; topics: number };
  messages: { messages: { id: number }[] };
}

const label = (n: number) => (n >= 1000 ? '1000+' : String(n));

test.use({ viewport: { width: 1280, height: 900 } });

test('/ then a seeded word: tabs with the service’s totals, page 2 of Messages, accessible', async ({
  page,
}) => {
  test.slow();
  await signIn(page, SEARCHER);
  await expect(page.getByRole('feed')).toBeVisible();
  await page.keyboard.press('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await box.fill(WORD);
  await box.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/search\\?q=${WORD}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Search: ${WORD}` })).toBeFocused();
  await expect(page).toHaveTitle(`Search: ${WORD} · Example Corp · Commons`);
  const { body } = await askService<Totals>(SEARCHER, `/search.json?search=${WORD}&page=1&num_per_page=20`);
  expect(body.count.messages).toBeGreaterThan(20);
  const tabs = page.getByRole('navigation', { name: 'Result types' });
  for (const [name, total] of [
    ['Messages', body.count.messages],
    ['People', body.count.users],
    ['Groups', body.count.groups],
    ['Topics', body.count.topics],
  ] as const) {
    await expect(tabs.getByRole('link', { name: `${name} ${label(total)}`, exact: true })).toBeVisible();
  }
  await expect(page.locator('main mark').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await tabs.getByRole('link', { name: /^Messages / }).click();
  await expect(page).toHaveURL(/type=messages$/);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText(
    `Page 1 of ${String(Math.ceil(Math.min(body.count.messages, 1000) / 20))}`,
  );
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/type=messages&page=2$/);
  const second = await askService<Totals>(
    SEARCHER,
    `/search.json?search=${WORD}&page=2&num_per_page=20&model_types=MESSAGETHREAD`,
  );
  const firstOfPage2 = second.body.messages.messages[0]?.id;
  expect(firstOfPage2).toBeDefined();
  await expect(page.locator(`main a[href$="#message-${String(firstOfPage2)}"]`)).toBeVisible();
  // Its counts stay those of the whole search.
  await expect(
    tabs.getByRole('link', { name: `People ${label(body.count.users)}`, exact: true }),
  ).toBeVisible();

  // A message found opens in its conversation.
  await page.locator(`main a[href$="#message-${String(firstOfPage2)}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/threads/\\d+#message-${String(firstOfPage2)}$`));
});

test('a person suggested by the box opens their profile; the phone’s Search opens the page with the box focused', async ({
  page,
}) => {
  await signIn(page, SUGGESTED);
  await expect(page.getByRole('feed')).toBeVisible();
  const me = await askService<{ full_name: string }>(SUGGESTED, '/users/current.json');
  const someone = await askService<{ user?: { id: number; full_name: string }[] }>(
    SUGGESTED,
    '/autocomplete/ranked.json?prefix=nadia&models=user:5',
  );
  const person = someone.body.user?.[0];
  expect(person).toBeDefined();
  if (!person) return;
  expect(person.full_name).not.toBe(me.body.full_name);

  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.pressSequentially('nadia');
  const option = page.getByRole('option', { name: new RegExp(person.full_name) });
  await expect(option).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/users/${String(person.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: person.full_name })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  const search = page.getByRole('link', { name: 'Search', exact: true });
  expect((await search.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await search.click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Search' })).toBeFocused();
  await expectAccessibleInBothSchemes(page);
});
