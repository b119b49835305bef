export const FIRST_FEED_PAINT = 'commons:first-feed-paint';
let marked = false;

/**
 * Marks, once per page load, the moment the first feed items reached the screen: a task queued from the
 * animation frame that renders them runs right after that frame is painted. The benchmark reads this mark.
 */
export function markFirstFeedPaint(): void {
  if (marked) return;
  marked = true;
  const mark = () => {
    performance.mark(FIRST_FEED_PAINT);
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
}

/** Whether the first feed items of this page load are on screen yet. */
export function hasFirstFeedPaint(): boolean {
  return typeof performance === 'undefined' || performance.getEntriesByName(FIRST_FEED_PAINT).length > 0;
}

/**
 * Resolves once the first feed items are on screen, or after `atTheLatestMs` (a feed that is empty or failing
 * never paints items). Code that reading does not need waits for it, so that on a cold load it never
 * competes with the feed for the network or the main thread.
 */
export function whenFirstFeedPaint(atTheLatestMs = 1500): Promise<void> {
  if (hasFirstFeedPaint()) return Promise.resolve();
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
        if (list.getEntriesByName(FIRST_FEED_PAINT).length > 0) done();
      });
      observer.observe({ type: 'mark' });
    } catch {
      // Without PerformanceObserver the timer decides.
    }
  });
}
