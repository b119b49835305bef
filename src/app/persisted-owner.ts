/**
 * Whose copy of the persisted query cache (app/query-persistence.ts) this tab may restore: a small owner
 * record holds a digest of the token that wrote it, never the token. No TanStack Query here: the first
 * chunk asks it whether a copy will paint the feed before deciding to request the feed itself.
 */
import { getToken } from '../auth/session';
import { fingerprint } from '../lib/fingerprint';

export const CACHE_PREFIX = 'commons.cache.';
const OWNER = `${CACHE_PREFIX}owner`;

export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The storage key of the copy written under this token, or null when there is none. */
export function ownedCopyKey(token: string): string | null {
  try {
    const owner = JSON.parse(localStore()?.getItem(OWNER) ?? 'null') as {
      key?: string;
      token?: string;
    } | null;
    return owner?.key && owner.token === fingerprint(token) ? owner.key : null;
  } catch {
    return null;
  }
}

/** Whether this tab's token wrote a copy (a repeat visit paints from it). */
export function hasOwnCopy(): boolean {
  const token = getToken();
  return token !== null && ownedCopyKey(token) !== null;
}

export function recordOwner(storage: Storage, key: string, token: string): void {
  storage.setItem(OWNER, JSON.stringify({ key, token: fingerprint(token) }));
}
