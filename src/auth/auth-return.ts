import type { AppConfig } from '../config/app-config';
import { getToken, setToken } from './session';
import { takePendingSignIn } from './pending-sign-in';

/** The parameters a sign-in redirect brought back, held in memory only after the URL is cleaned. */
export interface CapturedReturn {
  /** From the fragment (implicit grant) or the query (errors, and the OIDC code flow). */
  params: URLSearchParams;
  /** The full URL as it arrived, for the OIDC library; never stored or logged. */
  href: string;
}

export type AuthOutcome =
  | { kind: 'signed-in'; returnTo: string }
  /** The service's own description of a refusal, in its words, when it gave one. */
  | { kind: 'denied'; error: string; description: string | null; returnTo: string }
  /**
   * Why, as a kind the sign-in screen puts in words (features/sign-in/auth-callback.tsx): this runs in the first
   * page's code, whose catalog then need not carry sentences only that screen shows.
   */
  | { kind: 'invalid'; reason: InvalidReturn; returnTo: string };

/** Why a sign-in response was not taken: none here, not this tab's, the provider failed, no token in it. */
export type InvalidReturn = 'none' | 'foreign' | 'provider-failed' | 'no-token';

let captured: CapturedReturn | null = null;
let finishing: Promise<AuthOutcome> | null = null;

const RETURN_PARAMS = [
  'access_token',
  'token_type',
  'expires_in',
  'state',
  'error',
  'error_description',
  'code',
  'session_state',
  'iss',
  'scope',
];

/**
 * Runs first thing at start, before config, React or any request: if the address carries a sign-in return
 * (`#access_token=...` or `?error=` / `?code=` with `state`), keep its parameters in memory and replace the
 * history entry with a clean URL, so the token never stays in the address bar, history, a log or a referrer.
 */
export function captureAuthReturn(win: Pick<Window, 'location' | 'history'> = window): boolean {
  const { location, history } = win;
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const search = new URLSearchParams(location.search);
  const fromHash = hash.has('access_token') || hash.has('error');
  const fromQuery = search.has('state') && (search.has('error') || search.has('code'));
  if (!fromHash && !fromQuery) return false;
  const href = location.href;
  const params = fromHash ? hash : new URLSearchParams(search);
  for (const name of RETURN_PARAMS) search.delete(name);
  const rest = search.toString();
  history.replaceState(history.state as unknown, '', `${location.pathname}${rest ? `?${rest}` : ''}`);
  captured = { params, href };
  finishing = null;
  return true;
}

export const hasCapturedReturn = (): boolean => captured !== null;

/**
 * Completes the captured return once (StrictMode and re-renders share the same promise): checks `state`
 * against the pending sign-in, keeps the token on success and discards it on any mismatch.
 */
export function finishSignIn(config: AppConfig, storage: Storage = sessionStorage): Promise<AuthOutcome> {
  finishing ??= complete(config, captured, storage);
  captured = null;
  return finishing;
}

async function complete(
  config: AppConfig,
  ret: CapturedReturn | null,
  storage: Storage,
): Promise<AuthOutcome> {
  const pending = takePendingSignIn(storage);
  const returnTo = pending?.returnTo ?? '/';
  if (!ret) return { kind: 'invalid', reason: 'none', returnTo };
  const { params } = ret;
  const sent = params.get('state');
  // The OIDC library sends `<its own id>;<our state>`; the implicit grant sends ours as it is.
  const state = pending?.method === 'oidc' ? (sent?.split(';').at(-1) ?? null) : sent;
  if (!pending || !state || state !== pending.state) {
    // Back from the page the sign-in led to goes through the dialog again, which redirects here at once
    // with the old state. A tab that is signed in stays signed in and carries on; the return is ignored.
    if (getToken() !== null) return { kind: 'signed-in', returnTo };
    return {
      kind: 'invalid',
      reason: 'foreign',
      returnTo,
    };
  }
  const error = params.get('error');
  if (error) {
    return {
      kind: 'denied',
      error,
      description: params.get('error_description'),
      returnTo,
    };
  }
  if (pending.method === 'oidc' && config.oidc) {
    const { completeOidcSignIn } = await import('./oidc-provider');
    try {
      setToken(await completeOidcSignIn(config.oidc, config.redirectUri, ret.href));
    } catch {
      return { kind: 'invalid', reason: 'provider-failed', returnTo };
    }
    return { kind: 'signed-in', returnTo };
  }
  const token = params.get('access_token');
  if (!token) return { kind: 'invalid', reason: 'no-token', returnTo };
  setToken(token);
  return { kind: 'signed-in', returnTo };
}

/** For tests. */
export function resetAuthReturn(): void {
  captured = null;
  finishing = null;
}
