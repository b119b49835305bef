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
