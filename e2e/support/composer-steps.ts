import type { Page } from '@playwright/test';
import { tokenFor } from './emulator-cli';
import { E2E_EMULATOR_URL } from './env';
import { expect, signIn, signInThroughDialog } from './fixtures';

/** The service's answer to a GET, as that person. */
export async function api<T>(email: string, path: string): Promise<T> {
  const response = await fetch(`${E2E_EMULATOR_URL}/api/v1${path}`, {
    headers: { Authorization: `Bearer ${tokenFor(email)}`, Connection: 'close' },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${String(response.status)}`);
  return (await response.json()) as T;
}

/** A journey about a 401 in the middle of work goes through the real dialog, the others start signed in. */
export async function signInTo(page: Page, email: string, how: 'token' | 'dialog' = 'token') {
  await (how === 'dialog' ? signInThroughDialog : signIn)(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'All conversations' })).toBeVisible();
}
