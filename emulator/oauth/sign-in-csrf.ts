import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { randomSecret } from './grants';

/**
 * CSRF protection of the sign-in form, which is shown before there is a session to tie a token to: a random
 * value in an HttpOnly cookie and the same value in the form (double submit). Another site can make a browser
 * post the form, but can neither read nor set this cookie, so its post carries no matching token.
 */
const COOKIE = 'commons_emulator_sign_in';
const TOKEN = /^[\w-]{32}$/;

/** The token for the page being shown: the browser's existing one, or a new one set now. */
export function signInCsrfToken(c: Context): string {
  const existing = getCookie(c, COOKIE);
  if (existing !== undefined && TOKEN.test(existing)) return existing;
  const token = randomSecret();
  setCookie(c, COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return token;
}

/** Whether a posted form carries the token of this browser's cookie. */
export function validSignInCsrf(c: Context, sent: string | undefined): boolean {
  return sameSecret(getCookie(c, COOKIE), sent);
}

/** Constant-time comparison of two secrets, false when either is missing. */
export function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined || a === '') return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
