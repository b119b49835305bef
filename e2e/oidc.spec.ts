import type { Page } from '@playwright/test';
import { E2E_CONFIG, expect, fillDialog, test } from './support/fixtures';
import { E2E_EMULATOR_URL } from './support/env';

/*
 * Sign-in through the emulator's identity provider (issue 18): code + PKCE, a short-lived JWT renewed by its
 * refresh token, and sign-out through the provider's end-session. Aisha is a new starter nobody else uses.
 */
const OIDC_CONFIG = {
  ...E2E_CONFIG,
  oidc: { authority: `${E2E_EMULATOR_URL}/idp`, clientId: 'commons-demo', scope: 'openid profile' },
};

async function useProvider(page: Page) {
  await page.route('**/config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(OIDC_CONFIG) }),
  );
}

/**
 * The bearer of the request `act` causes: the first GET of that path. Any GET would do in a quiet tab, but a
 * feed's poll, due when the clock jumps, can leave with the old token just before the renewal lands (the
 * service refuses it and the app sends it again with the new one).
 */
async function nextBearer(page: Page, path: string, act: () => Promise<unknown>): Promise<string> {
  const request = page.waitForRequest((r) => r.url().includes(`/api/v1${path}`) && r.method() === 'GET');
  await act();
  return (await (await request).allHeaders()).authorization ?? '';
}

test.use({ viewport: { width: 1280, height: 900 } });

test('signs in through the provider, renews the token after its lifetime without a reload, keeps the draft, and signs out there', async ({
  page,
}) => {
  await useProvider(page);
  await page.clock.install();
  await page.goto('/people');
  await page.getByRole('button', { name: /sign in/i }).click();
  await fillDialog(page, 'aisha.bello@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  expect(page.url()).not.toMatch(/code=|access_token/);

  await page.getByRole('link', { name: 'All conversations' }).click();
  const composer = page.getByLabel('What are you working on?');
  await composer.fill('Typed before the token ran out');
  const first = await nextBearer(page, '/messages/my_feed.json', () =>
    page.getByRole('link', { name: 'My feed' }).click(),
  );
  expect(first).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);

  // Past the token's ten minutes: renewed by the refresh token, on the page's own clock.
  await page.evaluate(() => {
    (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
  });
  const renewal = page.waitForRequest(
    (r) => r.url().endsWith('/idp/token') && (r.postData() ?? '').includes('grant_type=refresh_token'),
  );
  await page.clock.fastForward('10:00');
  expect((await (await renewal).response())?.status()).toBe(200);
  // A feed not read yet: All may have been refreshed by its poll when the clock jumped, and would ask nothing.
  const second = await nextBearer(page, '/messages/algo.json', () =>
    page.getByRole('link', { name: 'Top', exact: true }).click(),
  );
  expect(second).toMatch(/^Bearer /);
  expect(second).not.toBe(first);
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );
  await page.getByRole('link', { name: 'All conversations' }).click();
  await expect(page.getByLabel('What are you working on?')).toHaveValue('Typed before the token ran out');

  // Sign out ends the provider's sign-in: the next Sign in asks for credentials.
  await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
});
