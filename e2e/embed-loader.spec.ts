import type { Locator, Page } from '@playwright/test';
import { E2E_APP_URL } from './support/env';
import {
  FORGER_ORIGIN,
  hostHtml,
  INTRANET_ORIGIN,
  serveHostPage,
  UNLISTED_ORIGIN,
} from './support/embed-host';
import { expect, test } from './support/fixtures';

/**
 * The loader's half of the embed (issue 19): `/embed.js` on an intranet page of another origin. Except where
 * a journey is about the real frame's headers, the frame's content is a stand-in on the app's origin that
 * does what the frame does for the loader (post its height, once on load and whenever asked): the loader is
 * tested alone, with heights the journey chooses. The frame itself is e2e/embed.spec.ts's.
 */

const FRAME_ADDRESS = new RegExp(`^${E2E_APP_URL.replace(/[.:/]/g, '\\$&')}/embed/\\?`);

/**
 * The stand-in frame makes its content as tall as the embed's feed id says (`data-feed-id="300"`: 300 px), so
 * each embed of a page has a height of its own, and posts the protocol's resize message to its parent.
 */
const STAND_IN_FRAME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Frame stand-in</title></head>
<body style="margin:0"><div id="content">stand-in</div><script>
const params = new URLSearchParams(location.search);
const content = document.getElementById('content');
content.style.height = params.get('id') + 'px';
window.reportHeight = (height) => {
  if (height) content.style.height = height + 'px';
  parent.postMessage({ type: 'commons:resize', id: params.get('frame'), height: content.getBoundingClientRect().height }, '*');
};
window.reportHeight();
</script></body></html>`;

/** A window that is not the embed's frame posts a resize message with the embed's frame id. */
const FORGER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Forger</title></head><body><script>
parent.postMessage({ type: 'commons:resize', id: new URLSearchParams(location.search).get('id'), height: 999 }, '*');
</script></body></html>`;

/** The host page notes the origin of every resize message it sees (the loader sees the same events). */
const NOTE_RESIZE_MESSAGES = `<script>
window.resizeOrigins = [];
addEventListener('message', (event) => {
  if (event.data && event.data.type === 'commons:resize') window.resizeOrigins.push(event.origin);
});
</script>`;

async function standInFrames(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(FRAME_ADDRESS, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: STAND_IN_FRAME });
  });
  return asked;
}

/** The address of the document an iframe holds now (`chrome-error://chromewebdata/` when it was refused). */
async function documentIn(iframe: Locator): Promise<string | undefined> {
  return (await (await iframe.elementHandle()).contentFrame())?.url();
}

function frameIdOf(src: string | null): string {
  return new URL(src ?? '', E2E_APP_URL).searchParams.get('frame') ?? '';
}

