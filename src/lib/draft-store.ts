import type { Id } from '../../contract/common';

/**
 * Where every draft lives: localStorage, so that nothing typed is lost to a reload, a crash or a sign-in round
 * trip. A draft belongs to one person in one network (`DraftOwner`) and to one scope (a place to post, the
 * profile form); what a draft holds is its owner module's business (lib/drafts.ts for the composer).
 */
export interface DraftOwner {
  networkId: Id;
  userId: Id;
}

const PREFIX = 'commons.draft.v1';

export function ownedDraftKey(owner: DraftOwner, scope: string): string {
  return `${PREFIX}.${String(owner.networkId)}.${String(owner.userId)}.${scope}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored object, or null when there is none or it is damaged; its owner checks it field by field. */
export function readStoredDraft(key: string): Record<string, unknown> | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Stores a draft with the time it was saved, or forgets it (null). False when storage refused (full or blocked). */
export function writeStoredDraft(key: string, draft: object | null, now = Date.now()): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (draft === null) store.removeItem(key);
    else store.setItem(key, JSON.stringify({ ...draft, savedAt: now }));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(key: string): void {
  writeStoredDraft(key, null);
}
