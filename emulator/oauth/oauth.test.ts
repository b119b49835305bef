import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../test/test-app';

const { t } = useTestApp();

const REDIRECT = 'http://localhost:5173/';
const dialogUrl = (params: Record<string, string>) =>
  `/dialog/oauth?${new URLSearchParams(params).toString()}`;

function form(fields: Record<string, string>, cookie?: string): RequestInit {
  return {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(cookie ? { Cookie: cookie } : {}),
    },
  };
}

function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    const [, name = '', value = ''] = match;
    fields[name] = value
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'");
  }
  return fields;
}

const firstCookie = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

/** The sign-in page of `url`: its hidden fields (return_to, csrf_token) and the CSRF cookie it set. */
async function signInPageOf(url: string) {
  const page = await t.app.request(url);
  return { fields: hiddenFields(await page.text()), csrfCookie: firstCookie(page) };
}

/** Signs in through the sign-in page and returns the session cookie and the page the dialog shows next. */
async function signIn(url: string, email = 'alice@example.com', password = 'demo') {
  const { fields, csrfCookie } = await signInPageOf(url);
  const returnTo = fields.return_to ?? '';
  const response = await t.app.request('/dialog/sign-in', form({ ...fields, email, password }, csrfCookie));
  return { response, cookie: firstCookie(response), returnTo };
}

async function authorizePageFor(url: string) {
  const { cookie } = await signIn(url);
  const page = await t.app.request(url, { headers: { Cookie: cookie } });
  return { cookie, page, html: await page.text() };
}

