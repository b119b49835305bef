import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { json, useTestApp } from '../test/test-app';
import {
  authorize,
  authorizeUrl,
  CALLBACK,
  CLIENT_ID,
  decodePart,
  ISSUER,
  pkcePair,
  signIn,
  signInWithPkce,
  tokenRequest,
} from './idp-test-kit';

const { t } = useTestApp();

describe('the OpenID provider: discovery and keys', () => {
  it('publishes its endpoints, S256 only, RS256 only, with CORS for the app', async () => {
    const response = await t.app.request('/idp/.well-known/openid-configuration', {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(await json(response)).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/authorize`,
      token_endpoint: `${ISSUER}/token`,
      jwks_uri: `${ISSUER}/jwks`,
      end_session_endpoint: `${ISSUER}/end-session`,
      revocation_endpoint: `${ISSUER}/revoke`,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
      response_types_supported: ['code'],
    });
  });

  it('keeps one key in the database: the JWKS names it and it survives a restart', async () => {
    const keys = (
      await json<{ keys: { kid: string; kty: string; alg: string }[] }>(await t.app.request('/idp/jwks'))
    ).keys;
    expect(keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig' })]);
    const { tokens } = await signInWithPkce(t);
    expect(decodePart(tokens.access_token, 0)).toEqual({ alg: 'RS256', typ: 'at+jwt', kid: keys[0]?.kid });
    // Another emulator process over the same file (a restart) publishes the same key and accepts the token.
    const restarted = createApp({ db: t.file, seed: false, now: t.clock.now });
    try {
      const again = await json<{ keys: { kid: string }[] }>(await restarted.app.request('/idp/jwks'));
      expect(again.keys.map((key) => key.kid)).toEqual([keys[0]?.kid]);
      const me = await restarted.app.request('/api/v1/users/current.json', {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
      });
      expect(me.status).toBe(200);
    } finally {
      restarted.close();
    }
  });
});

describe('the OpenID provider: authorization code with PKCE', () => {
  it('asks for credentials on the shared sign-in page, then sends the code back with state and iss', async () => {
    const { challenge } = pkcePair();
    const url = authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' });
    const page = await t.app.request(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('action="/dialog/sign-in"');
    const cookie = await signIn(t);
    const { response, location, code } = await authorize(t, cookie, {
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(code).not.toBe('');
    expect(location.searchParams.get('state')).toBe('st4te');
    expect(location.searchParams.get('iss')).toBe(ISSUER);
  });

  it('gives tokens for the right verifier: a short-lived RS256 access token and an id token', async () => {
    const { tokens } = await signInWithPkce(t);
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 600, scope: 'openid profile' });
    const alice = t.repo.userByEmail('alice@example.com');
    const access = decodePart(tokens.access_token, 1);
    expect(access).toMatchObject({ iss: ISSUER, sub: String(alice?.id), aud: 'http://localhost/api/v1' });
    expect(access).toMatchObject({ client_id: CLIENT_ID, scope: 'openid profile' });
    expect(typeof access.network_id).toBe('number');
    expect(Number(access.exp) - Number(access.iat)).toBe(600);
    const id = decodePart(tokens.id_token ?? '', 1);
    expect(id).toMatchObject({ iss: ISSUER, aud: CLIENT_ID, sub: String(alice?.id), name: alice?.full_name });
  });

  it('refuses a wrong verifier, a missing one, a reused code and another redirect_uri', async () => {
    const cookie = await signIn(t);
    const { verifier, challenge } = pkcePair();
    const { code } = await authorize(t, cookie, { code_challenge: challenge, code_challenge_method: 'S256' });
    const exchange = (fields: Record<string, string>) =>
      tokenRequest(t, { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, ...fields });
    const wrong = await exchange({ code_verifier: pkcePair().verifier });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toEqual({
      error: 'invalid_grant',
      error_description: 'code_verifier does not match the code_challenge.',
    });
    expect(await json(await exchange({}))).toMatchObject({ error: 'invalid_request' });
    const elsewhere = await exchange({
      code_verifier: verifier,
      redirect_uri: 'http://localhost:5173/other',
    });
    expect(await json(elsewhere)).toMatchObject({ error: 'invalid_grant' });
    expect((await exchange({ code_verifier: verifier })).status).toBe(200);
    const again = await exchange({ code_verifier: verifier });
    expect(await json(again)).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses plain, a missing challenge and other response types with an error redirect', async () => {
    const cookie = await signIn(t);
    const cases: { params: Record<string, string>; error: string }[] = [
      {
        params: { code_challenge: 'x'.repeat(43), code_challenge_method: 'plain' },
        error: 'invalid_request',
      },
      { params: { code_challenge: 'x'.repeat(43) }, error: 'invalid_request' },
      { params: {}, error: 'invalid_request' },
      { params: { ...validPkce(), response_type: 'token' }, error: 'unsupported_response_type' },
      { params: { ...validPkce(), scope: 'openid admin' }, error: 'invalid_scope' },
    ];
    for (const { params, error } of cases) {
      const { response, location } = await authorize(t, cookie, params);
      expect(response.status).toBe(302);
      expect(location.searchParams.get('error')).toBe(error);
      expect(location.searchParams.get('state')).toBe('st4te');
      expect(location.searchParams.get('code')).toBeNull();
    }
  });

  it('never redirects to an unknown client or an unregistered redirect_uri', async () => {
    const refused: Record<string, string>[] = [
      { client_id: 'nobody' },
      { redirect_uri: 'https://evil.example/auth/callback' },
      { redirect_uri: 'http://localhost:5173/' },
    ];
    for (const params of refused) {
      const response = await t.app.request(authorizeUrl({ ...validPkce(), ...params }));
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('answers clear JSON errors for bad token requests', async () => {
    const unknownClient = await t.app.request('/idp/token', {
      method: 'POST',
      body: 'grant_type=authorization_code&client_id=nobody',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(unknownClient.status).toBe(401);
    expect(await json(unknownClient)).toMatchObject({ error: 'invalid_client' });
    expect(
      await json(await tokenRequest(t, { client_secret: 'wrong', grant_type: 'refresh_token' })),
    ).toMatchObject({ error: 'invalid_client' });
    expect(await json(await tokenRequest(t, {}))).toMatchObject({ error: 'invalid_request' });
    expect(await json(await tokenRequest(t, { grant_type: 'password' }))).toMatchObject({
      error: 'unsupported_grant_type',
    });
    const unknownCode = await tokenRequest(t, {
      grant_type: 'authorization_code',
      code: 'x',
      code_verifier: 'y',
    });
    expect(unknownCode.status).toBe(400);
    expect(await json(unknownCode)).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('the OpenID provider: refresh tokens', () => {
  it('rotates on use; a spent refresh token is refused and ends the sign-in', async () => {
    const { tokens } = await signInWithPkce(t);
    const first = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(first.status).toBe(200);
    const renewed = await json<{ refresh_token: string; access_token: string }>(first);
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    const replay = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(replay.status).toBe(400);
    expect(await json(replay)).toMatchObject({ error: 'invalid_grant' });
    // The replay revoked the grant: the newer refresh token and access token stop working too.
    const next = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: renewed.refresh_token });
    expect(await json(next)).toMatchObject({ error: 'invalid_grant' });
    expect((await t.api('/api/v1/users/current.json', renewed.access_token)).status).toBe(401);
  });

  it('refuses an unknown refresh token and a wider scope', async () => {
    const { tokens } = await signInWithPkce(t);
    expect(
      await json(await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: 'nope' })),
    ).toMatchObject({ error: 'invalid_grant' });
    const wider = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      scope: 'openid email',
    });
    expect(await json(wider)).toMatchObject({ error: 'invalid_scope' });
  });
});

describe('the OpenID provider: end-session', () => {
  it('ends the sign-in cookie and the grant, then returns to a registered page with state', async () => {
    const { cookie, tokens } = await signInWithPkce(t);
    const response = await t.app.request(
      `/idp/end-session?${new URLSearchParams({
        id_token_hint: tokens.id_token ?? '',
        post_logout_redirect_uri: 'http://localhost:5173/',
        state: 'bye',
      }).toString()}`,
      { headers: { Cookie: cookie } },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost:5173/?state=bye');
    expect(response.headers.get('set-cookie')).toMatch(/commons_emulator_session=;/);
    // The old cookie names no session any more: the next authorization asks for credentials again.
    const next = await t.app.request(authorizeUrl(validPkce()), { headers: { Cookie: cookie } });
    expect(next.status).toBe(200);
    expect(await next.text()).toContain('<label for="password">Password</label>');
    expect((await t.api('/api/v1/users/current.json', tokens.access_token)).status).toBe(401);
    const refresh = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(await json(refresh)).toMatchObject({ error: 'invalid_grant' });
  });

  it('signs out without a hint, and refuses an unregistered return address or a foreign hint', async () => {
    const cookie = await signIn(t);
    const plain = await t.app.request('/idp/end-session', { headers: { Cookie: cookie } });
    expect(plain.status).toBe(200);
    expect(await plain.text()).toContain('Signed out');
    const evil = await t.app.request(
      `/idp/end-session?client_id=${CLIENT_ID}&post_logout_redirect_uri=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(evil.status).toBe(400);
    expect(evil.headers.get('location')).toBeNull();
    const noClient = await t.app.request(
      '/idp/end-session?post_logout_redirect_uri=http%3A%2F%2Flocalhost%3A5173%2F',
    );
    expect(noClient.status).toBe(400);
    const forged = await t.app.request('/idp/end-session?id_token_hint=a.b.c');
    expect(forged.status).toBe(400);
  });
});

function validPkce() {
  return { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' };
}
