import { useEffect, useRef } from 'react';
import { readPreference, SINGLE_KEY_SHORTCUTS } from '../../lib/preferences';

/** Typing never triggers a shortcut: fields, editors and anything contenteditable keep their keys. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

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
