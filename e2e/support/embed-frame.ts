import type { FrameLocator, Locator, Page } from '@playwright/test';
import { INTRANET_ORIGIN } from './embed-host';
import { E2E_APP_URL } from './env';
import { expect } from './fixtures';
import { askService } from './service';

/* The intranet page that frames the embed, and the steps the embed journeys (e2e/embed.spec.ts) share. */

/** The intranet page's origin (see e2e/support/embed-host.ts). */
export const HOST = INTRANET_ORIGIN;

export interface Group {
  id: number;
  full_name: string;
  stats: { updates: number };
}
export interface Feed {
  messages: { id: number; body: { plain: string } }[];
}

export function frameAddress(params: Record<string, string>): string {
  return `${E2E_APP_URL}/embed/?${new URLSearchParams({ frame: 'f1', ...params }).toString()}`;
}

/** The intranet page: a heading, some text and the embed's frame, which it resizes to the frame's height. */
export async function hostEmbed(
  page: Page,
  params: Record<string, string>,
  path = '/team',
): Promise<FrameLocator> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Team site</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{margin:0;font-family:sans-serif} iframe{display:block;width:100%;border:0;height:150px}</style>
</head><body><main><h1 style="margin:8px">Team site</h1>
<iframe id="embed" title="Conversation from Commons" src="${frameAddress(params)}"></iframe></main>
<script>
  const frame = document.getElementById('embed');
  addEventListener('message', (event) => {
    if (event.origin !== ${JSON.stringify(E2E_APP_URL)} || event.source !== frame.contentWindow) return;
    const data = event.data;
    if (!data || data.type !== 'commons:resize' || data.id !== 'f1' || !Number.isFinite(data.height)) return;
    frame.style.height = Math.min(20000, Math.max(120, data.height)) + 'px';
  });
</script></body></html>`;
  await page.route(`${HOST}/**`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${HOST}${path}`);
  return page.frameLocator('#embed');
}

export async function frameHeight(page: Page): Promise<number> {
  return page.locator('#embed').evaluate((el) => el.getBoundingClientRect().height);
}

/**
 * Signs in from the frame: its button opens the service's dialog in a popup, which asks what it must (email
 * and password without a session; Allow the first time) and closes itself once it has handed the token back.
 */
export async function signInThroughPopup(
  page: Page,
  frame: FrameLocator,
  email: string,
  button = /^Sign in/,
) {
  const popupOpened = page.waitForEvent('popup');
  await frame.getByRole('button', { name: button }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  const emailField = popup.getByLabel('Email');
  const allow = popup.getByRole('button', { name: 'Allow' });
  const asked = emailField
    .or(allow)
    .first()
    .waitFor({ timeout: 30_000 })
    .then(() => 'asked' as const);
  if ((await Promise.race([closed.then(() => 'closed' as const), asked])) === 'asked') {
    if (await emailField.isVisible()) {
      await emailField.fill(email);
      await popup.getByLabel('Password').fill('demo');
      await popup.getByRole('button', { name: 'Sign in' }).click();
    }
    const allowed = allow.waitFor({ timeout: 30_000 }).then(() => allow.click());
    await Promise.race([closed, allowed.catch(() => undefined)]);
  }
  await closed;
}

export interface GroupDetail extends Group {
  privacy: string;
}

/**
 * The public group with the most messages (the journeys' people are new starters, in no group yet: a public
 * group is open to them), and its newest message as the service has it.
 */
export async function busiestGroup(email: string): Promise<{ group: Group; newest: string }> {
  const groups = (await askService<GroupDetail[]>(email, '/groups.json')).body;
  const group = groups
    .filter((g) => g.privacy === 'public')
    .sort((a, b) => b.stats.updates - a.stats.updates)[0];
  if (!group) throw new Error('no public group');
  const feed = (await askService<Feed>(email, `/messages/in_group/${String(group.id)}.json`)).body;
  return { group, newest: feed.messages[0]?.body.plain ?? '' };
}

export function firstLine(text: string): string {
  return text.split('\n')[0]?.slice(0, 40) ?? '';
}

export async function expectFeedShows(frame: FrameLocator, text: string): Promise<Locator> {
  const feed = frame.getByRole('feed', { name: 'Messages' });
  await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await expect(feed.getByText(firstLine(text)).first()).toBeVisible();
  return feed;
}
