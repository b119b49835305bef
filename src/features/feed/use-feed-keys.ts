import { useEffect, useRef } from 'react';

/**
 * The keyboard of the ARIA feed pattern: Page Down and Page Up move focus to the next or previous article
 * (from the article itself or anything inside it). Issue 4 adds j/k on top.
 */
export function useFeedKeys<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const feed = ref.current;
    if (!feed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'PageDown' && event.key !== 'PageUp') return;
      const current = (event.target as Element | null)?.closest('article');
      if (!current || !feed.contains(current)) return;
      const next = event.key === 'PageDown' ? current.nextElementSibling : current.previousElementSibling;
      if (next instanceof HTMLElement && next.tagName === 'ARTICLE') {
        event.preventDefault();
        next.focus();
      }
    };
    feed.addEventListener('keydown', onKeyDown);
    return () => {
      feed.removeEventListener('keydown', onKeyDown);
    };
  });
  return ref;
}
