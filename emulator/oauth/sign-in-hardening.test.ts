import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../test/test-app';
import { SIGN_IN_THROTTLE } from './sign-in-throttle';

/**
 * Issue 20: the dialog's sign-in, authorize and token endpoints against bad input. Every sign-in hashes a password
 * (about 60 ms, several times that on a loaded machine), hence the generous timeouts.
 */
const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });

const REDIRECT = 'http://localhost:5173/';
const DIALOG = `/dialog/oauth?${new URLSearchParams({ client_id: 'commons-demo', redirect_uri: REDIRECT }).toString()}`;

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const field = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';

/** The request as if it came from `ip` (the socket's peer address, as the Node adapter passes it). */
const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });

/** A browser that opened the sign-in page: its CSRF cookie and the page's hidden fields. */
async function openSignIn(url = DIALOG) {
  const page = await t.app.request(url);
  const html = await page.text();
  return { cookie: cookieOf(page), csrf: field(html, 'csrf_token'), returnTo: field(html, 'return_to') };
}

type Browser = Awaited<ReturnType<typeof openSignIn>>;

function postSignIn(browser: Browser, email: string, password: string, ip = '192.0.2.1', extra = {}) {
  return t.app.request(
    '/dialog/sign-in',
    {
      method: 'POST',
      body: new URLSearchParams({
        email,
        password,
        return_to: browser.returnTo,
        csrf_token: browser.csrf,
        ...extra,
      }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: browser.cookie },
    },
    from(ip),
  );
}

