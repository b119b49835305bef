import type { Page } from '@playwright/test';
import { tokenFor } from './support/emulator-cli';
import { axeOf, test as base, expect, untilAppRuns } from './support/fixtures';
import { askService } from './support/service';

/*
 * Every place of the product in Arabic and in the pseudo-locale (accented, about 40% longer), and the places
 * with names in sentences in German, at a phone's and a desktop's size (issue 28): the page never scrolls
 * sideways, no text is cut off without an ellipsis, no words run together, <html dir> follows the language,
 * and axe finds nothing. Maria Clarke signs in here and in no other journey,
 * so nothing another journey writes changes what she sees. She is no admin: the admin console is seen by one.
 */

const READER = 'maria.clarke@example.com';
/**
 * The German pass reads as Bram Visser, whom only a sign-out journey signs in as: Maria's request budget is
 * spent by the two passes above, and the service's limits are per person.
 */
const GERMAN_READER = 'bram.visser@example.com';
/**
 * The admin console needs an admin: Ada, whom one other journey signs in as for a moment
 * (e2e/composer.spec.ts). Two page loads here: the rate limit queues them at worst, it refuses nothing.
 */
const ADMIN = 'admin@example.com';
/** Where the app keeps the tab's token (src/auth/session.ts) and the reader's language (src/i18n/language-choice.ts). */
const TOKEN_KEY = 'commons.token';
const LANGUAGE_KEY = 'commons.language';

/*
 * German besides, where names sit inside sentences: its "Profil von Ada" puts a space beside the name where
 * English's "Ada’s profile" and Arabic's "لـAda" put none, so only German shows words run together there.
 */
const NAMES_IN_SENTENCES = ['a conversation', 'a profile', 'someone else’s org chart', 'notifications'];
const LANGUAGES: readonly { locale: string; dir: 'ltr' | 'rtl'; reader: string; only?: readonly string[] }[] =
  [
    { locale: 'ar', dir: 'rtl', reader: READER },
    { locale: 'en-XA', dir: 'ltr', reader: READER },
    { locale: 'de', dir: 'ltr', reader: GERMAN_READER, only: NAMES_IN_SENTENCES },
  ];
const SIZES = [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
] as const;

/** The reader's own ids and a conversation, a group, a topic and a person taken from what her feed shows. */
interface Places {
  me: number;
  thread: number;
  group: number;
  topic: number;
  person: number;
}

interface Feed {
  messages: { thread_id: number; sender_id: number }[];
  references: { type: string; id: number }[];
}

async function findPlaces(reader: string): Promise<Places> {
  const me = await askService<{ id: number }>(reader, '/users/current.json');
  const feed = await askService<Feed>(reader, '/messages.json?limit=50');
  const first = (type: string) => {
    const found = feed.body.references.find((r) => r.type === type && r.id !== me.body.id);
    if (!found) throw new Error(`${reader}'s feed names no ${type}`);
    return found.id;
  };
  const thread = feed.body.messages[0]?.thread_id;
  if (thread === undefined) throw new Error(`${reader}'s feed is empty`);
  return { me: me.body.id, thread, group: first('group'), topic: first('topic'), person: first('user') };
}

/** The token and the places are asked for once per worker; each test only opens its page. */
interface Reader {
  token: string;
  places: Places;
}

const test = base.extend<object, { readers: (email: string) => Promise<Reader> }>({
  readers: [
    // Playwright reads the fixture's arguments from this pattern, so it stays an (empty) destructuring.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const known = new Map<string, Promise<Reader>>();
      await use((email) => {
        const reader =
          known.get(email) ?? findPlaces(email).then((places) => ({ token: tokenFor(email), places }));
        known.set(email, reader);
        return reader;
      });
    },
    { scope: 'worker' },
  ],
});

interface Place {
  name: string;
  path: (p: Places) => string;
  /** Seen by an admin of the network rather than by the reader (the admin console). */
  asAdmin?: boolean;
  /** What to do once the page is drawn, to reach the state checked. */
  open?: (page: Page) => Promise<void>;
}

/** Opens the composer, whose code comes when first asked for, by focusing its text box. */
async function openComposer(page: Page): Promise<void> {
  const box = page.locator('main textarea').first();
  await box.click();
  await expect(box).toBeFocused();
}

/**
 * The settings dialog, opened as its openers open it (showModal on the one dialog of the shell): the opener is
 * a sidebar button at 1280 px and a menu item at 360 px, both named in the language being checked.
 */
async function openSettings(page: Page): Promise<void> {
  // Its code comes once the feed is drawn (features/shell/app-shell.tsx).
  await page.locator('dialog select option[value="he"]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const dialog = document.querySelector('select option[value="he"]')?.closest('dialog');
    if (!dialog) throw new Error('no settings dialog');
    dialog.showModal();
  });
  await expect(page.getByRole('dialog')).toBeVisible();
}

