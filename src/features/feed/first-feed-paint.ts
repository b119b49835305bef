export const FIRST_FEED_PAINT = 'commons:first-feed-paint';
let marked = false;

/**
 * Marks, once per page load, the moment the first feed items reached the screen: a task queued from the
 * animation frame that rendered them runs right after that frame is painted. The benchmark reads this mark.
 */
export function markFirstFeedPaint(): void {
  if (marked) return;
  marked = true;
  const mark = () => {
    performance.mark(FIRST_FEED_PAINT);
  };
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    requestAnimationFrame(() => {
      setTimeout(mark, 0);
    });
  } else {
    mark();
  }
}