describe('sign-in throttling', () => {
  it('refuses an account after 5 failures in 15 minutes, right password included, with Retry-After', async () => {
    const browser = await openSignIn();
    for (let i = 0; i < SIGN_IN_THROTTLE.perAccount; i += 1) {
      // From a new address each time: the account's own count stops the guesser.
      expect(
        (await postSignIn(browser, 'alice@example.com', `guess-${String(i)}`, `198.51.100.${String(i)}`))
          .status,
      ).toBe(401);
    }
    const held = await postSignIn(browser, 'Alice@Example.com', 'demo', '203.0.113.9');
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(held.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(await held.text()).toMatch(/role="alert">Too many failed sign-ins\. Try again in 15 minutes\./);
    // Someone else is not held back.
    expect((await postSignIn(browser, 'bob@example.com', 'demo', '203.0.113.9')).status).toBe(302);

    t.clock.advance(SIGN_IN_THROTTLE.windowMs + 1);
    expect((await postSignIn(browser, 'alice@example.com', 'demo')).status).toBe(302);
  }, 30_000);

  it('a successful sign-in clears the failures', async () => {
    const browser = await openSignIn();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < SIGN_IN_THROTTLE.perAccount - 1; i += 1) {
        expect((await postSignIn(browser, 'alice@example.com', 'wrong')).status).toBe(401);
      }
      expect((await postSignIn(browser, 'alice@example.com', 'demo')).status).toBe(302);
    }
  }, 30_000);

  it('refuses a client address after 20 failures, whatever the account; other addresses go on', async () => {
    const browser = await openSignIn();
    for (let i = 0; i < SIGN_IN_THROTTLE.perClient; i += 1) {
      expect((await postSignIn(browser, `nobody${String(i)}@example.com`, 'x', '192.0.2.50')).status).toBe(
        401,
      );
    }
    const held = await postSignIn(browser, 'bob@example.com', 'demo', '192.0.2.50');
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toBeTruthy();
    expect((await postSignIn(browser, 'bob@example.com', 'demo', '192.0.2.51')).status).toBe(302);
  }, 30_000);

  it('never holds back sign-ins with the right password (the journeys sign in many times from one address)', async () => {
    const browser = await openSignIn();
    for (let i = 0; i < 30; i += 1) {
      expect(
        (await postSignIn(browser, i % 2 ? 'alice@example.com' : 'bob@example.com', 'demo', '127.0.0.1'))
          .status,
      ).toBe(302);
    }
  }, 60_000);

  it('keeps the API fast while eight wrong-password loops run (scrypt is off the event loop)', async () => {
    const browser = await openSignIn();
    const before = performance.now();
    scryptSync('one hash', 'salt', 32, { N: 16384, r: 8, p: 1 });
    const oneHashMs = performance.now() - before;

    let running = true;
    let started = 0;
    let completed = 0;
    const loops = Array.from({ length: 8 }, async (_, loop) => {
      while (running) {
        // A new address and account each time, so that the throttle never spares the hashing.
        const n = started++;
        const ip = `10.${String(loop)}.${String(n >> 8)}.${String(n & 255)}`;
        await postSignIn(browser, `guesser${String(n)}@example.com`, 'wrong', ip);
        completed += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    // Let every loop get going, then measure while at least 16 more wrong passwords are checked.
    while (completed < 8) await new Promise((resolve) => setImmediate(resolve));
    const from = completed;
    const latencies: number[] = [];
    while ((latencies.length < 25 || completed < from + 16) && latencies.length < 5_000) {
      const at = performance.now();
      // A request arrives in a later turn of the event loop (in process it would otherwise never leave the
      // microtask queue): whatever blocks the loop, a synchronous hash, delays it.
      await new Promise((resolve) => setImmediate(resolve));
      const response = await t.api('/api/v1/users/current.json', tokens.alice);
      latencies.push(performance.now() - at);
      expect(response.status).toBe(200);
    }
    const checkedDuring = completed - from;
    running = false;
    await Promise.all(loops);
    latencies.sort((a, b) => a - b);
    const median = latencies[Math.floor(latencies.length / 2)] ?? Infinity;
    expect(checkedDuring).toBeGreaterThanOrEqual(16);
    // Blocking hashes made every request wait for at least one whole hash; now it waits for none.
    const figures = `median ${median.toFixed(1)} ms of ${String(latencies.length)}, one hash ${oneHashMs.toFixed(1)} ms`;
    expect(median, figures).toBeLessThan(Math.max(oneHashMs / 2, 5));
  }, 60_000);
});

describe('CSRF on the sign-in and sign-out forms', () => {
  it('refuses a sign-in without the form token, with another browser’s token, or without the cookie (403)', async () => {
    const mine = await openSignIn();
    const theirs = await openSignIn();
    expect(mine.csrf).toMatch(/^[\w-]{32}$/);
    expect(mine.cookie).toMatch(/^commons_emulator_sign_in=/);
    for (const forged of [
      { ...mine, csrf: '' },
      { ...mine, csrf: theirs.csrf },
      { ...mine, cookie: '' },
      { ...mine, cookie: theirs.cookie },
    ]) {
      const response = await postSignIn(forged, 'alice@example.com', 'demo');
      expect(response.status).toBe(403);
      expect(response.headers.get('set-cookie') ?? '').not.toMatch(/commons_emulator_session=/);
      const html = await response.text();
      expect(html).toMatch(/role="alert">This form is stale/);
      // The page offers a fresh form that works.
      expect(field(html, 'csrf_token')).toMatch(/^[\w-]{32}$/);
    }
    expect((await postSignIn(mine, 'alice@example.com', 'demo')).status).toBe(302);
  }, 30_000);

  it('the identity provider’s sign-in page carries the token too', async () => {
    const url = `/idp/authorize?${new URLSearchParams({
      client_id: 'commons-demo',
      redirect_uri: 'http://localhost:5173/auth/callback',
      response_type: 'code',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString()}`;
    const browser = await openSignIn(url);
    expect(browser.csrf).toMatch(/^[\w-]{32}$/);
    expect((await postSignIn({ ...browser, csrf: 'x' }, 'alice@example.com', 'demo')).status).toBe(403);
    const ok = await postSignIn(browser, 'alice@example.com', 'demo');
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe(url);
  }, 30_000);

  it('"Use another account" (sign-out) needs the session’s token', async () => {
    const browser = await openSignIn();
    // Chloe has never allowed the app, so the dialog shows its authorize page (with "Use another account").
    const session = cookieOf(await postSignIn(browser, 'chloe.nilsson@example.com', 'demo'));
    const page = await (await t.app.request(DIALOG, { headers: { Cookie: session } })).text();
    const signOut = (csrf: string) =>
      t.app.request('/dialog/sign-out', {
        method: 'POST',
        body: new URLSearchParams({ return_to: DIALOG, csrf_token: csrf }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: session },
      });
    expect((await signOut('forged')).status).toBe(403);
    // Still signed in: the dialog shows the authorize page, not the sign-in form.
    expect(await (await t.app.request(DIALOG, { headers: { Cookie: session } })).text()).not.toContain(
      'name="password"',
    );
    const out = await signOut(field(page.split('action="/dialog/sign-out"')[1] ?? '', 'csrf_token'));
    expect(out.status).toBe(302);
    expect(await (await t.app.request(DIALOG, { headers: { Cookie: session } })).text()).toContain(
      'name="password"',
    );
  }, 30_000);
});

describe('framing', () => {
  it('no dialog or provider page may be framed, none is cached, and none sets Cross-Origin-Opener-Policy', async () => {
    const browser = await openSignIn();
    const session = cookieOf(await postSignIn(browser, 'chloe.nilsson@example.com', 'demo'));
    const pages = [
      await t.app.request(DIALOG),
      await t.app.request(DIALOG, { headers: { Cookie: session } }),
      await t.app.request('/oauth2/authorize?client_id=nobody'),
      await postSignIn(browser, 'alice@example.com', 'wrong'),
      await t.app.request('/idp/authorize?client_id=commons-demo'),
      await t.app.request('/idp/end-session'),
      await t.app.request('/oauth2/sign-out?client_id=commons-demo'),
    ];
    for (const page of pages) {
      expect(page.headers.get('content-type'), page.url).toMatch(/^text\/html/);
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('cross-origin-opener-policy')).toBeNull();
    }
  }, 30_000);
});

describe('the token endpoint checks redirect_uri (RFC 6749 4.1.3)', () => {
  /** A code from form 2, asked with `redirectUri` (or without any). */
  async function codeFor(redirectUri: string | undefined): Promise<string> {
    const query = new URLSearchParams({ client_id: 'commons-demo', response_type: 'code' });
    if (redirectUri !== undefined) query.set('redirect_uri', redirectUri);
    const url = `/oauth2/authorize?${query.toString()}`;
    const browser = await openSignIn(url);
    const session = cookieOf(await postSignIn(browser, 'chloe.nilsson@example.com', 'demo'));
    const dialog = await t.app.request(url, { headers: { Cookie: session } });
    // Once Chloe has allowed the app, the dialog sends the code at once (spec 5.1).
    if (dialog.status === 302)
      return new URL(dialog.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const html = await dialog.text();
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        m[1],
        m[2]?.replace(/&amp;/g, '&'),
      ]),
    ) as Record<string, string>;
    const allowed = await t.app.request('/dialog/authorize', {
      method: 'POST',
      body: new URLSearchParams({ ...fields, decision: 'allow' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: session },
    });
    return new URL(allowed.headers.get('location') ?? '').searchParams.get('code') ?? '';
  }

  const exchange = (code: string, redirectUri?: string) =>
    t.app.request('/oauth2/access_token', {
      method: 'POST',
      body: new URLSearchParams({
        client_id: 'commons-demo',
        client_secret: 'commons-demo-secret',
        code,
        ...(redirectUri === undefined ? {} : { redirect_uri: redirectUri }),
      }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });

  it('refuses another or a missing redirect_uri with a 400 JSON, and accepts the same one', async () => {
    const asked = 'http://localhost:5173/?from=dialog';
    for (const sent of ['http://localhost:5173/elsewhere', undefined, 'http://localhost:5173/']) {
      const response = await exchange(await codeFor(asked), sent);
      expect(response.status, String(sent)).toBe(400);
      expect(await json(response)).toEqual({
        error: {
          type: 'OAuthException',
          message:
            'Error validating verification code: redirect_uri does not match the authorization request.',
        },
      });
    }
    const same = await exchange(await codeFor(asked), asked);
    expect(same.status).toBe(200);
  }, 30_000);

  it('a code asked for without redirect_uri needs none', async () => {
    expect((await exchange(await codeFor(undefined))).status).toBe(200);
  }, 30_000);
});
