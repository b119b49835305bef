import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { deleteAs, postAs, revokeToken, tokenFor } from './support/emulator-cli';
import { E2E_EMULATOR_URL } from './support/env';
import {
  completeDialog,
  expect,
  expectAccessible,
  signIn,
  signInThroughDialog,
  test,
} from './support/fixtures';

async function api<T>(email: string, path: string): Promise<T> {
  const response = await fetch(`${E2E_EMULATOR_URL}/api/v1${path}`, {
    headers: { Authorization: `Bearer ${tokenFor(email)}`, Connection: 'close' },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${String(response.status)}`);
  return (await response.json()) as T;
}

/** A journey about a 401 in the middle of work goes through the real dialog, the others start signed in. */
async function signInTo(page: Page, email: string, how: 'token' | 'dialog' = 'token') {
  await (how === 'dialog' ? signInThroughDialog : signIn)(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'All conversations' })).toBeVisible();
}

test('post to a group with a topic and a mention', async ({ page }) => {
  const email = 'mei.fischer@example.com';
  const [group] = await api<{ id: number; full_name: string }[]>(email, '/groups.json?mine=1');
  if (!group) throw new Error('the seed gives this person no group');
  await signInTo(page, email);
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
  await signInTo(page, email);
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
  await signInTo(page, email);
  await page.goto(`/users/${String(to.id)}`);
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  await page.getByLabel(`Private message to ${to.full_name}`).fill('Can we move our 1:1 to Thursday?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent privately.' })).toBeVisible();
  await page.getByRole('link', { name: 'View the conversation' }).click();
  await expect(page.getByText('Can we move our 1:1 to Thursday?')).toBeVisible();
  await expect(page.getByText(/private conversation/)).toBeVisible();
});

test('attach two files with progress, cancel one, post with the other', async ({ page }) => {
  await signInTo(page, 'nadia.novak@example.com');
  // Uploads are slowed down so the progress bar and Cancel can be seen mid-way.
  await page.route('**/api/v1/pending_attachments.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByLabel('What are you working on?').fill('Notes and slides from today');
  await page.getByLabel('Attach files').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('meeting notes '.repeat(100)) },
    { name: 'slides.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 '.repeat(200)) },
  ]);
  const files = page.getByRole('list', { name: 'Attached files' });
  await expect(files.getByRole('progressbar', { name: 'Uploading notes.txt' })).toBeVisible();
  await expect(files.getByRole('progressbar', { name: 'Uploading slides.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
  await files.getByRole('button', { name: 'Cancel upload of slides.pdf' }).click();
  await expect(files.getByText('slides.pdf')).toBeHidden();
  await expect(files.getByText('Uploaded', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const article = page
    .getByRole('feed')
    .getByRole('article')
    .filter({ hasText: 'Notes and slides from today' });
  await expect(article.getByText('notes.txt').first()).toBeVisible();
  await expect(article.getByText('slides.pdf')).toBeHidden();
});

test('a file dropped on the composer is uploaded and posted with the message', async ({ page }) => {
  await signInTo(page, 'diego.aziz@example.com');
  await page.getByLabel('What are you working on?').fill('Dropped in the minutes');
  // A file dragged from outside the page, as from a desktop file manager.
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['decisions and owners '.repeat(50)], 'minutes.txt', { type: 'text/plain' }));
    return transfer;
  });
  const dropZone = page.getByLabel('What are you working on?');
  await dropZone.dispatchEvent('dragover', { dataTransfer });
  await dropZone.dispatchEvent('drop', { dataTransfer });
  const files = page.getByRole('list', { name: 'Attached files' });
  await expect(files.getByText('minutes.txt')).toBeVisible();
  await expect(files.getByText('Uploaded', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const article = page.getByRole('feed').getByRole('article').filter({ hasText: 'Dropped in the minutes' });
  await expect(article.getByText('minutes.txt').first()).toBeVisible();
});

test('a verified admin broadcasts an announcement; others are not offered it', async ({ page }) => {
  await signInTo(page, 'admin@example.com');
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
  await page.context().clearCookies();
  await signInTo(page, 'malik.adeyemi@example.com');
  await expect(page.getByRole('banner')).toContainText('Malik Adeyemi');
  await page.getByLabel('What are you working on?').click();
  await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Broadcast/ })).toHaveCount(0);
});

let ogServer: Server;
let ogUrl = '';
test.beforeAll(async () => {
  ogServer = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><html><head><title>Plain</title>' +
        '<meta property="og:title" content="The Quarterly Roadmap">' +
        '<meta property="og:description" content="What we ship next quarter">' +
        '<meta property="og:type" content="article"></head><body>roadmap</body></html>',
    );
  });
  await new Promise<void>((resolve) => ogServer.listen(0, '127.0.0.1', resolve));
  ogUrl = `http://127.0.0.1:${String((ogServer.address() as AddressInfo).port)}/roadmap`;
});
test.afterAll(() => {
  ogServer.close();
});

test('a link preview filled by the service (og_fetch)', async ({ page }) => {
  await signInTo(page, 'oliver.khan@example.com');
  await page.getByLabel('What are you working on?').fill(`Our roadmap is up: ${ogUrl}`);
  await page.getByRole('button', { name: /^Preview / }).click();
  await expect(page.getByRole('group', { name: 'Link preview' })).toContainText(ogUrl);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const article = page.getByRole('feed').getByRole('article').filter({ hasText: 'Our roadmap is up' });
  await expect(article.getByText('The Quarterly Roadmap')).toBeVisible();
});

test('like then unlike, and delete my own message', async ({ page }) => {
  const email = 'pedro.nilsson@example.com';
  await postAs(email, 'A message to like and then delete');
  await signInTo(page, email);
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
  await signInTo(page, 'priya.park@example.com');
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

test('a post and its uploaded file survive a revoked token: the outbox sends it once after the sign-in', async ({
  page,
}) => {
  const email = 'ravi.tanaka@example.com';
  await signInTo(page, email, 'dialog');
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
  await signInTo(page, 'sara.larsen@example.com');
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
  await signInTo(page, 'sara.larsen@example.com');
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

test('n focuses the composer, never while typing', async ({ page }) => {
  await signInTo(page, 'sipho.osei@example.com');
  await expect(page.getByLabel('What are you working on?')).toBeVisible();
  await page.getByRole('feed').getByRole('article').first().focus();
  await page.keyboard.press('n');
  await expect(page.getByLabel('What are you working on?')).toBeFocused();
  await page.keyboard.type('no shortcut here');
  await expect(page.getByLabel('What are you working on?')).toHaveValue('no shortcut here');
});
