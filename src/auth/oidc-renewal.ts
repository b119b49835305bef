import type { AppConfig, OidcConfig } from '../config/app-config';
import { expireSession, renewSignInToken, sessionStore } from './session';

/** Renew this long before the token expires, so no request ever carries an expired one. */
export const RENEW_AHEAD_MS = 60_000;

/**
 * Keeps an identity provider's short-lived access token fresh while the tab is signed in: a timer fires a
 * minute before expiry and swaps in a token renewed by the refresh token; requests read the token on each
 * attempt, so nothing in flight or typed is interrupted. When the provider refuses, the session expires the
 * usual way: the sign-in screen at the same address, every draft kept, back to it after signing in.
 */
export function keepOidcTokenFresh(config: AppConfig & { oidc: OidcConfig }): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let ended = false;
  /** Asked again after each await: the tab may have stopped it meanwhile. */
  const stopped = () => ended;
  /** Each plan supersedes the ones still awaiting the provider's answer: one timer at a time. */
  let plan = 0;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = async () => {
    clear();
    const mine = ++plan;
    if (stopped() || !sessionStore.getSnapshot().signedIn) return;
    const { oidcExpiry } = await import('./oidc-provider');
    const expiresAt = await oidcExpiry(config.oidc, config.redirectUri);
    // A legacy token (no provider user in this tab) never expires by the clock.
    if (expiresAt === null || stopped() || mine !== plan) return;
    timer = setTimeout(() => void renew(), Math.max(0, expiresAt - RENEW_AHEAD_MS - Date.now()));
  };
  const renew = async () => {
    timer = null;
    const { renewOidcToken } = await import('./oidc-provider');
    const token = await renewOidcToken(config.oidc, config.redirectUri);
    if (stopped()) return;
    if (token === null) {
      expireSession();
      return;
    }
    renewSignInToken(token);
  };
  // Signed in (or renewed): the next renewal is planned from the new token's expiry.
  const unsubscribe = sessionStore.subscribe(() => void schedule());
  void schedule();
  return () => {
    ended = true;
    clear();
    unsubscribe();
  };
}
