/**
 * Whose copy of the persisted query cache (app/query-persistence.ts) this tab may restore: a small owner
 * record holds a digest of the token that wrote it, never the token. No TanStack Query here: the first
 * chunk asks it whether a copy will paint the feed before deciding to request the feed itself.
 */
import { getToken } from '../auth/session';

export const CACHE_PREFIX = 'commons.cache.';
const OWNER = `${CACHE_PREFIX}owner`;

export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** FNV-1a: enough to tell tokens apart, useless to recover one. */
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16);
}

/** The storage key of the copy written under this token, or null when there is none. */
export function ownedCopyKey(token: string): string | null {
  try {
    const owner = JSON.parse(localStore()?.getItem(OWNER) ?? 'null') as {
      key?: string;
      token?: string;
    } | null;
    return owner?.key && owner.token === digest(token) ? owner.key : null;
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
  storage.setItem(OWNER, JSON.stringify({ key, token: digest(token) }));
}
