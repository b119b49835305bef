import { splitNetworkPath } from '../config/network-path';
import { fingerprint } from '../lib/fingerprint';

/**
 * The tab's session: the bearer tokens live in sessionStorage (per tab, gone when the tab closes) and in this
 * store, which React reads through useSession (use-session.ts). No React here: the first chunk reads it. A
 * token is never put in a URL, a log or an error.
 *
 * Signing in gives one token, for the person's sign-in network. Each other network has its own token (spec
 * 5.4, `oauth/tokens.json`), kept beside it for the tab. Which network a page belongs to is in its address
 * (config/network-path.ts), read once when the page loads: `getToken()` is that network's token, so the
 * rate-limit budgets, the persisted query cache and everything else keyed by the token or the network id
 * are kept apart per network without knowing about networks.
 */
export type SignInNotice = 'expired' | 'signed-out' | null;

export interface SessionSnapshot {
  /** The bearer token of this page's network; null when signed out or while that network's is not known. */
  token: string | null;
  notice: SignInNotice;
  /** Whether the tab is signed in at all (holds the sign-in token). */
  signedIn: boolean;
  /** The permalink of the page's network, or null for the sign-in network. */
  network: string | null;
}

const TOKEN_KEY = 'commons.token';
/** The other networks' tokens: permalink to token. */
const NETWORK_TOKENS_KEY = 'commons.networkTokens';
/** The network the token's user was last seen in, so that the first chunk knows it before users/current. */
const NETWORK_KEY = 'commons.networkId';
/**
 * The service the tab's token was used with (config.json's serviceBaseUrl), so that on a reload the first
 * chunk sends the first feed request without waiting for config.json (boot/first-request.ts).
 */
const SERVICE_KEY = 'commons.serviceBaseUrl';
/** Why the sign-in screen is shown survives a reload, so a reader who reloads still learns the session ended. */
const NOTICE_KEY = 'commons.signInNotice';
/** The sign-in network's permalink (see rememberSignInNetwork). */
const SIGN_IN_NETWORK_KEY = 'commons.signInNetwork';
/**
 * Viewing as someone (spec 5.4, the admin console's "View as"): a tab an admin opened holds that person's
 * token as its sign-in token, and their name for the banner the tab shows for as long as it lives. Only in
 * this tab's sessionStorage; the admin's own tab keeps its own session. Forgotten with the tokens.
 */
const VIEW_AS_KEY = 'commons.viewingAs';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function storedNotice(): SignInNotice {
  const raw = storage()?.getItem(NOTICE_KEY);
  return raw === 'expired' || raw === 'signed-out' ? raw : null;
}

function saveNotice(notice: SignInNotice) {
  if (notice) storage()?.setItem(NOTICE_KEY, notice);
  else storage()?.removeItem(NOTICE_KEY);
}

