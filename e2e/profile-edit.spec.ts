import type { Page, Route } from '@playwright/test';
import type { User } from '../contract/users';
import { E2E_EMULATOR_URL } from './support/env';
import { revokeToken, tokenFor } from './support/emulator-cli';
import { expect, expectAccessible, fillDialog, signIn, signInThroughDialog, test } from './support/fixtures';

/** Nobody else signs in as Mateo: his profile is this file's to change, and his token its to revoke. */
const READER = 'mateo.farouk@example.com';

// One reader, one rate-limit budget and one token for the whole file: its journeys run one after another.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 900 } });

/** Asks the service itself, as the reader (waiting out a 429: the app in the page spends the same budget). */
async function askService(
  token: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  for (;;) {
    const response = await fetch(`${E2E_EMULATOR_URL}/api/v1/${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, ...init.headers },
    });
    if (response.status !== 429) {
      expect(response.ok).toBe(true);
      return response;
    }
    const wait = Number(response.headers.get('Retry-After') ?? '1');
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, wait) * 1000));
  }
}

const onService = async (token: string, path: string): Promise<unknown> =>
  (await askService(token, path)).json();

/**
 * Empties the reader's schools and companies on the service, so that a journey run again (a retry) meets
 * the rows it adds as "Education 1", not after the ones its first run saved.
 */
async function clearHistory(token: string, id: number): Promise<void> {
  await askService(token, `users/${String(id)}.json`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'education%5B%5D=&previous_companies%5B%5D=',
  });
}

/** Signs in as the reader and opens their own profile form; answers their id and token. */
async function openOwnForm(
  page: Page,
  how: 'token' | 'dialog' = 'token',
): Promise<{ id: number; token: string }> {
  const token = tokenFor(READER);
  const me = (await onService(token, 'users/current.json')) as User;
  // Before the app first loads: a copy it kept of the profile would be the form's base.
  await clearHistory(token, me.id);
  // A journey about a 401 in the middle of work goes through the real dialog; the others start signed in.
  await (how === 'dialog' ? signInThroughDialog : signIn)(page, READER);
  await expect(page.getByRole('feed')).toBeVisible();
  await page.goto(`/users/${String(me.id)}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  // Behind the budget the sign-in spent, the profile may queue for a few seconds.
  await expect(page.getByLabel('Full name')).toHaveValue(me.full_name, { timeout: 30_000 });
  await expect(page).toHaveTitle(/^Edit profile · /);
  return { id: me.id, token };
}

/** The PUT that went through (one the service put off with a 429 is sent again by the app). */
const saved = (page: Page) =>
  page.waitForResponse(
    (r) => /\/users\/\d+\.json$/.test(r.url()) && r.request().method() === 'PUT' && r.status() !== 429,
    { timeout: 30_000 },
  );

/** No axe violation at 1280 and 360 px, light and dark; on a phone the form's buttons are 44 px tall. */
async function accessibleEverywhere(page: Page): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectAccessible(page);
    }
    if (width === 360) {
      for (const name of ['Add education', 'Save profile', 'Remove education 1']) {
        const box = await page.getByRole('button', { name, exact: true }).boundingBox();
        expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('every kind of field, two schools and a company, checked beside the field, saved and on the service', async ({
  page,
}) => {
  const { id, token } = await openOwnForm(page);
  const field = (label: string | RegExp) => page.getByLabel(label);

  await field('Full name').fill('Mateo Q. Farouk');
  await field('Job title').fill('Head of Content');
  await field('Department').fill('Brand');
  await field('Location').fill('Lisbon');
  await field('Summary').fill('Writes what the company says.');
  await field('Expertise').fill('Editing, style guides');
  await field('Work telephone').fill('+49 30 1234 5678');
  await field('Extension').fill('42');
  await field('Mobile telephone').fill('+49 151 2345 6789');
  await field('Instant messaging service').fill('xmpp');
  await field('Instant messaging name').fill('mateo@chat.example.com');
  await field('Web profiles').fill('https://mateo.example.com\nhttps://github.com/mateo');
  await field('Interests').fill('cycling; typography');
  await field('Partner').fill('Ana');
  await field(/Children/).fill('Leo and Mia');

  // Rows by keyboard: Add puts focus in the new row's first field.
  await page.getByRole('button', { name: 'Add education' }).press('Enter');
  const first = page.getByRole('group', { name: 'Education 1' });
  await expect(first.getByLabel('School', { exact: true })).toBeFocused();
  await page.keyboard.type('Universidade de Lisboa');
  await first.getByLabel('Degree', { exact: true }).fill('MA Journalism');
  await first.getByLabel('Description', { exact: true }).fill('Thesis on plain language');
  await first.getByLabel('Start year', { exact: true }).fill('2012');
  await first.getByLabel('End year', { exact: true }).fill('2014');
  await page.getByRole('button', { name: 'Add education' }).click();
  const second = page.getByRole('group', { name: 'Education 2' });
  await second.getByLabel('School', { exact: true }).fill('Humboldt University');
  await second.getByLabel('Degree', { exact: true }).fill('BA');
  await second.getByLabel('Start year', { exact: true }).fill('2009');
  await second.getByLabel('End year', { exact: true }).fill('2006');
  await page.getByRole('button', { name: 'Add previous company' }).click();
  const company = page.getByRole('group', { name: 'Previous company 1' });
  await company.getByLabel('Company', { exact: true }).fill('Northwind');
  await company.getByLabel('Position', { exact: true }).fill('Copywriter');
  await company.getByLabel('Start year', { exact: true }).fill('2014');
  await company.getByLabel('End year', { exact: true }).fill('2019');

  // Checked before sending: the error beside its field, which gets the focus; nothing is sent.
  let puts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts += 1;
  });
  await page.getByRole('button', { name: 'Save profile' }).click();
  const end = second.getByLabel('End year', { exact: true });
  await expect(end).toBeFocused();
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(end).toHaveAccessibleDescription(/The end year comes before the start year\./);
  expect(puts).toBe(0);
  await accessibleEverywhere(page);

  await end.fill('2012');
  await expect(end).not.toHaveAttribute('aria-invalid');
  const put = saved(page);
  await page.getByRole('button', { name: 'Save profile' }).click();
  expect((await put).ok()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/users/${String(id)}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();

  const user = (await onService(token, `users/${String(id)}.json`)) as User;
  expect(user).toMatchObject({
    full_name: 'Mateo Q. Farouk',
    job_title: 'Head of Content',
    department: 'Brand',
    location: 'Lisbon',
    summary: 'Writes what the company says.',
    expertise: 'Editing, style guides',
    interests: 'cycling; typography',
    significant_other: 'Ana',
    kids_names: 'Leo and Mia',
    external_urls: ['https://mateo.example.com', 'https://github.com/mateo'],
    contact: {
      im: { provider: 'xmpp', username: 'mateo@chat.example.com' },
      phone_numbers: [
        { type: 'work', number: '+49 30 1234 5678 x42' },
        { type: 'mobile', number: '+49 151 2345 6789' },
      ],
    },
    schools: [
      {
        school: 'Universidade de Lisboa',
        degree: 'MA Journalism',
        description: 'Thesis on plain language',
        start_year: 2012,
        end_year: 2014,
      },
      { school: 'Humboldt University', degree: 'BA', description: '', start_year: 2009, end_year: 2012 },
    ],
    previous_companies: [
      { company: 'Northwind', position: 'Copywriter', description: '', start_year: 2014, end_year: 2019 },
    ],
  });
});

test('a refused save keeps the edits across a reload; an expired session sends them once after signing in again', async ({
  page,
}) => {
  const { id, token } = await openOwnForm(page, 'dialog');
  const failing = async (route: Route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    // A refusal: a 5xx would wait in the outbox and be sent again (e2e/outbox.spec.ts), not fail the form.
    return route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: '{"error":{"message":"Profiles are read-only during the migration"}}',
    });
  };
  await page.route(/\/api\/v1\/users\/\d+\.json$/, failing);
  await page.getByLabel('Location').fill('Porto');
  await page.getByRole('button', { name: 'Add previous company' }).click();
  await page.keyboard.type('Contoso');
  const company = page.getByRole('group', { name: /^Previous company \d+$/ }).last();
  await page.getByRole('button', { name: 'Save profile' }).click();
  // Behind the budget the journey before spent (one reader for the file), the save may wait its turn.
  await expect(page.getByRole('alert')).toHaveText(/^Not saved: .*Your changes are kept\.$/, {
    timeout: 30_000,
  });
  await page.unroute(/\/api\/v1\/users\/\d+\.json$/, failing);

  await page.reload();
  await expect(page.getByLabel('Location')).toHaveValue('Porto', { timeout: 30_000 });
  await expect(company.getByLabel('Company', { exact: true })).toHaveValue('Contoso');
  await expect(page.getByText(/Your unsaved changes from before are back/)).toBeVisible();

  // The session ends while the form is open: the save meets a 401 and waits in the outbox for the next
  // sign-in; the sign-in screen takes the page's place, and signing in again sends the edits once.
  // The app has read its outbox again after the reload: the refused save waits there for Retry or Discard.
  await expect(page.getByRole('region', { name: 'Outbox' }).getByText('1 write not sent')).toBeVisible();
  revokeToken(token);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(/session has expired/i)).toBeVisible();
  await page.getByRole('button', { name: /sign in/i }).click();
  const email = page.getByLabel('Email');
  const allow = page.getByRole('button', { name: 'Allow' });
  const back = page.getByRole('heading', { level: 1, name: 'Edit profile' });
  await expect(email.or(allow).or(back).first()).toBeVisible();
  if (await email.isVisible()) await fillDialog(page, READER);
  await expect(allow.or(back).first()).toBeVisible();
  if (await allow.isVisible()) await allow.click();
  await expect(page).toHaveURL(new RegExp(`/users/${String(id)}$`));
  await expect
    .poll(async () => ((await onService(tokenFor(READER), `users/${String(id)}.json`)) as User).location, {
      // Slowly: the reader's budget (10 requests in 10 s) is the app's too, and asking every second starved
      // the very save this waits for, which the outbox sends again only after a pause.
      intervals: [2_000, 4_000, 6_000],
      timeout: 60_000,
    })
    .toBe('Porto');
  const user = (await onService(tokenFor(READER), `users/${String(id)}.json`)) as User;
  expect(user.previous_companies.at(-1)?.company).toBe('Contoso');
  // Sent once: the outbox is empty again.
  await expect(page.getByText(/writes? waiting/)).toHaveCount(0);
});
