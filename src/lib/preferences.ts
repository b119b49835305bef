import type { FeedLayout } from './feed-source';

/**
 * Small reader preferences kept in localStorage, with a change signal so every screen that shows one follows
 * it (also across tabs, through the storage event). No React here: components/use-preference.ts reads them.
 */
export interface Preference<T> {
  key: string;
  fallback: T;
  /** Turns what storage holds back into a value, or undefined when it is not one. */
  parse: (raw: string) => T | undefined;
}

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readPreference<T>(pref: Preference<T>): T {
  const raw = storage()?.getItem(pref.key);
  if (raw === null || raw === undefined) return pref.fallback;
  return pref.parse(raw) ?? pref.fallback;
}

export function writePreference<T>(pref: Preference<T>, value: T): void {
  try {
    storage()?.setItem(pref.key, String(value));
  } catch {
    // A full or blocked storage only costs the memory of the choice, never the choice itself.
  }
  for (const listener of listeners) listener();
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('commons.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const boolean = (raw: string) => (raw === 'true' ? true : raw === 'false' ? false : undefined);

/** Whether j, k and Enter (and other single-key shortcuts) act; off for people whose tools type keys. */
export const SINGLE_KEY_SHORTCUTS: Preference<boolean> = {
  key: 'commons.singleKeyShortcuts',
  fallback: true,
  parse: boolean,
};

/** How feeds are shown: threads (starter and two latest replies) or every message in order. */
export type FeedViewChoice = 'threaded' | 'flat';

export const FEED_VIEW: Preference<FeedViewChoice> = {
  key: 'commons.feedView',
  fallback: 'threaded',
  parse: (raw) => (raw === 'threaded' || raw === 'flat' ? raw : undefined),
};

/** The layout a feed is requested in for the reader's choice: threads come with their latest replies. */
export function preferredFeedLayout(): FeedLayout {
  return readPreference(FEED_VIEW) === 'threaded' ? 'extended' : 'flat';
}