function storedNetworkTokens(): Record<string, string> {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(NETWORK_TOKENS_KEY) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    return Object.fromEntries(
      Object.entries(raw as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

function currentPathname(): string {
  try {
    return window.location.pathname;
  } catch {
    return '/';
  }
}

/** The page's network, fixed for the page's life: switching networks loads the other network's address. */
let pageNetwork: string | null = splitNetworkPath(currentPathname()).network;
/** Network tokens the service refused on this page: not used again until a fresh one arrives. */
const refused = new Set<string>();

function readStored(): SessionSnapshot {
  const signIn = storage()?.getItem(TOKEN_KEY) ?? null;
  const token =
    signIn === null ? null : pageNetwork === null ? signIn : (storedNetworkTokens()[pageNetwork] ?? null);
  const usable = token !== null && !refused.has(token) ? token : null;
  return {
    token: usable,
    notice: signIn === null ? storedNotice() : null,
    signedIn: signIn !== null,
    network: pageNetwork,
  };
}

let snapshot: SessionSnapshot = readStored();
const listeners = new Set<() => void>();

function refresh() {
  snapshot = readStored();
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = (): SessionSnapshot => snapshot;
export const sessionStore = { subscribe, getSnapshot };

/** The bearer token of this page's network. */
export const getToken = (): string | null => snapshot.token;

/** The token the sign-in gave (the sign-in network's): it asks the service for the other networks' tokens. */
export const getSignInToken = (): string | null =>
  snapshot.signedIn ? (storage()?.getItem(TOKEN_KEY) ?? null) : null;

/** The page's network permalink (null: the sign-in network). */
export const pageNetworkOf = (): string | null => pageNetwork;

function networkKey(): string {
  return pageNetwork === null ? NETWORK_KEY : `${NETWORK_KEY}.${pageNetwork}`;
}

function forgetTokens() {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) {
    if (
      [TOKEN_KEY, NETWORK_TOKENS_KEY, SIGN_IN_NETWORK_KEY, VIEW_AS_KEY].includes(key) ||
      key.startsWith(NETWORK_KEY)
    )
      store.removeItem(key);
  }
}

/** A new sign-in: possibly another person, so every network token of the last one goes. */
export function setToken(token: string): void {
  forgetTokens();
  refused.clear();
  storage()?.setItem(TOKEN_KEY, token);
  saveNotice(null);
  refresh();
}

/**
 * The same sign-in with a renewed token (an identity provider's short-lived one, auth/oidc-renewal.ts): the
 * other networks' tokens and everything else of the session stay.
 */
export function renewSignInToken(token: string): void {
  if (!snapshot.signedIn) return;
  storage()?.setItem(TOKEN_KEY, token);
  refresh();
}

/** The tokens of the person's networks (`oauth/tokens.json`), by permalink; the sign-in token stays. */
export function setNetworkTokens(tokens: readonly { permalink: string; token: string }[]): void {
  if (!snapshot.signedIn) return;
  const all = storedNetworkTokens();
  for (const { permalink, token } of tokens) {
    if (refused.has(token)) continue;
    all[permalink] = token;
  }
  storage()?.setItem(NETWORK_TOKENS_KEY, JSON.stringify(all));
  refresh();
}

/** Every token the tab holds: the sign-in token and each other network's (what a sign-out forgets). */
export function allTokens(): string[] {
  const signIn = storage()?.getItem(TOKEN_KEY);
  return [...new Set([...(signIn ? [signIn] : []), ...Object.values(storedNetworkTokens())])];
}

/**
 * The tabs of one browser tell each other of a sign-out: every tab holding the same sign-in (the same token,
 * which the service hands to the same person and app again) shows the signed-out state at once. Only a
 * digest of the token travels.
 */
let channel: BroadcastChannel | null = null;

function forgetSignIn(): void {
  forgetTokens();
  refused.clear();
  saveNotice('signed-out');
  refresh();
}

export function signOut(): void {
  const signIn = storage()?.getItem(TOKEN_KEY);
  forgetSignIn();
  listenToOtherTabs();
  if (signIn) channel?.postMessage({ type: 'signed-out', who: fingerprint(signIn) });
}

/**
 * Opened once the page's first work is done: the entry chunk sends the first feed request while this module
 * is evaluated, and nothing may hold that back (npm run bench).
 */
function listenToOtherTabs(): void {
  if (typeof BroadcastChannel === 'undefined' || channel !== null) return;
  channel = new BroadcastChannel('commons.session');
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; who?: unknown } | null;
    const signIn = storage()?.getItem(TOKEN_KEY);
    if (data?.type === 'signed-out' && signIn && data.who === fingerprint(signIn)) forgetSignIn();
  };
}
setTimeout(listenToOtherTabs, 0);

/** The sign-in token is dead: forget every token and say why the sign-in screen is back. Idempotent. */
export function expireSession(): void {
  forgetTokens();
  saveNotice('expired');
  if (!snapshot.signedIn && snapshot.notice === 'expired') return;
  refresh();
}

/**
 * A 401 for `token`. The sign-in token refused means the session is over. Another network's token refused
 * means only that network is closed to this page (suspended there, or the token revoked): the page asks
 * for a fresh one once (features/networks), without signing the person out of the rest.
 */
export function refuseToken(token: string): void {
  if (token === storage()?.getItem(TOKEN_KEY) || !snapshot.signedIn) {
    expireSession();
    return;
  }
  if (refused.has(token)) return;
  refused.add(token);
  const kept = Object.entries(storedNetworkTokens()).filter(([, value]) => value !== token);
  storage()?.setItem(NETWORK_TOKENS_KEY, JSON.stringify(Object.fromEntries(kept)));
  refresh();
}

/** Whether the service refused this token on this page (a fresh one from tokens.json is then not the same). */
export const wasRefused = (token: string): boolean => refused.has(token);

/** Remembers, for this tab and network, which network id the signed-in user has (users/current said). */
export function rememberNetwork(networkId: number): void {
  if (snapshot.token !== null) storage()?.setItem(networkKey(), String(networkId));
}

/** The network id remembered for this tab's page network, or null before users/current has answered once. */
export function rememberedNetwork(): number | null {
  const id = Number(storage()?.getItem(networkKey()) ?? NaN);
  return snapshot.token !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The sign-in network's permalink, learnt on its own pages: a switch back to it needs no prefix. */
export function rememberSignInNetwork(permalink: string): void {
  if (snapshot.signedIn) storage()?.setItem(SIGN_IN_NETWORK_KEY, permalink);
}

export function signInNetwork(): string | null {
  return snapshot.signedIn ? (storage()?.getItem(SIGN_IN_NETWORK_KEY) ?? null) : null;
}

/** Remembers, for this tab, the service base URL that config.json named on this load. */
export function rememberService(serviceBaseUrl: string): void {
  storage()?.setItem(SERVICE_KEY, serviceBaseUrl);
}

/** The service base URL config.json named on an earlier load of this tab, when a token is held. */
export function rememberedService(): string | null {
  return snapshot.token === null ? null : (storage()?.getItem(SERVICE_KEY) ?? null);
}

/** For tests: the page's network, then re-read the tokens from storage. */
export function resetSessionFromStorage(network: string | null = null): void {
  pageNetwork = network;
  refused.clear();
  refresh();
}

/** This tab becomes the person's: every token it held (copied from the admin's tab on opening) goes. */
export function startViewingAs(token: string, name: string): void {
  setToken(token);
  storage()?.setItem(VIEW_AS_KEY, name);
  refresh();
}

/** The name of the person this tab views as, or null for a tab of one's own. */
export function viewingAs(): string | null {
  return snapshot.signedIn ? (storage()?.getItem(VIEW_AS_KEY) ?? null) : null;
}
