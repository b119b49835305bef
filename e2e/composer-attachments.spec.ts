import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, signInToAll, test } from './support/fixtures';

/* What a message carries besides its text: files, uploaded or dropped, and a link preview. */

test('attach two files with progress, cancel one, post with the other', async ({ page }) => {
  await signInToAll(page, 'nadia.novak@example.com');
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
  await signInToAll(page, 'diego.aziz@example.com');
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
  await signInToAll(page, 'oliver.khan@example.com');
  await page.getByLabel('What are you working on?').fill(`Our roadmap is up: ${ogUrl}`);
  await page.getByRole('button', { name: /^Preview / }).click();
  await expect(page.getByRole('group', { name: 'Link preview' })).toContainText(ogUrl);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const article = page.getByRole('feed').getByRole('article').filter({ hasText: 'Our roadmap is up' });
  await expect(article.getByText('The Quarterly Roadmap')).toBeVisible();
});
