import { useEffect, useState } from 'react';
import { hasAppFeedPaint, whenAppFeedPaint } from '../lib/first-feed-paint';

/**
 * True once the app's first feed paint happened (or the wait for it timed out): code that reading does not
 * need is fetched after it, so that on a cold load it never competes with the feed for the network or the
 * main thread.
 */
export function useAfterAppFeedPaint(): boolean {
  const [ready, setReady] = useState(hasAppFeedPaint);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void whenAppFeedPaint().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
