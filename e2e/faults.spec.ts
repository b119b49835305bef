import type { Locator, Page } from '@playwright/test';
import { postAs } from './support/emulator-cli';
import { askService } from './support/service';
import { FAULTS, injectFault, type Fault } from './support/faults';
import { expect, signIn, test } from './support/fixtures';
import {
  attachClickToRender,
  composerOf,
  expectRendersSoon,
  nav,
  openAllAndType,
  playFaults,
  statusLine,
  type Place,
} from './support/fault-play';

/*
 * The service misbehaving while the reader reads (issue 20): bursts of 500 and 503 (with and without
 * Retry-After), malformed JSON, a reset connection and a 30 s stall, on a feed, a conversation and a profile
 * (the poll has its own journey, on Playwright's clock). In each the app says what is happening, another place
 * still opens within a few seconds, the composer takes typing, the place recovers when the service does
 * (Retry, or by itself after a stall or a Retry-After), and nothing typed is lost, also across a reload.
 * Writes during faults are the outbox's journeys.
 */

// The click-to-render times measured in each journey go with its results.
test.afterEach(attachClickToRender);

const FEEDS: readonly { name: string; apiPath: string; link: (page: Page) => Locator }[] = [
  {
    name: 'My feed',
    apiPath: '/messages/my_feed.json',
    link: (p) => nav(p).getByRole('link', { name: 'My feed', exact: true }),
  },
  {
    name: 'Top',
    apiPath: '/messages/algo.json',
    link: (p) => nav(p).getByRole('link', { name: 'Top', exact: true }),
  },
  {
    name: 'Following',
    apiPath: '/messages/following.json',
    link: (p) => nav(p).getByRole('link', { name: 'Following', exact: true }),
  },
  {
    name: 'Received',
    apiPath: '/messages/received.json',
    link: (p) => nav(p).getByRole('link', { name: 'Inbox', exact: true }),
  },
  {
    name: 'Sent',
    apiPath: '/messages/sent.json',
    link: (p) =>
      p.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name: 'Sent', exact: true }),
  },
  {
    name: 'Private messages',
    apiPath: '/messages/private.json',
    link: (p) =>
      p
        .getByRole('navigation', { name: 'Inbox' })
        .getByRole('link', { name: 'Private messages', exact: true }),
  },
];

test('a feed through every fault: says so, stays usable, recovers, keeps what was typed', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'ulla.koskinen@example.com');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  const places: Place[] = FEEDS.map((feed) => ({
    name: feed.name,
    apiPath: feed.apiPath,
    failedTitle: 'The messages could not be loaded.',
    open: async (p) => {
      // The Inbox's own tabs show once an Inbox page is open.
      if (feed.name === 'Sent' || feed.name === 'Private messages') {
        await nav(p).getByRole('link', { name: 'Inbox', exact: true }).click();
      }
      await feed.link(p).click();
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
    },
    loaded: (p) => p.getByRole('feed').getByRole('article').first().or(p.getByText('No conversations yet.')),
  }));
  await playFaults(page, places);
});

/** Distinct conversations well below what the All feed's first pages show, so none is cached. */
async function farConversations(email: string, count: number): Promise<number[]> {
  const first = await askService<{ messages: { id: number }[] }>(email, '/messages.json?limit=50');
  const before = first.body.messages.at(-1)?.id;
  if (before === undefined) throw new Error('the seed gives this person no messages');
  const deeper = await askService<{ messages: { thread_id: number }[] }>(
    email,
    `/messages.json?limit=50&older_than=${String(before)}`,
  );
  const threads = [...new Set(deeper.body.messages.map((m) => m.thread_id))].slice(0, count);
  if (threads.length < count) throw new Error('the seed has too few older conversations');
  return threads;
}

test('a conversation through every fault: says so, stays usable, recovers, keeps what was typed', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const email = 'viktor.balogh@example.com';
  const threads = await farConversations(email, FAULTS.length);
  await signIn(page, email);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  const places: Place[] = threads.map((id) => ({
    name: `conversation ${String(id)}`,
    apiPath: `/messages/in_thread/${String(id)}.json`,
    failedTitle: 'The conversation could not be loaded.',
    open: async (p) => {
      await p.goto(`/threads/${String(id)}`);
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
    },
    loaded: (p) => p.getByRole('heading', { level: 1, name: /^Conversation started by / }),
  }));
  await playFaults(page, places);
});

