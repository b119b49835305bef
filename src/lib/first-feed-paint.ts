export const FIRST_FEED_PAINT = 'commons:first-feed-paint';
/** The app's own (React) feed list on screen: interactive, and the early paint (if any) handed over. */
export const APP_FEED_PAINT = 'commons:app-feed-paint';

const marked = new Set<string>();

/**
 * Marks, once per page load, the frame that paints `name`: a task queued from the animation frame that
 * renders it runs right after that frame is painted. Resolves once marked.
 */
function markAfterPaint(name: string): Promise<void> {
  if (marked.has(name)) return Promise.resolve();
  marked.add(name);
  let resolve: () => void = () => undefined;
  const painted = new Promise<void>((r) => {
    resolve = r;
  });
  const mark = () => {
    performance.mark(name);
    resolve();
  };
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    // A message posted from the frame callback is handled right after that frame's paint, without the
    // clamping a setTimeout may get.
    const channel = new MessageChannel();
    channel.port1.onmessage = mark;
    requestAnimationFrame(() => {
      channel.port2.postMessage(null);
    });
  } else {
    mark();
  }
  return painted;
}

/**
 * The first feed items reached the screen, drawn by the early paint (boot/early-paint) or by the app itself,
 * whichever came first. The benchmark reads this mark.
 */
export function markFirstFeedPaint(): Promise<void> {
  return markAfterPaint(FIRST_FEED_PAINT);
}

/** The app's feed list is on screen (it also counts as the first feed paint when nothing came earlier). */
export function markAppFeedPaint(): void {
  void markAfterPaint(FIRST_FEED_PAINT);
  void markAfterPaint(APP_FEED_PAINT);
}

/** Whether the app's own feed list is on screen yet in this page load. */
export function hasAppFeedPaint(): boolean {
  return typeof performance === 'undefined' || performance.getEntriesByName(APP_FEED_PAINT).length > 0;
}

/**
 * Resolves once the app's feed list is on screen, or after `atTheLatestMs` (a feed that is empty or failing
 * never paints items). Code that reading does not need waits for it, so that on a cold load it never
 * competes with the feed for the network or the main thread.
 */
export function whenAppFeedPaint(atTheLatestMs = 1500): Promise<void> {
  if (hasAppFeedPaint()) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, atTheLatestMs);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName(APP_FEED_PAINT).length > 0) done();
      });
      observer.observe({ type: 'mark' });
    } catch {
      // Without PerformanceObserver the timer decides.
    }
  });
}

/** The embed frame's feed on screen (src/embed): the bench's figure for the frame. */
export const EMBED_FEED_PAINT = 'commons:embed-feed-paint';

export function markEmbedFeedPaint(): void {
  void markAfterPaint(EMBED_FEED_PAINT);
}
