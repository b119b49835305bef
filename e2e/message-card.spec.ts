import { postAs } from './support/emulator-cli';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

/** The dense card's own journeys; signed in as a person no other journey uses. */
const EMAIL = 'sofia.reyes@example.com';

test('the More menu works by keyboard: Enter opens on the first item, arrows move, Escape gives focus back', async ({
  page,
}) => {
  const text = `Card journey menu ${String(Date.now())}`;
  await postAs(EMAIL, text);
  await signIn(page, EMAIL);
  const article = page.getByRole('feed').getByRole('article').filter({ hasText: text }).last();
  const more = article.getByRole('button', { name: 'More' });
  await expect(more).toHaveAttribute('aria-haspopup', 'menu');
  // No separate Copy link, Email or Delete buttons on the card: they wait behind More.
  await expect(article.getByRole('button', { name: 'Copy link' })).toHaveCount(0);

  // Usable once the actions' code is in (drawn before, marked aria-disabled until then).
  await expect(more).not.toHaveAttribute('aria-disabled', 'true');
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu', { name: 'More' });
  await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Email me a copy' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  // Down opens it too; Enter on an item runs it and the focus is back on More.
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(article.getByText('Sent to your inbox.')).toBeVisible();
  await expect(more).toBeFocused();
  // The page stays where it was: the menu's keys opened no conversation.
  await expect(page).toHaveURL(/\/$|\/feeds\//);
});

test('in the flat view a reply says whom it answers, linking into the conversation', async ({ page }) => {
  const stamp = String(Date.now());
  const starter = await postAs(EMAIL, `Card journey question ${stamp}`);
  const reply = await postAs('maria.vogel@example.com', `Card journey answer ${stamp}`, {
    replied_to_id: starter.id,
  });
  await signIn(page, EMAIL);
  await page.locator('label', { hasText: 'Flat' }).click();
  await expect(page.getByRole('radio', { name: 'Flat' })).toBeChecked();

  const card = page
    .getByRole('feed')
    .getByRole('article')
    .filter({ hasText: `Card journey answer ${stamp}` });
  await expect(card).toContainText('In reply to Sofia Reyes');
  const to = card.getByRole('link', { name: 'Sofia Reyes' });
  await expect(to).toHaveAttribute(
    'href',
    `/threads/${String(starter.thread_id)}#message-${String(starter.id)}`,
  );
  // Inline links are at least 24 px tall.
  expect((await to.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24);
  await expectAccessible(page);

  await to.click();
  await expect(page).toHaveURL(
    new RegExp(`/threads/${String(starter.thread_id)}#message-${String(starter.id)}$`),
  );
  await expect(page.getByRole('main').getByRole('article', { name: /^Maria Vogel / })).toContainText(
    `Card journey answer ${stamp}`,
  );
  expect(reply.thread_id).toBe(starter.thread_id);
});
