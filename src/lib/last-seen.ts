import type { Id } from '../../contract/common';

/**
 * Per network and feed, the newest message the reader has seen (the "resume where you left off" mark),
 * kept in localStorage.
 */
const PREFIX = 'commons.lastSeen.';
export const lastSeenKey = (networkId: Id, feed: string) => `${PREFIX}${String(networkId)}.${feed}`;

/** Whether any network has a mark for this feed (a first visit has none, so there is no offer to make). */
export function mayOfferResume(feed: string): boolean {
  try {
    const storage = window.localStorage;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i) ?? '';
      if (key.startsWith(PREFIX) && key.endsWith(`.${feed}`)) return true;
    }
    return false;
  } catch {
    return false;
  }
}

export function readLastSeen(key: string): Id | null {
  try {
    const raw = window.localStorage.getItem(key);
    const id = raw === null ? NaN : Number(raw);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function writeLastSeen(key: string, id: Id): void {
  try {
    window.localStorage.setItem(key, String(id));
  } catch {
    // Without storage the reader only loses the offer to resume.
  }
}