describe('the OAuth dialog (spec 5.1, 5.2)', () => {
  it('shows an accessible sign-in page when there is no session', async () => {
    const response = await t.app.request(dialogUrl({ client_id: 'commons-demo', redirect_uri: REDIRECT }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).toContain('alice@example.com / demo');
    expect(html).toContain('prefers-color-scheme: dark');
    expect(html).toContain('name="viewport"');
    expect(html).not.toContain('<script');
  });

  it('refuses a bad password with an alert and no cookie', async () => {
    const url = dialogUrl({ client_id: 'commons-demo', redirect_uri: REDIRECT });
    const { response } = await signIn(url, 'alice@example.com', 'wrong');
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    expect(html).toMatch(/role="alert">That email and password do not match/);
    expect(html).toContain('value="alice@example.com"');
  });

  it('sets an HttpOnly SameSite=Lax session cookie and returns to the dialog', async () => {
    const url = dialogUrl({ client_id: 'commons-demo', redirect_uri: REDIRECT, state: 's1' });
    const { response } = await signIn(url);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(url);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('never sends a signed-in user to another site', async () => {
    const { fields, csrfCookie } = await signInPageOf(dialogUrl({ client_id: 'commons-demo' }));
    const response = await t.app.request(
      '/dialog/sign-in',
      form(
        { ...fields, email: 'alice@example.com', password: 'demo', return_to: 'https://evil.example/' },
        csrfCookie,
      ),
    );
    expect(response.headers.get('location')).toBe('/');
  });

  it('names the app and the user on the authorize page, with Allow and Deny', async () => {
    const { html } = await authorizePageFor(dialogUrl({ client_id: 'commons-demo', redirect_uri: REDIRECT }));
    expect(html).toContain('Commons');
    expect(html).toContain('Alice Andersen');
    expect(html).toContain('Example Corp');
    expect(html).toMatch(/<button type="submit" name="decision" value="allow">Allow<\/button>/);
    expect(html).toMatch(/value="deny"[^>]*>Deny<\/button>/);
    expect(hiddenFields(html).csrf_token).toBeTruthy();
  });

  it('Allow with the code flow redirects with ?code and state, keeping the existing query', async () => {
    const redirect = 'http://localhost:5173/?from=test';
    const { cookie, html } = await authorizePageFor(
      `/oauth2/authorize?${new URLSearchParams({ client_id: 'commons-demo', response_type: 'code', redirect_uri: redirect, state: 'xyz' }).toString()}`,
    );
    expect(html).toContain('Allow');
    const response = await t.app.request(
      '/dialog/authorize',
      form({ ...hiddenFields(html), decision: 'allow' }, cookie),
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('http://localhost:5173/');
    expect(location.searchParams.get('from')).toBe('test');
    expect(location.searchParams.get('code')).toBeTruthy();
    expect(location.searchParams.get('state')).toBe('xyz');
  });

  it('Allow with response_type=token puts the token and state in the fragment; the token works', async () => {
    const redirect = 'http://localhost:14173/auth/callback';
    const { cookie, html } = await authorizePageFor(
      dialogUrl({ client_id: 'commons-demo', redirect_uri: redirect, response_type: 'token', state: 'st8' }),
    );
    const response = await t.app.request(
      '/dialog/authorize',
      form({ ...hiddenFields(html), decision: 'allow' }, cookie),
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(redirect);
    expect(location.search).toBe('');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('state')).toBe('st8');
    const token = fragment.get('access_token') ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect((await t.api('/api/v1/users/current.json', token)).status).toBe(200);
  });

  it('does not ask again once authorized, and returns the same token', async () => {
    const url = dialogUrl({ client_id: 'commons-demo', redirect_uri: REDIRECT, response_type: 'token' });
    const { cookie, html } = await authorizePageFor(url);
    const first = await t.app.request(
      '/dialog/authorize',
      form({ ...hiddenFields(html), decision: 'allow' }, cookie),
    );
    const again = await t.app.request(url, { headers: { Cookie: cookie } });
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
  });

  it('asks again after the token is revoked', async () => {
    const url = dialogUrl({ client_id: 'commons-demo', redirect_uri: REDIRECT, response_type: 'token' });
    const { cookie, html } = await authorizePageFor(url);
    const first = await t.app.request(
      '/dialog/authorize',
      form({ ...hiddenFields(html), decision: 'allow' }, cookie),
    );
    const token = new URLSearchParams(new URL(first.headers.get('location') ?? '').hash.slice(1)).get(
      'access_token',
    );
    t.repo.revokeToken(token ?? '', t.clock.now());
    const again = await t.app.request(url, { headers: { Cookie: cookie } });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Allow');
  });

  it('Deny redirects with error=access_denied, a description and state, in the query for both flows', async () => {
    for (const responseType of ['code', 'token']) {
      const { cookie, html } = await authorizePageFor(
        dialogUrl({
          client_id: 'commons-demo',
          redirect_uri: REDIRECT,
          response_type: responseType,
          state: 'd1',
        }),
      );
      const response = await t.app.request(
        '/dialog/authorize',
        form({ ...hiddenFields(html), decision: 'deny' }, cookie),
      );
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.searchParams.get('error')).toBe('access_denied');
      expect(location.searchParams.get('error_description')).toBeTruthy();
      expect(location.searchParams.get('state')).toBe('d1');
      expect(location.hash).toBe('');
    }
  });

  it('refuses the authorize form without the session CSRF token', async () => {
    const { cookie, html } = await authorizePageFor(
      dialogUrl({ client_id: 'commons-demo', redirect_uri: REDIRECT }),
    );
    const fields = { ...hiddenFields(html), csrf_token: 'forged', decision: 'allow' };
    const response = await t.app.request('/dialog/authorize', form(fields, cookie));
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBeNull();
  });

  it('shows an unknown client_id as an error page, never a redirect', async () => {
    const response = await t.app.request(dialogUrl({ client_id: 'nope', redirect_uri: REDIRECT }));
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('client_id');
  });

  describe('redirect URI rules', () => {
    const cases: [string, string, boolean][] = [
      // form 2: same origin and path; query ignored on either side
      ['2', 'http://localhost:5173/', true],
      ['2', 'http://localhost:5173/?type=mobile', true],
      ['2', 'http://localhost:5173/callback', false],
      ['2', 'http://localhost:5174/', false],
      ['2', 'https://localhost:5173/', false],
      ['2', 'http://evil.example/', false],
      // form 1: exact match, or the same host as the registered redirect URI / site URL
      ['1', 'http://localhost:5173/', true],
      ['1', 'http://localhost:14173/auth/callback', true],
      ['1', 'http://evil.example/', false],
      ['1', 'javascript:alert(1)', false],
      ['1', 'http://localhost.evil.example/', false],
    ];
    for (const [formNumber, redirect, valid] of cases) {
      it(`form ${formNumber}: ${redirect} is ${valid ? 'valid' : 'invalid'}`, async () => {
        const params = { client_id: 'commons-demo', redirect_uri: redirect, response_type: 'code' };
        const path = formNumber === '1' ? '/dialog/oauth' : '/oauth2/authorize';
        const response = await t.app.request(`${path}?${new URLSearchParams(params).toString()}`);
        expect(response.status).toBe(valid ? 200 : 400);
        if (valid) expect(await response.text()).toContain('Sign in');
        else expect(response.headers.get('location')).toBeNull();
      });
    }
  });
});

describe('the token endpoint (spec 5.1 step C)', () => {
  async function codeFor(redirect = REDIRECT): Promise<string> {
    const url = `/oauth2/authorize?${new URLSearchParams({ client_id: 'commons-demo', response_type: 'code', redirect_uri: redirect }).toString()}`;
    const { cookie, html } = await authorizePageFor(url);
    const response = await t.app.request(
      '/dialog/authorize',
      form({ ...hiddenFields(html), decision: 'allow' }, cookie),
    );
    return new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? '';
  }

  it('form 1 (GET .json) answers the full token response of spec 2.1', async () => {
    const code = await codeFor();
    const query = new URLSearchParams({
      client_id: 'commons-demo',
      client_secret: 'commons-demo-secret',
      code,
      redirect_uri: REDIRECT,
    });
    const response = await t.app.request(`/oauth2/access_token.json?${query.toString()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = await json<{
      access_token: Record<string, unknown>;
      user: Record<string, unknown>;
      network: Record<string, unknown>;
    }>(response);
    const wireDate = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \+0000$/;
    expect(body.access_token).toMatchObject({
      user_id: expect.any(Number) as unknown,
      network_id: expect.any(Number) as unknown,
      network_name: 'Example Corp',
      network_permalink: 'example.com',
      expires_at: null,
      authorized_at: expect.stringMatching(wireDate) as unknown,
      created_at: expect.stringMatching(wireDate) as unknown,
      view_subscriptions: true,
      modify_subscriptions: true,
      view_messages: true,
      modify_messages: true,
      view_members: true,
      view_tags: true,
      view_groups: true,
    });
    expect(typeof body.access_token.token).toBe('string');
    for (const field of [
      'id',
      'type',
      'name',
      'full_name',
      'state',
      'network_id',
      'network_name',
      'network_domains',
      'timezone',
      'mugshot_url',
      'web_url',
      'url',
      'guid',
      'job_title',
      'birth_date',
      'hire_date',
      'location',
      'summary',
      'expertise',
      'interests',
      'kids_names',
      'significant_other',
      'schools',
      'previous_companies',
      'external_urls',
      'verified_admin',
      'admin',
      'can_broadcast',
      'settings',
      'contact',
      'stats',
    ]) {
      expect(body.user, field).toHaveProperty(field);
    }
    expect(body.user).toMatchObject({
      type: 'user',
      state: 'active',
      verified_admin: 'false',
      admin: 'false',
      can_broadcast: 'false',
    });
    expect(body.user.contact).toMatchObject({
      im: { provider: '', username: '' },
      email_addresses: [{ type: 'primary', address: 'alice@example.com' }],
    });
    expect(body.user.settings).toHaveProperty('xdr_proxy');
    expect(body.network).toMatchObject({
      type: 'network',
      name: 'Example Corp',
      permalink: 'example.com',
      community: false,
      paid: true,
      show_upgrade_banner: false,
      is_org_chart_enabled: true,
      header_background_color: expect.stringMatching(/^#[0-9A-F]{6}$/i) as unknown,
      header_text_color: expect.stringMatching(/^#[0-9A-F]{6}$/i) as unknown,
      navigation_background_color: expect.stringMatching(/^#[0-9A-F]{6}$/i) as unknown,
      navigation_text_color: expect.stringMatching(/^#[0-9A-F]{6}$/i) as unknown,
    });
    expect(typeof body.network.web_url).toBe('string');
    const token = String(body.access_token.token);
    expect((await t.api('/api/v1/users/current.json', token)).status).toBe(200);
  });

  it('form 2 (POST, parameters in the body) works; the code is single use', async () => {
    const code = await codeFor();
    const fields = {
      client_id: 'commons-demo',
      client_secret: 'commons-demo-secret',
      code,
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT,
    };
    const first = await t.app.request('/oauth2/access_token', form(fields));
    expect(first.status).toBe(200);
    const again = await t.app.request('/oauth2/access_token', form(fields));
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: { type: 'OAuthException', message: 'Error validating verification code.' },
    });
  });

  it('form 2 accepts the parameters in the query string', async () => {
    const code = await codeFor();
    const query = new URLSearchParams({
      client_id: 'commons-demo',
      client_secret: 'commons-demo-secret',
      code,
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT,
    });
    const response = await t.app.request(`/oauth2/access_token?${query.toString()}`, { method: 'POST' });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong secret, an unknown code and an expired code with the 400 of section 7', async () => {
    const expected = { error: { type: 'OAuthException', message: 'Error validating verification code.' } };
    const code = await codeFor();
    const wrongSecret = await t.app.request(
      '/oauth2/access_token',
      form({ client_id: 'commons-demo', client_secret: 'nope', code, redirect_uri: REDIRECT }),
    );
    expect(wrongSecret.status).toBe(400);
    expect(await wrongSecret.json()).toEqual(expected);
    const unknown = await t.app.request(
      '/oauth2/access_token',
      form({ client_id: 'commons-demo', client_secret: 'commons-demo-secret', code: 'made-up' }),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(expected);
    t.clock.advance(11 * 60_000);
    const expired = await t.app.request(
      '/oauth2/access_token',
      form({ client_id: 'commons-demo', client_secret: 'commons-demo-secret', code, redirect_uri: REDIRECT }),
    );
    expect(expired.status).toBe(400);
  });
});
