import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { tokenFor } from './emulator-cli';
import { E2E_APP_URL, E2E_EMULATOR_URL } from './env';

/**
 * The built app reads /config.json at run time; journeys point it at the test emulator, in every tab of the
 * context (a tab the app opens itself, as "View as" does, too).
 */
export const E2E_CONFIG = {
  serviceBaseUrl: E2E_EMULATOR_URL,
  clientId: 'commons-demo',
  redirectUri: `${E2E_APP_URL}/auth/callback`,
  signOutUrl: `${E2E_EMULATOR_URL}/oauth2/sign-out`,
  // The same as public/config.json's, which the preview server reads for /embed/'s frame-ancestors: the
  // journeys' intranet pages are served on that origin (e2e/support/embed-host.ts).
  embed: { allowedOrigins: ['http://127.0.0.1:5174'] },
};

/** One report of the Content-Security-Policy, from any frame of any tab of the test's browser context. */
export interface CspReport {
  /** The frame's address, or "console" for a message the browser logged. */
  where: string;
  directive: string;
  blocked: string;
  sample: string;
}

/** Runs in every frame before its own scripts: each `securitypolicyviolation` goes to the test. */
function listenForCspReports(): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as { __commonsCspReport?: (r: object) => void }).__commonsCspReport;
      report?.({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    },
    true,
  );
}

/** What Chromium logs for a policy violation ("Refused to load…", "Applying inline style violates…"). */
const CSP_MESSAGE = /Content Security Policy|Refused to /;

export const test = base.extend<{ cspReports: CspReport[] }>({
  /**
   * Every journey fails on any Content-Security-Policy report (issue 20): the listener in every frame, and the
   * console for what a frame could not tell (a report raised while the frame was going away).
   */
  cspReports: [
    async ({ context }, use) => {
      const reports: CspReport[] = [];
      await context.exposeBinding('__commonsCspReport', ({ frame }, report: Omit<CspReport, 'where'>) => {
        reports.push({ where: frame.url(), ...report });
      });
      await context.addInitScript(listenForCspReports);
      context.on('console', (message) => {
        if (CSP_MESSAGE.test(message.text()))
          reports.push({
            where: 'console',
            directive: '',
            blocked: message.location().url,
            sample: message.text(),
          });
      });
      await use(reports);
      expect(reports, 'Content-Security-Policy reports').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    await page
      .context()
      .route('**/config.json', (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify(E2E_CONFIG) }),
      );
    await use(page);
  },
});

export { expect };

/**
 * For a journey whose point is that the browser refuses to frame a page: the refusals it expects are
 * `frame-ancestors` reports, at least one, and nothing else; they are taken out so the check above passes.
 */
export function expectOnlyFramingRefusals(reports: CspReport[]): void {
  const framing = reports.filter((r) => /frame-ancestors/.test(r.directive + r.sample));
  expect(framing.length, 'framing refusals').toBeGreaterThan(0);
  expect(reports.filter((r) => !framing.includes(r))).toEqual([]);
  reports.length = 0;
}

/** Holds one chunk of the built app (`/assets/<name>-<hash>.js`) until released: a slow network or CPU, on demand. */
export async function holdCode(page: Page, name: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Where the app keeps the tab's sign-in token (src/auth/session.ts). */
const TOKEN_KEY = 'commons.token';
/** A page of the app's origin that is not the app: where the token is put before the app first loads. */
const BLANK_PAGE = `${E2E_APP_URL}/__journey-blank`;

/**
 * Starts the journey signed in as that person: their token, minted by the emulator's `token` command, is put
 * where the app keeps it (the tab's sessionStorage), then the app opens at `from`. The dialog cost about 7 s
 * of mostly CPU a journey; the journeys that test signing in, signing out, the embed's popup, OIDC renewal and
 * a 401 in the middle of work go through it (signInThroughDialog).
 */
export async function signIn(
  page: Page,
  email: string,
  options: { from?: string; network?: string } = {},
): Promise<void> {
  const token = tokenFor(email, options.network);
  await page.route(BLANK_PAGE, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Journey</title>' }),
  );
  await page.goto(BLANK_PAGE);
  await page.evaluate(
    ([key, value]) => {
      sessionStorage.setItem(key, value);
    },
    [TOKEN_KEY, token] as const,
  );
  await page.unroute(BLANK_PAGE);
  await page.goto(options.from ?? '/');
  // As after the dialog, whose return the app itself draws: the journey starts with the app running.
  await untilAppRuns(page);
}

/**
 * Signed in and on All conversations: through the token (most journeys) or, for a journey about a 401 in the
 * middle of work, through the real dialog.
 */
export async function signInToAll(
  page: Page,
  email: string,
  how: 'token' | 'dialog' = 'token',
): Promise<void> {
  await (how === 'dialog' ? signInThroughDialog : signIn)(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'All conversations' })).toBeVisible();
}

/**
 * Waits until the app runs the page: a page load draws the feed first without the app (src/app/early-paint),
 * and the app's own timers, the polls among them, start only once it takes the page over.
 */
export async function untilAppRuns(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-early-paint]') &&
      (document.getElementById('root')?.childElementCount ?? 0) > 0,
    undefined,
    { polling: 100, timeout: 30_000 },
  );
}

/** Signs in through the emulator's real OAuth dialog, the way a person does. */
export async function signInThroughDialog(
  page: Page,
  email: string,
  options: { from?: string } = {},
): Promise<void> {
  await page.goto(options.from ?? '/');
  await page.getByRole('button', { name: /sign in/i }).click();
  await completeDialog(page, email);
}

/**
 * Goes through whatever the dialog asks: the sign-in page only without a session cookie, the authorize page
 * only for a user who has not allowed the app yet (spec 5.1).
 */
export async function completeDialog(page: Page, email: string): Promise<void> {
  const emailField = page.getByLabel('Email');
  const allow = page.getByRole('button', { name: 'Allow' });
  await expect(emailField.or(allow).or(page.getByRole('feed')).first()).toBeVisible();
  if (await emailField.isVisible()) await fillDialog(page, email);
  await allowIfAsked(page);
}

/** A user who already authorized the app is not asked again (spec 5.1), so Allow shows only the first time. */
export async function allowIfAsked(page: Page): Promise<void> {
  const allow = page.getByRole('button', { name: 'Allow' });
  await expect(allow.or(page.getByRole('feed')).first()).toBeVisible();
  if (await allow.isVisible()) await allow.click();
}

/** The emulator's sign-in page: labelled fields and a Sign in button. */
export async function fillDialog(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Axe for a page of the app. Legacy mode runs axe in the page itself; the default opens a new page to put
 * frames' results together, which made each check three times slower (about 3 s of a core against 1 s), and
 * the app's pages have no frames (the embed's frame is checked across origins in e2e/embed.spec.ts, in the
 * default mode). Only violations are read.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/** No serious or critical axe violations on what the page shows now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await axeOf(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}
