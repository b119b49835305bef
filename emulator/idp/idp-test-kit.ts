import { createHash, randomBytes } from 'node:crypto';
import type { TestApp } from '../test/test-app';

/** The demo app's OpenID client and the callback the app registers (`--app-origin` free: localhost). */
export const CLIENT_ID = 'commons-demo';
export const CALLBACK = 'http://localhost:5173/auth/callback';
export const ISSUER = 'http://localhost/idp';

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function form(fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  };
}

export function authorizeUrl(params: Record<string, string>): string {
  return `/idp/authorize?${new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'openid profile',
    state: 'st4te',
    ...params,
  }).toString()}`;
}

/** Signs in through the shared sign-in page; returns the session cookie. */
export async function signIn(t: TestApp, email = 'alice@example.com'): Promise<string> {
  const answer = await t.app.request(
    authorizeUrl({ code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }),
  );
  const page = await answer.text();
  const returnTo = /name="return_to" value="([^"]*)"/.exec(page)?.[1]?.replace(/&amp;/g, '&') ?? '';
  const csrf = /name="csrf_token" value="([^"]*)"/.exec(page)?.[1] ?? '';
  const csrfCookie = (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const response = await t.app.request(
    '/dialog/sign-in',
    form({ email, password: 'demo', return_to: returnTo, csrf_token: csrf }, { Cookie: csrfCookie }),
  );
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Runs the authorization request as a signed-in browser and returns the code (or the error redirect). */
export async function authorize(t: TestApp, cookie: string, params: Record<string, string>) {
  const response = await t.app.request(authorizeUrl(params), { headers: { Cookie: cookie } });
  const location = new URL(response.headers.get('location') ?? 'http://invalid/');
  return { response, location, code: location.searchParams.get('code') ?? '' };
}

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

export const tokenRequest = (t: TestApp, fields: Record<string, string>) =>
  t.app.request('/idp/token', form({ client_id: CLIENT_ID, ...fields }));

/** Signs alice (or `email`) in and goes through the whole code flow with PKCE. */
export async function signInWithPkce(t: TestApp, email = 'alice@example.com') {
  const cookie = await signIn(t, email);
  const { verifier, challenge } = pkcePair();
  const { code } = await authorize(t, cookie, { code_challenge: challenge, code_challenge_method: 'S256' });
  const response = await tokenRequest(t, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: CALLBACK,
    code_verifier: verifier,
  });
  return { cookie, tokens: (await response.json()) as TokenSet };
}

export function decodePart(jwt: string, index: 0 | 1): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[index] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
