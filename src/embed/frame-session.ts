/**
 * The frame's own sign-in: its token in localStorage, which the browser partitions per embedding site, so it
 * lasts across days on that intranet page and is never the full app's (that tab's token is in its own
 * sessionStorage and is not assumed to help). The token stays in the frame: it is never posted to the parent.
 * Where the browser refuses the frame any storage, the sign-in lasts as long as the page (lib/page-storage.ts).
 */
import { pageStorage } from '../lib/page-storage';

const TOKEN_KEY = 'commons.embed.token';
/** Why the frame asks for sign-in again (kept across a reload, like the app's notice). */
const EXPIRED_KEY = 'commons.embed.expired';
/** The tokens of the person's other networks, by permalink (spec 5.4), for an embed with a `network` option. */
const NETWORK_TOKENS_KEY = 'commons.embed.networkTokens';

export interface FrameSession {
  /** The sign-in token: the person is signed in to the frame. */
  token: string | null;
  /** The service refused the last token (a 401, or it expired): the frame says so when it asks again. */
  expired: boolean;
  /** The token of the embed's `network` when it names one, once the service gave it; else the sign-in token. */
  readToken: string | null;
}

/** The network the embed's options name (`network`), set once at start; null for the sign-in network. */
let embedNetwork: string | null = null;

function networkTokens(store: Storage): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(store.getItem(NETWORK_TOKENS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** localStorage, or the page's memory where the browser blocks storage in third-party frames. */
const storage = pageStorage;

function read(): FrameSession {
  const store = storage();
  const token = store.getItem(TOKEN_KEY) ?? null;
  const readToken =
    token === null || embedNetwork === null ? token : (networkTokens(store)[embedNetwork] ?? null);
  return { token, expired: store.getItem(EXPIRED_KEY) === '1', readToken };
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
  /** What every request carries: the embed's network's token, or the sign-in one. */
  getToken: (): string | null => snapshot.readToken,
  /** The embed shows this network (its `network` option) rather than the sign-in one. */
  showNetwork: (permalink: string | null): void => {
    embedNetwork = permalink;
    changed();
  },
  /** The person's tokens for their networks, from `oauth/tokens.json` asked with the sign-in token. */
  keepNetworkTokens: (tokens: { permalink: string; token: string }[]): void => {
    const kept = networkTokens(storage());
    for (const { permalink, token } of tokens) kept[permalink] = token;
    storage().setItem(NETWORK_TOKENS_KEY, JSON.stringify(kept));
    changed();
  },
  /** A fresh token from the popup. */
  signIn: (token: string): void => {
    storage().setItem(TOKEN_KEY, token);
    storage().removeItem(EXPIRED_KEY);
    changed();
  },
  /** The service refused `token` (401): forget it, unless a newer one has replaced it meanwhile. */
  refuse: (token: string): void => {
    const store = storage();
    const kept = networkTokens(store);
    const network = Object.keys(kept).find((permalink) => kept[permalink] === token);
    if (network !== undefined) {
      // A network's token refused: ask for the person's tokens again rather than ending the sign-in.
      const rest = Object.fromEntries(Object.entries(kept).filter(([permalink]) => permalink !== network));
      store.setItem(NETWORK_TOKENS_KEY, JSON.stringify(rest));
      changed();
      return;
    }
    if (store.getItem(TOKEN_KEY) !== token && snapshot.token !== token) return;
    store.removeItem(NETWORK_TOKENS_KEY);
    storage().removeItem(TOKEN_KEY);
    storage().setItem(EXPIRED_KEY, '1');
    changed();
  },
  /** Sign out of this frame (and the site's other frames): the token is forgotten, nothing is said expired. */
  signOut: (): void => {
    storage().removeItem(NETWORK_TOKENS_KEY);
    storage().removeItem(TOKEN_KEY);
    storage().removeItem(EXPIRED_KEY);
    changed();
  },
  /** Another frame of the same site (same partition) signed in or out: follow it. */
  reread: changed,
};

/** Frames of one embedding site share the partition: a sign-in in one of them reaches the others. */
export function followOtherFrames(win: Window = window): void {
  win.addEventListener('storage', (event) => {
    if ([TOKEN_KEY, EXPIRED_KEY, NETWORK_TOKENS_KEY].includes(event.key ?? '') || event.key === null)
      changed();
  });
}
