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

/** The owners of the stored copies, newest first: one per network the tab's person read (a token each). */
interface Owner {
  key: string;
  token: string;
}
/** Copies kept at once: a person's networks, and a sign-in again; the oldest beyond this are dropped. */
const MAX_OWNERS = 4;

function owners(storage: Storage | null): Owner[] {
  try {
    const raw = JSON.parse(storage?.getItem(OWNER) ?? 'null') as unknown;
    // An older build kept a single owner object.
    const list: unknown[] = Array.isArray(raw) ? raw : raw === null ? [] : [raw];
    return list.filter(
      (o): o is Owner =>
        typeof o === 'object' &&
        o !== null &&
        typeof (o as Owner).key === 'string' &&
        typeof (o as Owner).token === 'string',
    );
  } catch {
    return [];
  }
}

/** The storage key of the copy written under this token, or null when there is none. */
export function ownedCopyKey(token: string): string | null {
  const digest = fingerprint(token);
  return owners(localStore()).find((o) => o.token === digest)?.key ?? null;
}

/** Whether this tab's token wrote a copy (a repeat visit paints from it). */
export function hasOwnCopy(): boolean {
  const token = getToken();
  return token !== null && ownedCopyKey(token) !== null;
}

/** Records who wrote the copy under `key`; returns the keys of copies no longer owned (to delete). */
export function recordOwner(storage: Storage, key: string, token: string): string[] {
  const digest = fingerprint(token);
  const others = owners(storage).filter((o) => o.token !== digest && o.key !== key);
  const kept = [{ key, token: digest }, ...others].slice(0, MAX_OWNERS);
  storage.setItem(OWNER, JSON.stringify(kept));
  return others.slice(MAX_OWNERS - 1).map((o) => o.key);
}
