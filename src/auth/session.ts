/**
 * The tab's session: the bearer token lives in sessionStorage (per tab, gone when the tab closes) and in this
 * store, which React reads through useSession (use-session.ts). No React here: the first chunk reads it. The token is never put in a URL, a log or an error.
 */
export type SignInNotice = 'expired' | 'signed-out' | null;

export interface SessionSnapshot {
  token: string | null;
  notice: SignInNotice;
}

const TOKEN_KEY = 'commons.token';
/** The network the token's user was last seen in, so that the first chunk knows it before users/current. */
const NETWORK_KEY = 'commons.networkId';
/**
 * The service the tab's token was used with (config.json's serviceBaseUrl), so that on a reload the first
 * chunk sends the first feed request without waiting for config.json (app/first-request.ts).
 */
const SERVICE_KEY = 'commons.serviceBaseUrl';
/** Why the sign-in screen is shown survives a reload, so a reader who reloads still learns the session ended. */
const NOTICE_KEY = 'commons.signInNotice';

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

let snapshot: SessionSnapshot = readStored();

function readStored(): SessionSnapshot {
  const token = storage()?.getItem(TOKEN_KEY) ?? null;
  return { token, notice: token === null ? storedNotice() : null };
}
const listeners = new Set<() => void>();

function set(next: SessionSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = (): SessionSnapshot => snapshot;
export const sessionStore = { subscribe, getSnapshot };

export const getToken = (): string | null => snapshot.token;

export function setToken(token: string): void {
  storage()?.removeItem(NETWORK_KEY);
  storage()?.setItem(TOKEN_KEY, token);
  saveNotice(null);
  set({ token, notice: null });
}

export function signOut(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(NETWORK_KEY);
  saveNotice('signed-out');
  set({ token: null, notice: 'signed-out' });
}

/** A 401: forget the token and say why the sign-in screen is back. Idempotent for a burst of 401s. */
export function expireSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(NETWORK_KEY);
  saveNotice('expired');
  if (snapshot.token === null && snapshot.notice === 'expired') return;
  set({ token: null, notice: 'expired' });
}

/** Remembers, for this tab and token, which network the signed-in user belongs to (users/current said). */
export function rememberNetwork(networkId: number): void {
  if (snapshot.token !== null) storage()?.setItem(NETWORK_KEY, String(networkId));
}

/** The network remembered for this tab's token, or null before users/current has answered once. */
export function rememberedNetwork(): number | null {
  const id = Number(storage()?.getItem(NETWORK_KEY) ?? NaN);
  return snapshot.token !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Remembers, for this tab, the service base URL that config.json named on this load. */
export function rememberService(serviceBaseUrl: string): void {
  storage()?.setItem(SERVICE_KEY, serviceBaseUrl);
}

/** The service base URL config.json named on an earlier load of this tab, when a token is held. */
export function rememberedService(): string | null {
  return snapshot.token === null ? null : (storage()?.getItem(SERVICE_KEY) ?? null);
}

/** For tests: re-read the token from storage. */
export function resetSessionFromStorage(): void {
  set(readStored());
}