test('a profile through every fault: says so, stays usable, recovers, keeps what was typed', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const email = 'wen.zhao@example.com';
  const people = await askService<{ id: number; full_name: string; email?: string }[]>(
    email,
    '/users.json?page=2',
  );
  const chosen = people.body.filter((u) => u.email !== email).slice(0, FAULTS.length);
  if (chosen.length < FAULTS.length) throw new Error('the seed has too few people');
  await signIn(page, email);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  const places: Place[] = chosen.map((person) => ({
    name: person.full_name,
    apiPath: `/users/${String(person.id)}.json`,
    failedTitle: 'This profile could not be loaded.',
    open: async (p) => {
      await p.goto(`/users/${String(person.id)}`);
      await expect(p.getByRole('navigation', { name: 'Profile' })).toBeVisible();
    },
    loaded: (p) => p.getByRole('heading', { level: 1, name: person.full_name }),
  }));
  await playFaults(page, places);
});

/**
 * Posts as the reader through the API, waiting out a 429: the journey's posts share the reader's budget with
 * the app, whose clock the journey runs fast.
 */
async function postWhenAllowed(email: string, body: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await postAs(email, body);
      return;
    } catch (error) {
      if (attempt >= 8 || !String(error).includes('answered 429')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  }
}

/** What the feed's freshness line says while its poll fails, by fault (the status line says the rest). */
const POLL_SAYS: Record<Fault, RegExp> = {
  '500 burst': /^Could not check for new messages; trying again in a minute$/,
  '503 burst': /^Could not check for new messages; trying again in a minute$/,
  'malformed JSON': /^Could not check for new messages; trying again in a minute$/,
  'connection reset': /^Cannot reach the service — showing saved messages$/,
  '503 with Retry-After': /^The service is unavailable; trying again in \d+ s\.$/,
  '30 s stall': /^The service is slow to answer; still waiting…$/,
};

test('the poll through every fault: says so, stays usable, brings what is new once the service answers', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const email = 'yusuf.aydin@example.com';
  // The app's clock: a poll is due once a minute, and the journey moves a minute on at will.
  await page.clock.install();
  await signIn(page, email);
  const feed = page.getByRole('feed', { name: 'All conversations' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  const freshness = page.getByText(/^(Updated|Could not check|Cannot reach)/);
  const typed: string[] = [];
  for (const fault of FAULTS) {
    await test.step(`${fault} on the poll`, async () => {
      const injected = await injectFault(
        page,
        (url) => url.pathname === '/api/v1/messages.json' && url.searchParams.has('newer_than'),
        fault,
      );
      const body = `Arrived behind a ${fault} (${String(Date.now())})`;
      await postWhenAllowed(email, body);
      const polled = page.waitForRequest((r) => r.url().includes('newer_than'));
      await page.clock.fastForward('01:01');
      await polled;
      const says = POLL_SAYS[fault];
      if (fault === '503 with Retry-After' || fault === '30 s stall')
        await expect(statusLine(page, says)).toBeVisible({ timeout: 25_000 });
      else await expect(freshness).toHaveText(says, { timeout: 30_000 });
      // (A reset poll is not in the status line for long: the other polls of that minute reach the service.)

      // Another place opens at once, and the composer takes typing, while the poll fails or hangs.
      await expectRendersSoon(
        () => nav(page).getByRole('link', { name: 'My feed', exact: true }).click(),
        page.getByRole('heading', { level: 1, name: 'My feed' }),
      );
      const line = `Typed during the ${fault} of the poll.`;
      await openAllAndType(page, line);
      typed.push(line);

      if (fault === '30 s stall') {
        await injected.released;
      } else if (fault === '503 with Retry-After') {
        // The poll's own next try, after the Retry-After, finds the service back.
        await injected.heal();
      } else {
        await injected.heal();
        // The next minute's poll brings what arrived meanwhile; nobody clicks anything.
        await page.clock.fastForward('01:01');
      }
      await expect(page.getByRole('button', { name: /^Show \d+ new messages?$/ })).toBeVisible({
        timeout: 45_000,
      });
      await injected.heal();
      await page.getByRole('button', { name: /^Show \d+ new messages?$/ }).click();
      await expect(feed.getByRole('article').filter({ hasText: body }).first()).toBeVisible();
      await expect(freshness).toHaveText(/^Updated /);
    });
  }
  await expect(composerOf(page)).toHaveValue(typed.map((line) => ` ${line}`).join(''));
  await page.reload();
  await expect(composerOf(page)).toHaveValue(typed.map((line) => ` ${line}`).join(''));
});
