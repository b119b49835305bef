import { useEffect, useRef } from 'react';
import { readPreference, SINGLE_KEY_SHORTCUTS } from '../../lib/preferences';
import { isTyping } from '../../lib/typing';

/** `n` opens the composer (moves the focus into it) while single-key shortcuts are on, never while typing. */
export function useComposeShortcut(focus: () => void) {
  const current = useRef(focus);
  useEffect(() => {
    current.current = focus;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'n' || event.defaultPrevented) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      if (isTyping(event.target) || !readPreference(SINGLE_KEY_SHORTCUTS)) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      current.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