test('a resize message from any other window is ignored; the frame’s own is taken', async ({ page }) => {
  await standInFrames(page);
  for (const origin of [FORGER_ORIGIN, E2E_APP_URL]) {
    await page.route(`${origin}/forge-resize?**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: FORGER }),
    );
  }
  const body = '<div data-commons-feed="group" data-feed-id="300"></div>';
  await page.goto(await serveHostPage(page, hostHtml(body, NOTE_RESIZE_MESSAGES)));
  const embed = page.locator('iframe[title="Commons: conversations of group 300"]');
  await expect(embed).toHaveCSS('height', '300px', { timeout: 20_000 });
  const id = frameIdOf(await embed.getAttribute('src'));
  expect(id).toMatch(/^[0-9a-f]{16}$/);

  // Three forgeries with the right frame id: the page itself, a frame of another origin, and a frame of the
  // Commons origin that is not the embed's frame (right origin, wrong window).
  await page.evaluate(
    ({ id, origins }) => {
      window.postMessage({ type: 'commons:resize', id, height: 999 }, '*');
      for (const origin of origins) {
        const forger = document.createElement('iframe');
        forger.title = `forger on ${origin}`;
        forger.src = `${origin}/forge-resize?id=${id}`;
        document.body.append(forger);
      }
    },
    { id, origins: [FORGER_ORIGIN, E2E_APP_URL] },
  );
  const seen = () => page.evaluate(() => (window as unknown as { resizeOrigins: string[] }).resizeOrigins);
  await expect.poll(async () => (await seen()).length, { timeout: 20_000 }).toBe(4);
  expect((await seen()).sort()).toEqual([E2E_APP_URL, E2E_APP_URL, FORGER_ORIGIN, INTRANET_ORIGIN].sort());
  // Each message was handled in the same dispatch that noted it: none of the three moved the frame.
  await expect(embed).toHaveCSS('height', '300px');

  const frame = page.frame({ url: FRAME_ADDRESS });
  await frame?.evaluate(() => {
    (window as unknown as { reportHeight: (height: number) => void }).reportHeight(480);
  });
  await expect(embed).toHaveCSS('height', '480px');
});

test('several embeds on one page each get their own frame and height', async ({ page }) => {
  const asked = await standInFrames(page);
  const body =
    '<div data-commons-feed="group" data-feed-id="260"></div>' +
    '<div data-commons-feed="topic" data-feed-id="340"></div>' +
    '<div data-commons-feed="user" data-feed-id="420"></div>';
  await page.goto(await serveHostPage(page, hostHtml(body)));
  const embeds = {
    group: page.locator('iframe[title="Commons: conversations of group 260"]'),
    topic: page.locator('iframe[title="Commons: conversations of topic 340"]'),
    user: page.locator('iframe[title="Commons: conversations of user 420"]'),
  };
  await expect(embeds.group).toHaveCSS('height', '260px', { timeout: 20_000 });
  await expect(embeds.topic).toHaveCSS('height', '340px');
  await expect(embeds.user).toHaveCSS('height', '420px');
  await expect(page.locator('iframe')).toHaveCount(3);
  expect(asked).toHaveLength(3);
  const ids = await Promise.all(
    Object.values(embeds).map(async (e) => frameIdOf(await e.getAttribute('src'))),
  );
  expect(new Set(ids).size).toBe(3);
  // Each fills its element's width, on a desktop and on a 280 px column, and never widens the page.
  for (const width of [1280, 280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const embed of Object.values(embeds)) {
      expect(
        await embed.evaluate((f) => f.getBoundingClientRect().width - (f.parentElement?.clientWidth ?? 0)),
      ).toBe(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  }

  // One frame grows; the others keep their heights.
  await page.frame({ url: /[?&]feed=topic&/ })?.evaluate(() => {
    (window as unknown as { reportHeight: (height: number) => void }).reportHeight(555);
  });
  await expect(embeds.topic).toHaveCSS('height', '555px');
  await expect(embeds.group).toHaveCSS('height', '260px');
  await expect(embeds.user).toHaveCSS('height', '420px');
});

test('an embed far below the fold loads only when scrolled near', async ({ page }) => {
  const asked = await standInFrames(page);
  const body =
    '<div data-commons-feed="group" data-feed-id="200"></div>' +
    '<div style="height: 4000px">A long page</div>' +
    '<div id="below" data-commons-feed="topic" data-feed-id="240"></div>';
  await page.goto(await serveHostPage(page, hostHtml(body)));
  const above = page.locator('iframe[title="Commons: conversations of group 200"]');
  const below = page.locator('#below iframe');
  await expect(above).toHaveCSS('height', '200px', { timeout: 20_000 });
  // The frame below is in the page, titled and sized, but has asked the app for nothing.
  await expect(below).toHaveAttribute('title', 'Commons: conversations of topic 240');
  await expect(below).not.toHaveAttribute('src');
  expect(asked).toHaveLength(1);

  await page.locator('#below').scrollIntoViewIfNeeded();
  await expect(below).toHaveCSS('height', '240px', { timeout: 20_000 });
  expect(asked).toHaveLength(2);
});

test('the embed route refuses framing by a page of an unlisted origin', async ({ page }) => {
  const body = '<div data-commons-feed="all"></div>';
  const headers = (await page.request.get(`${E2E_APP_URL}/embed/?feed=all&frame=f`)).headers();
  expect(headers['content-security-policy']).toMatch(new RegExp(`; frame-ancestors ${INTRANET_ORIGIN}$`));
  expect(headers['x-frame-options']).toBeUndefined();

  // The listed origin gets the frame: the app's own page, on the app's origin.
  await page.goto(await serveHostPage(page, hostHtml(body), `${INTRANET_ORIGIN}/news`));
  const allowed = page.locator('iframe[title="Commons: all conversations"]');
  await expect.poll(() => documentIn(allowed)).toMatch(FRAME_ADDRESS);
  const frame = await (await allowed.elementHandle()).contentFrame();
  expect(await frame?.evaluate(() => window.location.origin)).toBe(E2E_APP_URL);

  // Any other origin gets the browser's blank error page in its place, and nothing of the app.
  await page.goto(await serveHostPage(page, hostHtml(body), `${UNLISTED_ORIGIN}/news`));
  const refused = page.locator('iframe[title="Commons: all conversations"]');
  await expect.poll(() => documentIn(refused), { timeout: 20_000 }).toBe('chrome-error://chromewebdata/');
});

test('the app’s own pages refuse framing by any origin, the listed one too', async ({ page }) => {
  const paths = ['/', '/groups/1', '/embed/groups/1', '/embed.js'];
  for (const path of paths) {
    const headers = (await page.request.get(`${E2E_APP_URL}${path}`)).headers();
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['content-security-policy'], path).toMatch(/; frame-ancestors 'none'$/);
  }
  const frames = paths
    .slice(0, 3)
    .map((path) => `<iframe title="app ${path}" src="${E2E_APP_URL}${path}"></iframe>`)
    .join('');
  await page.goto(await serveHostPage(page, hostHtml(frames)));
  for (const path of paths.slice(0, 3)) {
    const frame = page.locator(`iframe[title="app ${path}"]`);
    await expect.poll(() => documentIn(frame), { timeout: 20_000 }).toBe('chrome-error://chromewebdata/');
  }
});
