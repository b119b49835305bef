import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { dialogHelpers, dialogUrl, form, hiddenFields, REDIRECT } from './oauth-test-support';

const { t } = useTestApp();
const { signInPageOf, signIn, authorizePageFor } = dialogHelpers(t);

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