/** A message that cannot go out (the service unreachable for posts) waits in the outbox, whose panel shows. */
async function fillOutbox(page: Page): Promise<void> {
  await page.route('**/api/v1/messages.json', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
  );
  const box = page.locator('main textarea').first();
  await box.fill(`A layout check ${Date.now().toString(36)}`);
  await box.press('Control+Enter');
  // The panel is named in the language checked: found by its shape, a disclosure whose summary is a status.
  const panel = page.locator('section:has(> details > summary [role="status"])');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  const details = panel.locator('details');
  if ((await details.getAttribute('open')) === null) await panel.locator('summary').click();
  await expect(panel.locator('li').first()).toBeVisible();
}

const PLACES: Place[] = [
  { name: 'the feed', path: () => '/' },
  { name: 'a conversation', path: (p) => `/threads/${String(p.thread)}` },
  { name: 'the composer open', path: () => '/', open: openComposer },
  { name: 'a group', path: (p) => `/groups/${String(p.group)}` },
  { name: 'a topic', path: (p) => `/topics/${String(p.topic)}` },
  { name: 'people', path: () => '/people' },
  { name: 'the groups directory', path: () => '/groups' },
  { name: 'creating a group', path: () => '/groups/new' },
  { name: 'inviting people', path: () => '/invite' },
  { name: 'the admin console', path: () => '/admin', asAdmin: true },
  { name: 'a profile', path: (p) => `/users/${String(p.person)}` },
  { name: 'profile editing', path: (p) => `/users/${String(p.me)}/edit` },
  { name: 'the org chart', path: (p) => `/users/${String(p.me)}/org` },
  { name: 'someone else’s org chart', path: (p) => `/users/${String(p.person)}/org` },
  {
    name: 'search results',
    path: () => '/search?q=launch',
  },
  { name: 'notifications', path: () => '/notifications' },
  { name: 'settings', path: () => '/', open: openSettings },
  { name: 'the outbox panel', path: () => '/', open: fillOutbox },
];

/** Drawn and settled: the app runs the page, a heading shows, and nothing is still loading. */
async function settled(page: Page): Promise<void> {
  await untilAppRuns(page);
  // The reader's request budget is shared by every test of the file: a page may wait out a 429 first.
  await expect(page.locator('h1').first()).toBeAttached({ timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    polling: 100,
    timeout: 20_000,
  });
}

/**
 * What breaks the layout: sideways scrolling, text cut off by a box too narrow for it with no ellipsis, and
 * words run together: in a flex or grid box with no gap, each run of text is an item of its own, and the
 * space between a sentence's words and the name isolated in it (`<bdi>`) is dropped ("More aboutAda").
 */
async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth)
      faults.push(`the page scrolls sideways: ${String(root.scrollWidth)} > ${String(window.innerWidth)}`);
    const spaced = (text: string) => /^\s|\s$/.test(text) && text.trim() !== '';
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (element.clientWidth <= 1 || !element.textContent.trim()) continue;
      const style = getComputedStyle(element);
      const items =
        /flex|grid/.test(style.display) && (style.columnGap === 'normal' || style.columnGap === '0px');
      const runs = [...element.childNodes].filter(
        (n) => n.nodeType === 1 || (n.textContent ?? '').trim() !== '',
      );
      if (items && runs.length > 1 && runs.some((n) => n.nodeType === 3 && spaced(n.textContent ?? ''))) {
        faults.push(
          `${element.tagName.toLowerCase()} runs "${element.textContent.trim().slice(0, 40)}" together`,
        );
      }
      // Only a box that hides its overflow cuts text off; one that scrolls lets it be reached.
      if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue;
      if (style.textOverflow === 'ellipsis') continue;
      // Text hidden on purpose for screen readers (sr-only) is clipped by design.
      if (style.clipPath === 'inset(50%)') continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        const text = element.textContent.trim().slice(0, 40);
        faults.push(
          `${element.tagName.toLowerCase()}.${element.className} clips "${text}": ${String(element.scrollWidth)} > ${String(element.clientWidth)}`,
        );
      }
    }
    return faults;
  });
}

for (const { locale, dir, reader: email, only } of LANGUAGES) {
  for (const place of PLACES.filter((p) => !only || only.includes(p.name))) {
    test(`${place.name} in ${locale} at 1280 and 360 px: no overflow, nothing clipped, ${dir}, axe passes`, async ({
      page,
      readers,
    }) => {
      const reader = await readers(email);
      await page.addInitScript(
        ([tokenKey, token, languageKey, language]) => {
          sessionStorage.setItem(tokenKey, token);
          localStorage.setItem(languageKey, language);
        },
        [TOKEN_KEY, place.asAdmin ? tokenFor(ADMIN) : reader.token, LANGUAGE_KEY, locale] as const,
      );
      await page.setViewportSize(SIZES[0]);
      await page.goto(place.path(reader.places));
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await place.open?.(page);
      for (const size of SIZES) {
        const at = `${String(size.width)} px`;
        await page.setViewportSize(size);
        await page.waitForFunction((width) => window.innerWidth === width, size.width);
        expect.soft(await layoutFaults(page), `${place.name} at ${at}`).toEqual([]);
        const axe = await axeOf(page).analyze();
        expect
          .soft(
            axe.violations.map((v) => `${v.id}: ${v.help} (${String(v.nodes.length)})`),
            `axe, ${place.name} at ${at}`,
          )
          .toEqual([]);
      }
    });
  }
}
