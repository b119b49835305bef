import { useEffect, type RefObject } from 'react';

/** Chromium 123+ sizes a textarea to its text by itself (`field-sizing: content`): no script, no measuring. */
export const SIZES_ITSELF =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/**
 * Elsewhere the textarea is fitted to its text in one animation frame after a change: one layout read per frame
 * at most, however fast the keys come (the keystroke budget of `npm run bench`). Its CSS caps the height
 * (max-height), past which it scrolls.
 */
export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string) {
  useEffect(() => {
    if (SIZES_ITSELF) return;
    const el = ref.current;
    if (!el) return;
    const frame = requestAnimationFrame(() => {
      el.style.height = 'auto';
      el.style.height = `${String(el.scrollHeight + el.offsetHeight - el.clientHeight)}px`;
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [ref, value]);
}
