/**
 * The frame's own sign-in: its token in localStorage, which the browser partitions per embedding site, so it
 * lasts across days on that intranet page and is never the full app's (that tab's token is in its own
 * sessionStorage and is not assumed to help). The token stays in the frame: it is never posted to the parent.
 */
const TOKEN_KEY = 'commons.embed.token';
/** Why the frame asks for sign-in again (kept across a reload, like the app's notice). */
const EXPIRED_KEY = 'commons.embed.expired';

export interface FrameSession {
  token: string | null;
  /** The service refused the last token (a 401, or it expired): the frame says so when it asks again. */
  expired: boolean;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(): FrameSession {
  const store = storage();
  return { token: store?.getItem(TOKEN_KEY) ?? null, expired: store?.getItem(EXPIRED_KEY) === '1' };
}

let snapshot: FrameSession = read();
const listeners = new Set<() => void>();

function changed(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

export const frameSession = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): FrameSession => snapshot,
  getToken: (): string | null => snapshot.token,
  /** A fresh token from the popup. */
  signIn: (token: string): void => {
    storage()?.setItem(TOKEN_KEY, token);
    storage()?.removeItem(EXPIRED_KEY);
    changed();
  },
  /** The service refused `token` (401): forget it, unless a newer one has replaced it meanwhile. */
  refuse: (token: string): void => {
    if (storage()?.getItem(TOKEN_KEY) !== token && snapshot.token !== token) return;
    storage()?.removeItem(TOKEN_KEY);
    storage()?.setItem(EXPIRED_KEY, '1');
    changed();
  },
  /** Sign out of this frame (and the site's other frames): the token is forgotten, nothing is said expired. */
  signOut: (): void => {
    storage()?.removeItem(TOKEN_KEY);
    storage()?.removeItem(EXPIRED_KEY);
    changed();
  },
  /** Another frame of the same site (same partition) signed in or out: follow it. */
  reread: changed,
};

/** Frames of one embedding site share the partition: a sign-in in one of them reaches the others. */
export function followOtherFrames(win: Window = window): void {
  win.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === EXPIRED_KEY || event.key === null) changed();
  });
}
