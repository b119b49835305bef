import type { Locator, Page, TestInfo } from '@playwright/test';
import { ID_BASE } from '../emulator/db/ids';
import { openDb } from '../emulator/db/open-db';
import { createRepository } from '../emulator/db/repository';
import { tokenFor } from './support/emulator-cli';
import { E2E_DB, E2E_EMULATOR_URL } from './support/env';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

/*
 * Long text never breaks a layout (issue 28): a very long name and e-mail address on a profile, in the org
 * chart, and a very long network name in the phone's network menu. Dalia, a new starter (alone in the org
 * chart, which still draws her card), signs in here and nowhere else; the journey gives her those values and a
 * second network, and takes them back at the end.
 */

const READER = 'dalia.mansour@example.com';
const LONG_NAME =
  'Dalia Alexandra Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh de la Fuente y Mansour';
const LONG_EMAIL = 'dalia.alexandra.wolfeschlegelsteinhausenbergerdorff.featherstonehaugh@example.com';
// A network's name may hold an address, which has no space to wrap at.
const LONG_NETWORK =
  'Example Corp Research and Partner Enablement (examplecorpresearchandpartnerenablement.onmicrosoft.com)';
const NETWORK_ID = ID_BASE.network + 90;
const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
] as const;

interface Person {
  id: number;
}

/** A profile update as the person's own client would send it; a 429 (the app in the page spends the same budget) waits its turn. */
async function updateProfile(token: string, id: number, fields: Record<string, string>): Promise<void> {
  for (;;) {
    const response = await fetch(`${E2E_EMULATOR_URL}/api/v1/users/${String(id)}.json`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    if (response.status === 429) {
      const wait = Number(response.headers.get('Retry-After') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, wait) * 1000));
      continue;
    }
    expect(response.status, await response.text()).toBe(200);
    return;
  }
}

function leaveLongNetwork(): void {
  const db = openDb(E2E_DB);
  db.prepare('DELETE FROM network_members WHERE network_id = ?').run(NETWORK_ID);
  db.prepare('DELETE FROM networks WHERE id = ?').run(NETWORK_ID);
  db.close();
}

/**
 * The service has no call that names a network: the journeys' database is written directly, through the
 * emulator's own repository, as its CLI does. A retry after a timeout finds the last attempt's rows: gone first.
 */
function joinLongNetwork(userId: number): void {
  leaveLongNetwork();
  const db = openDb(E2E_DB);
  const repo = createRepository(db);
  repo.insertNetwork({
    id: NETWORK_ID,
    name: LONG_NETWORK,
    permalink: 'long-name.example',
    domain: 'long-name.example.com',
    community: 1,
    paid: 0,
    header_background_color: '#1F4E79',
    header_text_color: '#FFFFFF',
    navigation_background_color: '#2B5F8E',
    navigation_text_color: '#FFFFFF',
    created_at: Date.now(),
  });
  repo.insertMembership(NETWORK_ID, userId, false, Date.now());
  db.close();
}

async function shoot(page: Page, info: TestInfo, name: string): Promise<void> {
  await info.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/** Nothing reaches past the viewport's width: no element, and so no sideways scrolling. */
async function expectNoOverflow(page: Page, where: string): Promise<void> {
  const widest = await page.evaluate(() => {
    let worst = { right: 0, what: '' };
    // Clipped content (truncated names, scrolling regions, a screen reader's sr-only label, whose isolated
    // name runs on inside a 1 px box) is inside its clipping box, which is what is measured.
    const clippedBy = (element: HTMLElement) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow === 'hidden' || overflow === 'clip') return true;
      }
      return false;
    };
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(element).position === 'fixed') continue;
      if (box.right > worst.right && clippedBy(element)) continue;
      if (box.right > worst.right) {
        worst = { right: Math.round(box.right), what: `${element.tagName} ${element.className}` };
      }
    }
    return { ...worst, scroll: document.documentElement.scrollWidth, viewport: window.innerWidth };
  });
  expect.soft(widest.scroll, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(widest.viewport);
  expect
    .soft(widest.right, `${where}: ${widest.what} ends past the viewport`)
    .toBeLessThanOrEqual(widest.viewport);
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not drawn');
  return found;
};

