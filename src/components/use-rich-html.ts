import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { isEarlyPaintShown } from '../lib/early-paint';
import { whenAppFeedPaint } from '../lib/first-feed-paint';
import { loadedSanitizer, loadSanitizer, onSanitizerLoaded } from '../lib/lazy-sanitizer';
import { richSkeletonHtml } from '../lib/rich-skeleton';
import type { SanitizeOptions } from '../lib/sanitize-html';

/**
 * A rich body as HTML safe to set: sanitized (lib/sanitize-html.ts) once the sanitizer has loaded, and until
 * then its skeleton (the same text and tags, no attribute), which looks the same and is what the early
 * paint shows too. Under an early paint the sanitizer is asked for once the app's feed is on screen, so a
 * cold load spends nothing on it before; otherwise at once. `options` must keep its identity.
 */
export function useRichHtml(rich: string | undefined, options: SanitizeOptions): string | null {
  const sanitize = useSyncExternalStore(onSanitizerLoaded, loadedSanitizer, loadedSanitizer);
  // Read at the first render: by the effects of the commit that hands the early paint over, it has gone.
  const [underEarlyPaint] = useState(isEarlyPaintShown);
  const wanted = rich !== undefined && rich !== '' && sanitize === null;
  useEffect(() => {
    if (!wanted) return;
    void (underEarlyPaint ? whenAppFeedPaint() : Promise.resolve()).then(loadSanitizer);
  }, [wanted, underEarlyPaint]);
  return useMemo(() => {
    if (!rich) return null;
    return sanitize ? sanitize(rich, options) : richSkeletonHtml(rich);
  }, [rich, sanitize, options]);
}
