import type { Page } from '@playwright/test';
import { forgetToken, tokenFor } from './emulator-cli';
import { E2E_EMULATOR_URL } from './env';
import { expect, expectAccessible } from './fixtures';

export interface Answer<T> {
  status: number;
  body: T;
}

/**
 * The service's own answer, asked as that person (in their first network, or the one named); a journey checks
 * what the app wrote. A 429 (the person's budget is the app's too) is waited out.
 */
export async function askService<T>(
  email: string,
  path: string,
  init: RequestInit = {},
  network?: string,
): Promise<Answer<T>> {
  let token = tokenFor(email, network);
  let refreshed = false;
  for (;;) {
    const response = await fetch(`${E2E_EMULATOR_URL}/api/v1${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, Connection: 'close' },
    });
    // A kept token the service no longer takes (a sign-out or a revoke meanwhile): asked afresh, once.
    if (response.status === 401 && !refreshed) {
      refreshed = true;
      forgetToken(email, network);
      token = tokenFor(email, network);
      continue;
    }
    if (response.status === 429) {
      const wait = Number(response.headers.get('Retry-After') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, wait) * 1000));
      continue;
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
}

/** Axe on what the page shows, in light and dark, at 1280 and 360 px; back to light at 1280 after. */
export async function expectAccessibleInBothSchemes(page: Page): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await expectAccessible(page);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Dismisses the first suggestion of the named strip ("People you may know", "Groups you may like"): it is gone
 * from the page at once, and the service took the decline (its DELETE answered, a 429 waited out by the app).
 */
export async function dismissFirstSuggestion(page: Page, strip: string): Promise<string> {
  const suggestions = page.getByRole('region', { name: strip });
  const dismiss = suggestions.getByRole('button', { name: /^Dismiss / }).first();
  const label = (await dismiss.getAttribute('aria-label')) ?? '';
  const declined = page.waitForResponse(
    (r) => r.url().includes('/suggestions/') && r.request().method() === 'DELETE' && r.status() !== 429,
    { timeout: 30_000 },
  );
  await dismiss.click();
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  expect((await declined).ok()).toBe(true);
  return label;
}