/** The e-mail address stays within its own fact: it never reaches the phone number's column beside it. */
async function expectContactsApart(page: Page): Promise<void> {
  const email = page.getByRole('link', { name: LONG_EMAIL });
  await expect(email).toBeVisible();
  const fact = await box(page.locator('dl > div').filter({ has: email }));
  const link = await box(email);
  expect
    .soft(link.x + link.width, 'the address runs out of its column')
    .toBeLessThanOrEqual(fact.x + fact.width + 1);
  const phone = await box(
    page.locator('dl > div').filter({ has: page.getByRole('link', { name: /^\+1 555/ }) }),
  );
  const overlaps =
    link.x < phone.x + phone.width &&
    phone.x < link.x + link.width &&
    link.y < phone.y + phone.height &&
    phone.y < link.y + link.height;
  expect.soft(overlaps, 'the address runs into the phone number').toBe(false);
}

test('a very long name, e-mail address and network name wrap or truncate, and stay whole for everyone', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const token = tokenFor(READER);
  const me = (await (
    await fetch(`${E2E_EMULATOR_URL}/api/v1/users/current.json`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as Person;
  await updateProfile(token, me.id, { full_name: LONG_NAME, email: LONG_EMAIL });
  joinLongNetwork(me.id);
  try {
    for (const size of SIZES) {
      const at = `${String(size.width)}x${String(size.height)}`;
      await page.setViewportSize(size);

      await signIn(page, READER, { from: `/users/${String(me.id)}` });
      await expect(page.getByRole('heading', { level: 1, name: LONG_NAME })).toBeVisible();
      // On a phone the facts fold behind a button.
      const more = page.getByRole('button', { name: /^More about/ });
      if (await more.isVisible()) await more.click();
      await expectContactsApart(page);
      await shoot(page, info, `profile-${at}`);
      await expectNoOverflow(page, `the profile at ${at}`);
      await expectAccessible(page);

      await page.goto(`/users/${String(me.id)}/org`);
      const centre = page.getByRole('treeitem', { selected: true });
      // Cut to the card's width, the name is whole in the card's accessible name and title.
      await expect(centre).toHaveAccessibleName(LONG_NAME);
      await expect.soft(centre.getByTitle(LONG_NAME)).toBeVisible();
      await shoot(page, info, `org-chart-${at}`);
      expect.soft((await box(centre)).width, `the selected card at ${at}`).toBeLessThanOrEqual(size.width);
      await expectNoOverflow(page, `the org chart at ${at}`);
      await expectAccessible(page);

      if (size.width < 1024) {
        await page.getByRole('button', { name: /switch network/ }).click();
        const menu = page.getByRole('menu');
        await expect(menu.getByRole('menuitem').filter({ hasText: LONG_NETWORK })).toBeVisible();
        await shoot(page, info, `network-menu-${at}`);
        const drawn = await box(menu);
        expect.soft(drawn.width, 'the network menu is wider than the screen').toBeLessThanOrEqual(size.width);
        expect.soft(drawn.x, 'the network menu starts off the screen').toBeGreaterThanOrEqual(0);
        expect
          .soft(drawn.x + drawn.width, 'the network menu ends off the screen')
          .toBeLessThanOrEqual(size.width);
        await expectAccessible(page);
        await page.keyboard.press('Escape');
      } else {
        const link = page
          .getByRole('navigation', { name: 'Networks' })
          .getByRole('link')
          .filter({ hasText: LONG_NETWORK });
        await expect(link).toBeVisible();
        await shoot(page, info, `networks-${at}`);
        await expectNoOverflow(page, `the sidebar's networks at ${at}`);
      }
    }
  } finally {
    // The seed's own values, not what was read at the start: a retry may start from this journey's.
    await updateProfile(token, me.id, { full_name: 'Dalia Mansour', email: READER });
    leaveLongNetwork();
  }
});
