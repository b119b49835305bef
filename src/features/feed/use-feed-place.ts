import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { readFeedPlace, saveFeedPlace, type FeedPlace } from './feed-places';
import type { FeedEntry } from '../../lib/feed-entries';

/** The part of the feed list a restore needs. */
export interface PlaceableList {
  anchor(): { index: number; offset: number; scrollY: number } | null;
  placeItem(index: number, offset: number): number;
}

/** At most this many older pages are loaded to find where the reader was (each is a rate-limited request). */
export const MAX_RESTORE_PAGES = 15;
/** Looking for the place longer than this (rate-limit waits, a slow network), the feed shows where it is. */
const SEEK_TIMEOUT_MS = 15_000;
/** Frames the placement is checked after it first holds: late layout (a bar, the composer) is corrected. */
const SETTLE_FRAMES = 3;
const MAX_FRAMES = 60;

type Status = 'seeking' | 'settling' | 'done';

/** The history entry this document was loaded at: a reload (or a restored tab) arrives there by POP too. */
const loadEntryKey = (() => {
  try {
    const state = window.history.state as { key?: unknown } | null;
    return typeof state?.key === 'string' ? state.key : 'default';
  } catch {
    return 'default';
  }
})();
let loadEntrySeen = false;

export interface FeedPlaceOptions {
  /** The feed and layout shown: a place is restored only into the same. */
  feed: string;
  entries: readonly FeedEntry[];
  pages: number;
  list: RefObject<PlaceableList | null>;
  hasNextPage: boolean;
  /** A page is being fetched (the first, a refresh, or an older one). */
  busy: boolean;
  failed: boolean;
  loadOlder: () => void;
}

/**
 * Back and Forward to a feed bring the reader to the same messages. While the reader scrolls, the entry at
 * the top of the viewport and its offset are kept per history entry (`location.key`). Arriving by POP at an
 * entry with a place, the list starts at the place's offset; once the anchor entry is among the entries
 * (older pages are loaded for it when the cache lost them, up to the pages the reader had), it is placed
 * at its offset and checked for a few frames; the list stays invisible until then, so the top of the feed
 * never flashes (except at a page load: a reload paints what it has at once). A new page (PUSH, REPLACE)
 * starts at the top. The reader scrolling ends any search or correction.
 *
 * Returns the offset the list mounts at, whether to keep it out of sight, and `remember` for the list's
 * every scroll.
 */
export function useFeedPlace({
  feed,
  entries,
  pages,
  list,
  hasNextPage,
  busy,
  failed,
  loadOlder,
}: FeedPlaceOptions) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const [arrival] = useState(() => {
    const pop = navigationType === NavigationType.Pop;
    // Arriving with the page load, the feed paints at once from what it has (the persisted first page);
    // the place is still sought, but in sight, and the reader's first scroll or key ends the search.
    const atLoad = pop && key === loadEntryKey && !loadEntrySeen;
    loadEntrySeen = true;
    const found = pop ? readFeedPlace(key) : null;
    const place: FeedPlace | null = found?.feed === feed ? found : null;
    // The list mounts in the navigation's commit only when the feed's entries are already there.
    const withPage = entries.length > 0;
    const startOffset = place ? place.scrollY : withPage && !pop ? 0 : undefined;
    return { place, startOffset, atLoad };
  });
  const { place } = arrival;
  const [status, setStatus] = useState<Status>(place ? 'seeking' : 'done');
  const index = place && status !== 'done' ? entries.findIndex((e) => e.message.id === place.anchorId) : -1;
  const indexRef = useRef(index);
  useLayoutEffect(() => {
    indexRef.current = index;
  });

  // The anchor is not loaded (the cache was dropped or the page reloaded): load older pages towards it.
  const seeking = status === 'seeking' && place !== null && index < 0;
  const mayLoad = seeking && hasNextPage && !failed && pages < Math.min(place.pages, MAX_RESTORE_PAGES);
  useEffect(() => {
    if (mayLoad && !busy) loadOlder();
  }, [mayLoad, busy, pages, loadOlder]);
  // Nothing more to load, or it takes too long: show the feed where it is.
  if (seeking && !mayLoad && !busy && pages > 0) setStatus('done');
  useEffect(() => {
    if (!seeking) return;
    const timer = setTimeout(() => {
      setStatus((s) => (s === 'seeking' ? 'done' : s));
    }, SEEK_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [seeking]);

  // The reader taking over (scrolling, a key, a tap) ends any search or correction.
  const active = status !== 'done';
  useEffect(() => {
    if (!active) return;
    const readerTookOver = () => {
      setStatus('done');
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, readerTookOver, { passive: true });
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, readerTookOver);
    };
  }, [active]);

  // Found: place it (in the layout phase, before anything is painted), then check it on the next frames.
  const placing = place !== null && status !== 'done' && index >= 0;
  useLayoutEffect(() => {
    if (!placing) return;
    let frame = 0;
    let frames = 0;
    let still = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
      cancelAnimationFrame(frame);
    };
    const step = () => {
      if (stopped) return;
      const drift = list.current?.placeItem(indexRef.current, place.offset) ?? Infinity;
      if (Math.abs(drift) <= 1) {
        still += 1;
        setStatus((s) => (s === 'seeking' ? 'settling' : s));
      } else {
        still = 0;
      }
      if (still >= SETTLE_FRAMES || ++frames > MAX_FRAMES) {
        stop();
        setStatus('done');
        return;
      }
      frame = requestAnimationFrame(step);
    };
    step();
    return stop;
  }, [placing, place, list]);

  const pagesRef = useRef(pages);
  const entriesRef = useRef(entries);
  useLayoutEffect(() => {
    pagesRef.current = pages;
    entriesRef.current = entries;
  });
  /** Keeps where the reader is now (called on every scroll and resize of the list). */
  const remember = useCallback(() => {
    if (status !== 'done') return;
    const anchor = list.current?.anchor();
    const entry = anchor ? entriesRef.current[anchor.index] : undefined;
    if (!anchor || !entry) return;
    saveFeedPlace(key, {
      feed,
      anchorId: entry.message.id,
      offset: Math.round(anchor.offset),
      scrollY: Math.round(anchor.scrollY),
      pages: pagesRef.current,
    });
  }, [status, list, key, feed]);
  // The place restored is the place now, before any scroll reports it.
  useEffect(() => {
    if (status === 'done') remember();
  }, [status, remember]);

  return { startOffset: arrival.startOffset, concealed: status === 'seeking' && !arrival.atLoad, remember };
}

const INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
