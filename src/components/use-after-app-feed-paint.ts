import { useSyncExternalStore } from 'react';
import { hasAppFeedPaint, whenAppFeedPaint } from '../lib/first-feed-paint';

let ready = hasAppFeedPaint();
let waiting: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** One wait for the whole page, however many components ask (every message's time does). */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  waiting ??= whenAppFeedPaint().then(() => {
    ready = true;
    for (const each of listeners) each();
  });
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => ready || hasAppFeedPaint();

/**
 * True once the app's first feed paint happened (or the wait for it timed out): code and work that
 * reading does not need come after it, so that on a cold load they never compete with the feed for the
 * network or the main thread.
 */
export function useAfterAppFeedPaint(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
