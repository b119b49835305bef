import { describe, expect, it } from 'vitest';
import { RATE_LIMITED } from '../../contract/errors';
import { RATE_LIMITS, type RateLimitGroup } from '../../contract/rate-limits';
import { ensureToken } from '../oauth/grants';
import { makeTestApp, useTestApp } from '../test/test-app';

/**
 * Spec 8: "Rate limits apply per user per app. When any is exceeded, all endpoints return 429. The limits are
 * independent of each other." With the real service's 429 body (api-shapes 16), on by default, off with
 * `rateLimits: false` (`--no-rate-limits`).
 */
const { t } = useTestApp();

/** Requests of each group: the first is what exhausts it, the rest must share its fate. */
const GROUP_REQUESTS: Record<RateLimitGroup, { path: string; init?: RequestInit }[]> = {
  autocomplete: [
    {
      path: '/api/v1/autocomplete/ranked.json?prefix=al&models=user:1',
      init: { headers: { Accept: 'application/json' } },
    },
    {
      path: '/api/v1/autocomplete/ranked?prefix=bo&models=group:1',
      init: { headers: { Accept: 'application/json' } },
    },
  ],
  messages: [
    { path: '/api/v1/messages.json?limit=1' },
    { path: '/api/v1/messages/my_feed.json?limit=1' },
    { path: '/api/v1/messages', init: { method: 'POST', body: new URLSearchParams({ body: 'limited?' }) } },
    { path: '/api/v1/threads/1.json' },
  ],
  notifications: [
    { path: '/api/v1/streams/notifications.json?limit=1' },
    { path: '/api/v1/streams/notifications' },
  ],
  other: [
    { path: '/api/v1/users/current.json' },
    { path: '/api/v1/networks/current.json' },
    { path: '/api/v1/groups.json' },
    { path: '/api/v1/search.json?search=plan' },
  ],
};
const GROUPS = Object.keys(GROUP_REQUESTS) as RateLimitGroup[];

const call = (token: string, { path, init }: { path: string; init?: RequestInit }) =>
  t.api(path, token, {
    ...init,
    // A fresh body per call (a URLSearchParams body is read once per Request).
    ...(init?.body instanceof URLSearchParams ? { body: new URLSearchParams(init.body) } : {}),
  });

describe('the four groups of spec 8, each independent', () => {
  it.each(GROUPS)(
    '%s: the limit, the real 429 body on every endpoint of the group, the others untouched',
    async (group) => {
      const token = t.tokenFor('alice@example.com');
      const [first, ...rest] = GROUP_REQUESTS[group];
      if (!first) throw new Error('no request');
      const { limit, windowMs } = RATE_LIMITS[group];
      for (let i = 0; i < limit; i += 1) {
        const response = await call(token, first);
        expect(response.status, `${group} request ${String(i + 1)}`).toBeLessThan(300);
        t.clock.advance(Math.floor(windowMs / (limit * 2)));
      }
      for (const request of [first, ...rest]) {
        const limited = await call(token, request);
        expect(limited.status, request.path).toBe(429);
        expect(limited.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(await limited.json()).toEqual(RATE_LIMITED);
      }
      expect(RATE_LIMITED).toEqual({
        response: { message: 'Rate limited due to excessive requests.', code: 33, stat: 'fail' },
      });
      // Every other group still answers.
      for (const other of GROUPS.filter((g) => g !== group)) {
        for (const request of GROUP_REQUESTS[other]) {
          const response = await call(token, request);
          expect(response.status, `${other} ${request.path} while ${group} is limited`).not.toBe(429);
        }
      }
      // A rejected POST created nothing.
      if (group === 'messages') {
        expect(
          t.db.prepare("SELECT COUNT(*) AS n FROM messages WHERE body_plain = 'limited?'").get(),
        ).toEqual({ n: 0 });
      }
      // Once the window has passed, the group answers again.
      t.clock.advance(windowMs);
      expect((await call(token, first)).status).toBeLessThan(300);
    },
  );
});

describe('per user per app', () => {
  function exhaustMessages(token: string) {
    return (async () => {
      for (let i = 0; i < RATE_LIMITS.messages.limit; i += 1) {
        expect((await t.api('/api/v1/messages.json?limit=1', token)).status).toBe(200);
      }
      expect((await t.api('/api/v1/messages.json?limit=1', token)).status).toBe(429);
    })();
  }

  it('another user of the same app has their own budget', async () => {
    await exhaustMessages(t.tokenFor('alice@example.com'));
    expect((await t.api('/api/v1/messages.json?limit=1', t.tokenFor('bob@example.com'))).status).toBe(200);
  });

  it('another app of the same user has its own budget', async () => {
    const alice = t.repo.userByEmail('alice@example.com');
    const corp = t.repo.networkByPermalink('example.com');
    if (!alice || !corp) throw new Error('no demo data');
    t.repo.insertApp({
      id: 4299,
      client_id: 'second-app',
      client_secret: 'second-secret',
      name: 'Second app',
      redirect_uri: 'http://localhost:6000/',
      site_url: 'http://localhost:6000',
      created_at: t.clock.now(),
    });
    const other = ensureToken(t.repo, 4299, alice.id, corp.id, t.clock.now()).token;
    await exhaustMessages(t.tokenFor('alice@example.com'));
    expect((await t.api('/api/v1/messages.json?limit=1', other)).status).toBe(200);
  });

  it('the same person in another network is another user (as in the real service) with their own budget', async () => {
    await exhaustMessages(t.tokenFor('alice@example.com'));
    expect(
      (await t.api('/api/v1/messages.json?limit=1', t.tokenFor('alice@example.com', 'partners'))).status,
    ).toBe(200);
  });

  it('an unauthenticated request is a 401, never counted against anyone', async () => {
    for (let i = 0; i < 20; i += 1)
      expect((await t.api('/api/v1/users/current.json', undefined)).status).toBe(401);
    expect((await t.api('/api/v1/users/current.json', t.tokenFor('alice@example.com'))).status).toBe(200);
  });
});

describe('switching them off', () => {
  it('rateLimits: false (the --no-rate-limits flag) lets every group through', async () => {
    const open = makeTestApp({ rateLimits: false });
    const token = open.tokenFor('alice@example.com');
    for (const group of GROUPS) {
      const [request] = GROUP_REQUESTS[group];
      if (!request) continue;
      for (let i = 0; i < 25; i += 1) {
        const response = await open.api(request.path, token, request.init);
        expect(response.status, `${group} ${String(i)}`).toBeLessThan(300);
      }
    }
    open.close();
  });
});
