import type { Id } from '../../../contract/common';

/**
 * Where the reader was in a feed, per history entry (React Router's `location.key`): what Back and Forward
 * bring back. Kept for the tab in sessionStorage (history entries and their keys survive a reload, so must
 * this), the most recent entries only.
 */
export interface FeedPlace {
  /** The feed and layout the place belongs to: another feed or layout at the same entry makes it void. */
  feed: string;
  /** The entry at the top of the viewport, by message id (indexes move when new messages come in)... */
  anchorId: Id;
  /** ...and its top's distance from the viewport's top in px (negative when partly scrolled past). */
  offset: number;
  /** `window.scrollY` then: the first guess, before the anchor is found and placed. */
  scrollY: number;
  /** Pages the feed had loaded: how far a restore may page to find the anchor again. */
  pages: number;
}

const STORAGE_KEY = 'commons.feedPlaces';
export const MAX_PLACES = 50;
const WRITE_DELAY_MS = 300;

let places: Map<string, FeedPlace> | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function isPlace(value: unknown): value is FeedPlace {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.feed === 'string' &&
    Number.isSafeInteger(p.anchorId) &&
    Number.isFinite(p.offset) &&
    Number.isFinite(p.scrollY) &&
    Number.isSafeInteger(p.pages)
  );
}

function all(): Map<string, FeedPlace> {
  if (places) return places;
  places = new Map();
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(raw)) {
      for (const item of raw) {
        if (Array.isArray(item) && typeof item[0] === 'string' && isPlace(item[1]))
          places.set(item[0], item[1]);
      }
    }
  } catch {
    // An unreadable copy only costs the places of earlier entries.
  }
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flushFeedPlaces);
  return places;
}

/** Writes the places to storage now (also done shortly after each change, and when the page is hidden). */
export function flushFeedPlaces(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  if (!places) return;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify([...places]));
  } catch {
    // Full or blocked storage: Back still works within this page load, from memory.
  }
}

export function readFeedPlace(entryKey: string): FeedPlace | null {
  return all().get(entryKey) ?? null;
}

export function saveFeedPlace(entryKey: string, place: FeedPlace): void {
  const map = all();
  const old = map.get(entryKey);
  if (
    old &&
    old.feed === place.feed &&
    old.anchorId === place.anchorId &&
    old.offset === place.offset &&
    old.scrollY === place.scrollY &&
    old.pages === place.pages
  ) {
    return;
  }
  // Most recent last, so the oldest entries go first.
  map.delete(entryKey);
  map.set(entryKey, place);
  while (map.size > MAX_PLACES) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
  timer ??= setTimeout(flushFeedPlaces, WRITE_DELAY_MS);
}

/** Tests: forget what is in memory so the next read comes from storage. */
export function resetFeedPlacesForTests(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  places = null;
}
