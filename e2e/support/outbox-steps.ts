import type { Page } from '@playwright/test';
import { E2E_EMULATOR_URL } from './env';
import { expect, signInToAll } from './fixtures';
import { askService } from './service';

/* The steps the outbox journeys share (e2e/outbox.spec.ts, e2e/outbox-state-writes.spec.ts). */

export interface Sent {
  messages: { id: number; body: { plain: string }; liked_by: { names: { user_id: number }[] } }[];
}

/** How many of the person's newest messages have exactly this text. */
export async function copiesOnService(email: string, body: string): Promise<number[]> {
  const sent = await askService<Sent>(email, '/messages/sent.json?limit=50');
  return sent.body.messages.filter((m) => m.body.plain === body).map((m) => m.id);
}

/**
 * Signed in, with the composer and the message actions on screen: their code is loaded on demand, and the
 * journeys' browser has no service worker to serve it once offline.
 */
export async function signInTo(page: Page, email: string, how: 'token' | 'dialog' = 'token') {
  await signInToAll(page, email, how);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('What are you working on?')).toBeEditable({ timeout: 30_000 });
  await expect(page.getByRole('feed').getByRole('button', { name: /^Like/ }).first()).toBeVisible({
    timeout: 30_000,
  });
}

export async function post(page: Page, text: string) {
  const box = page.getByLabel('What are you working on?');
  await box.fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  // Handed to the outbox: the composer is free for the next one.
  await expect(box).toHaveValue('', { timeout: 30_000 });
}

export const SERVICE = `${E2E_EMULATOR_URL}/api/**`;
export const unique = () => Date.now().toString(36);

/** A page of the app reached without loading it again (offline, a reload would find nothing to load). */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
