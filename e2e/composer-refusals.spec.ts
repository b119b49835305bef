import { deleteAs, postAs, revokeToken, tokenFor } from './support/emulator-cli';
import { completeDialog, expect, signInToAll, test } from './support/fixtures';
import { api } from './support/composer-steps';

/* Posts and replies the service refuses, or takes only after a new sign-in: nothing typed is lost. */

test('a post and its uploaded file survive a revoked token: the outbox sends it once after the sign-in', async ({
  page,
}) => {
  const email = 'ravi.tanaka@example.com';
  await signInToAll(page, email, 'dialog');
  const body = `Quarterly numbers attached, please check (${Date.now().toString(36)})`;
  await page.getByLabel('What are you working on?').fill(body);
  await page
    .getByLabel('Attach files')
    .setInputFiles([
      { name: 'numbers.csv', mimeType: 'text/csv', buffer: Buffer.from('q,value\n1,10\n2,12\n') },
    ]);
  await expect(
    page.getByRole('list', { name: 'Attached files' }).getByText('Uploaded', { exact: true }),
  ).toBeVisible();

  revokeToken(tokenFor(email));
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  // The post meets the 401: the session ends and says so; the outbox keeps the post (src/api/outbox/outbox.ts).
  await expect(page.getByText(/session (has )?expired|sign in again/i).first()).toBeVisible();
  await page.getByRole('button', { name: /sign in/i }).click();
  await completeDialog(page, email);

  const article = page.getByRole('feed').getByRole('article').filter({ hasText: body });
  await expect(article.getByText('numbers.csv').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-outbox-state]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('feed').getByText(body)).toHaveCount(1);
  // Handed to the outbox: the composer is empty.
  await expect(page.getByLabel('What are you working on?')).toHaveValue('');
  const sent = await api<{ messages: { body: { plain: string }; attachments: { name: string }[] }[] }>(
    email,
    '/messages/sent.json?limit=20',
  );
  const copies = sent.messages.filter((m) => m.body.plain === body);
  expect(copies).toHaveLength(1);
  expect(copies[0]?.attachments.map((a) => a.name)).toEqual(['numbers.csv']);
});

test('a post the service refuses keeps its text and says why', async ({ page }) => {
  await signInToAll(page, 'sara.larsen@example.com');
  await page.route('**/api/v1/messages.json', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { body: ['is too long'], code: 'body_invalid', message: 'body: is too long' },
      }),
    });
  });
  const text = page.getByLabel('What are you working on?');
  await text.fill('This one will be refused by the service');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Not sent: is too long');
  await expect(page.getByRole('alert')).toContainText('Your message is kept.');
  await expect(text).toHaveValue('This one will be refused by the service');
  // The optimistic copy was rolled back.
  await expect(page.getByRole('feed').getByText('This one will be refused by the service')).toBeHidden();
});

test('a reply the emulator refuses (its message was deleted meanwhile) keeps its text and says why', async ({
  page,
}) => {
  const author = 'oliver.khan@example.com';
  const starter = await postAs(author, 'Quick poll: pizza or tacos on Friday?');
  await signInToAll(page, 'sara.larsen@example.com');
  await page.goto(`/threads/${String(starter.thread_id)}`);
  await expect(page.getByText('Quick poll: pizza or tacos on Friday?')).toBeVisible();
  const reply = page.getByLabel(/Your reply|Reply to/);
  await reply.fill('Tacos, obviously.');
  // The author deletes the conversation while the reply is being written: the service answers 404.
  await deleteAs(author, starter.id);
  await reply.press('Control+Enter');
  await expect(page.getByRole('alert')).toContainText('Your message is kept.');
  await expect(reply).toHaveValue('Tacos, obviously.');
});
