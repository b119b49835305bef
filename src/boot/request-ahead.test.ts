import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropSentAhead } from '../api/http/sent-ahead';
import { budgetScope } from '../api/http/spend-store';
import { readFixture } from '../api/testing/fixtures';
import { resetSessionFromStorage, setToken } from '../auth/session';
import { fingerprint } from '../lib/fingerprint';
import { sendFirstRequests } from './first-request';
import { recordOwner } from './persisted-owner';
import { requestFirstFeedAhead } from './request-ahead';

const SERVICE = 'https://service.example';
const OTHER_SERVICE = 'https://other.example';
const config = (serviceBaseUrl: string) =>
  (() => Promise.resolve(Response.json({ serviceBaseUrl, clientId: 'commons-demo' }))) as typeof fetch;

let feedRequests: { url: string; signal: AbortSignal | null | undefined }[];

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetSessionFromStorage();
  setToken('t0ken');
  sessionStorage.setItem('commons.serviceBaseUrl', SERVICE);
  window.history.replaceState(null, '', '/');
  feedRequests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      feedRequests.push({ url, signal: init?.signal });
      return Promise.resolve(Response.json(readFixture('messages-feed.json')));
    }),
  );
});
afterEach(() => {
  dropSentAhead();
  vi.unstubAllGlobals();
});

describe('the first feed request sent from the entry', () => {
  it('leaves on a reload of a signed-in tab, and the first chunk takes it over', async () => {
    requestFirstFeedAhead('/');
    expect(feedRequests.map((r) => r.url)).toEqual([`${SERVICE}/api/v1/messages.json?threaded=extended`]);
    const first = await sendFirstRequests(config(SERVICE));
    expect(first.ok && (await first.feed?.firstPage)?.messages.length).toBeGreaterThan(0);
    expect(feedRequests).toHaveLength(1);
    expect(feedRequests[0]?.signal?.aborted).toBe(false);
  });

  it('is not sent when the last page loads spent the messages budget: the client queues it instead', () => {
    const spentAt = (ago: number) =>
      JSON.stringify({
        [fingerprint(budgetScope(SERVICE, 't0ken'))]: {
          at: Date.now(),
          groups: {
            messages: {
              sends: Array.from({ length: 10 }, () => ({ at: Date.now() - ago, by: 'last-load' })),
              pausedUntil: 0,
            },
          },
        },
      });
    localStorage.setItem('commons.rateLimits', spentAt(5_000));
    requestFirstFeedAhead('/');
    expect(feedRequests).toHaveLength(0);
    // Once those requests have left the window, it leaves again.
    localStorage.setItem('commons.rateLimits', spentAt(40_000));
    requestFirstFeedAhead('/');
    expect(feedRequests).toHaveLength(1);
  });

  it('asks for the network feed the address names, in the layout the reader chose', () => {
    localStorage.setItem('commons.feedView', 'flat');
    requestFirstFeedAhead('/private');
    expect(feedRequests.map((r) => r.url)).toEqual([`${SERVICE}/api/v1/messages/private.json`]);
  });

  it('is aborted with the first chunk’s request when config.json names another service', async () => {
    sessionStorage.setItem('commons.serviceBaseUrl', OTHER_SERVICE);
    requestFirstFeedAhead('/');
    await sendFirstRequests(config(SERVICE));
    expect(feedRequests.map((r) => r.url.split('?')[0])).toEqual([
      `${OTHER_SERVICE}/api/v1/messages.json`,
      `${SERVICE}/api/v1/messages.json`,
    ]);
    expect(feedRequests[0]?.signal?.aborted).toBe(true);
  });

  it('is not sent on a tab’s first load, away from a network feed, or when a copy will paint the feed', () => {
    requestFirstFeedAhead('/threads/12');
    requestFirstFeedAhead('/settings');
    recordOwner(localStorage, 'commons.cache.someone', 't0ken');
    requestFirstFeedAhead('/');
    localStorage.clear();
    sessionStorage.removeItem('commons.serviceBaseUrl');
    requestFirstFeedAhead('/');
    expect(feedRequests).toHaveLength(0);
  });
});
