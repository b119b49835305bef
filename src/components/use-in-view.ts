import { useEffect, useRef } from 'react';

/**
 * Calls `onEnter` when the element scrolls within `rootMargin` of the viewport (IntersectionObserver).
 * Where the observer does not exist, nothing happens: callers keep a visible button as the fallback.
 */
export function useInView<T extends Element>(onEnter: () => void, enabled: boolean, rootMargin = '600px') {
  const ref = useRef<T>(null);
  const callback = useRef(onEnter);
  useEffect(() => {
    callback.current = onEnter;
  });
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
    };
  }, [enabled, rootMargin]);
  return ref;
}
