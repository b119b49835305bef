import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Repository, SessionRow } from '../db/repository';
import { randomSecret } from './grants';

/** The dialog's own sign-in cookie: HttpOnly, SameSite=Lax, never readable by the app. */
const COOKIE = 'commons_emulator_session';
const SESSION_LIFETIME_MS = 14 * 24 * 3_600_000;

export function currentSession(c: Context, repo: Repository, now: number): SessionRow | undefined {
  const id = getCookie(c, COOKIE);
  return id ? repo.sessionById(id, now) : undefined;
}

export function startSession(c: Context, repo: Repository, userId: number, now: number): SessionRow {
  const session: SessionRow = {
    id: randomSecret(),
    user_id: userId,
    csrf_token: randomSecret(),
    created_at: now,
    expires_at: now + SESSION_LIFETIME_MS,
  };
  repo.createSession(session);
  setCookie(c, COOKIE, session.id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
  return session;
}

export function endSession(c: Context, repo: Repository): void {
  const id = getCookie(c, COOKIE);
  if (id) repo.deleteSession(id);
  deleteCookie(c, COOKIE, { path: '/' });
}
