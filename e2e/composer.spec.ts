import { postAs } from './support/emulator-cli';
import { expect, expectAccessible, signInToAll, test } from './support/fixtures';
import { api } from './support/composer-steps';

test('post to a group with a topic and a mention', async ({ page }) => {
  const email = 'mei.fischer@example.com';
  const [group] = await api<{ id: number; full_name: string }[]>(email, '/groups.json?mine=1');
  if (!group) throw new Error('the seed gives this person no group');
  await signInToAll(page, email);
  await page.goto(`/groups/${String(group.id)}`);
  const text = page.getByLabel(`Message to ${group.full_name}`);
  await text.fill('Launch plan is ready, please review @ali');
  // The suggestion list opens after the pause; Enter picks the highlighted person.
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await expect(page.getByRole('option', { name: /Alice Andersen/ })).toBeVisible();
  await text.press('Enter');
  await expect(text).toHaveValue('Launch plan is ready, please review @alice ');
  await text.press('End');
  await text.pressSequentially('#launchday');
  await page.getByLabel('Add a topic').fill('roadmap');
  await page.getByLabel('Add a topic').press('Enter');
  await expect(page.getByRole('list', { name: 'Topics of your message' })).toContainText('#launchday');
  await expect(page.getByRole('list', { name: 'Topics of your message' })).toContainText('#roadmap');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Post', exact: true }).click();

  const article = page
    .getByRole('feed')
    .getByRole('article')
    .filter({ hasText: 'Launch plan is ready' })
    .first();
  await expect(article).toBeVisible();
  await expect(article.getByRole('link', { name: /^@?alice$|Alice Andersen/ })).toBeVisible();
  await expect(
    article.getByRole('list', { name: 'Topics' }).getByRole('link', { name: '#roadmap' }),
  ).toBeVisible();
  await expect(article.getByRole('link', { name: /launchday/ }).first()).toBeVisible();
  await expect(text).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'Posted.' })).toBeVisible();
});

test('reply in a conversation', async ({ page }) => {
  const email = 'mei.khan@example.com';
  const starter = await postAs('oliver.khan@example.com', 'Who can help with the offsite agenda?');
  await signInToAll(page, email);
  await page.goto(`/threads/${String(starter.thread_id)}`);
  await expect(page.getByText('Who can help with the offsite agenda?')).toBeVisible();
  await page.getByLabel(/Your reply|Reply to/).fill('I can take the afternoon sessions.');
  await page.getByLabel(/Your reply|Reply to/).press('Control+Enter');
  const reply = page.getByRole('article').filter({ hasText: 'I can take the afternoon sessions.' });
  await expect(reply).toBeVisible();
  await expect(reply.getByText('Sending…')).toBeHidden();
  await expect(reply.getByText(/In reply to/)).toBeVisible();
  // A reload shows it from the service: it was really posted as a reply.
  await page.reload();
  await expect(
    page.getByRole('article').filter({ hasText: 'I can take the afternoon sessions.' }),
  ).toBeVisible();
});

test('a private message from a profile', async ({ page }) => {
  const email = 'nadia.clarke@example.com';
  const [to] = await api<{ id: number; full_name: string }[]>(
    email,
    '/users/by_email.json?email=nadia.novak@example.com',
  );
  if (!to) throw new Error('no recipient');
  await signInToAll(page, email);
  await page.goto(`/users/${String(to.id)}`);
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  await page.getByLabel(`Private message to ${to.full_name}`).fill('Can we move our 1:1 to Thursday?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent privately.' })).toBeVisible();
  await page.getByRole('link', { name: 'View the conversation' }).click();
  await expect(page.getByText('Can we move our 1:1 to Thursday?')).toBeVisible();
  await expect(page.getByText(/private conversation/)).toBeVisible();
});

test('a verified admin broadcasts an announcement; others are not offered it', async ({ page }) => {
  await signInToAll(page, 'admin@example.com');
  const broadcast = page.getByRole('checkbox', { name: /Broadcast to everyone in the network/ });
  await page.getByLabel('What are you working on?').fill('The office is closed on Friday for maintenance.');
  await broadcast.check();
  await expectAccessible(page);
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/api/v1/messages.json'),
  );
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  expect(new URLSearchParams((await posted).postData() ?? '').get('broadcast')).toBe('true');
  const article = page
    .getByRole('feed')
    .getByRole('article')
    .filter({ hasText: 'The office is closed on Friday' });
  await expect(article.first()).toBeVisible();
  await expect(article.first().getByText('Sending…')).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Posted.' })).toBeVisible();
  // The draft is gone, and the choice with it.
  await page.getByLabel('What are you working on?').click();
  await expect(broadcast).not.toBeChecked();

  // Someone else, in a browser without the admin's session at the service.
  await page.getByRole('button', { name: /sign out/i }).click();
  // Signing out ends the service's session too, in its own time: the next sign-in starts after it.
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await page.context().clearCookies();
  await signInToAll(page, 'malik.adeyemi@example.com');
  await expect(page.getByRole('banner')).toContainText('Malik Adeyemi');
  await page.getByLabel('What are you working on?').click();
  await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Broadcast/ })).toHaveCount(0);
});

test('like then unlike, and delete my own message', async ({ page }) => {
  const email = 'pedro.nilsson@example.com';
  await postAs(email, 'A message to like and then delete');
  await signInToAll(page, email);
  const article = page
    .getByRole('feed')
    .getByRole('article')
    .filter({ hasText: 'A message to like and then delete' })
    .first();
  const like = article.getByRole('button', { name: /^Like\b/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(article.getByRole('button', { name: /^Like, 1 like$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  const again = page
    .getByRole('feed')
    .getByRole('article')
    .filter({ hasText: 'A message to like and then delete' })
    .first();
  const likeAgain = again.getByRole('button', { name: /^Like\b/ });
  await expect(likeAgain).toHaveAttribute('aria-pressed', 'true');
  await likeAgain.click();
  await expect(likeAgain).toHaveAttribute('aria-pressed', 'false');
  await expect(likeAgain).toHaveAccessibleName('Like');

  // Copy link, Email me a copy and Delete wait behind More.
  await again.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Email me a copy' }).click();
  await expect(again.getByText('Sent to your inbox.')).toBeVisible();

  await again.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('A message to like and then delete')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expect(page.getByText('A message to like and then delete')).toBeHidden();
});

test('a draft survives a reload, and is gone once posted', async ({ page }) => {
  await signInToAll(page, 'priya.park@example.com');
  const text = page.getByLabel('What are you working on?');
  await text.fill('Half-written thoughts about the budget');
  await page.getByRole('button', { name: 'Add topics' }).click();
  await page.getByLabel('Add a topic').fill('budget');
  await page.getByLabel('Add a topic').press('Enter');
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByLabel('What are you working on?')).toHaveValue(
    'Half-written thoughts about the budget',
  );
  await expect(page.getByRole('list', { name: 'Topics of your message' })).toContainText('#budget');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Posted.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('What are you working on?')).toHaveValue('');
});

test('n focuses the composer, never while typing', async ({ page }) => {
  await signInToAll(page, 'sipho.osei@example.com');
  await expect(page.getByLabel('What are you working on?')).toBeVisible();
  await page.getByRole('feed').getByRole('article').first().focus();
  await page.keyboard.press('n');
  await expect(page.getByLabel('What are you working on?')).toBeFocused();
  await page.keyboard.type('no shortcut here');
  await expect(page.getByLabel('What are you working on?')).toHaveValue('no shortcut here');
});
