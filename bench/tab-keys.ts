import type { BrowserContext } from '@playwright/test';

/**
 * The sessionStorage keys under which the app keeps a signed-in tab (src/auth/session.ts): the benches
 * write them before the app's first line runs, as a tab signed in earlier has them.
 */
export const TAB_KEYS = { token: 'commons.token', service: 'commons.serviceBaseUrl' } as const;

/**
 * A browser context signed in to `emulatorUrl` from its first line: the token in the tab's storage, and the app's
 * `/config.json` answered with that emulator (a bench's own, not the one the served build was made for).
 */
export async function signInContext(
  context: BrowserContext,
  options: { appUrl: string; emulatorUrl: string; token: string },
): Promise<void> {
  await context.addInitScript(
    ([key, t]) => {
      sessionStorage.setItem(key, t);
    },
    [TAB_KEYS.token, options.token] as const,
  );
  await context.route('**/config.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        serviceBaseUrl: options.emulatorUrl,
        clientId: 'commons-demo',
        redirectUri: `${options.appUrl}/auth/callback`,
      }),
    }),
  );
}
