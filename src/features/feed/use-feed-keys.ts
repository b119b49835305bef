import { useEffect, useRef } from 'react';
import { earlyInputListened } from '../../lib/early-input';
import { readPreference, SINGLE_KEY_SHORTCUTS } from '../../lib/preferences';
import { isTyping } from '../../lib/typing';

export interface FeedKeyActions {
  /** The index of the entry holding the focus, or null when the focus is outside the feed. */
  focusedIndex: () => number | null;
  /** Where j or k start when nothing in the feed has the focus: the first entry on screen. */
  firstVisible: () => number;
  count: number;
  focusIndex: (index: number) => void;
  /** Opens the conversation of the entry at that index. */
  open: (index: number) => void;
}

/**
 * The feed's keyboard. Page Down and Page Up (the ARIA feed pattern) move between entries while the focus is
 * in the feed. j and k move too, from anywhere on the page, and Enter on an entry opens its conversation;
 * these single-key shortcuts follow the reader's setting and never fire while typing.
 */
export function useFeedKeys(actions: FeedKeyActions) {
  const current = useRef(actions);
  useEffect(() => {
    current.current = actions;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      const a = current.current;
      const focused = a.focusedIndex();
      const move = (delta: number) => {
        const from = focused ?? a.firstVisible() - (delta > 0 ? 1 : 0);
        const to = Math.max(0, Math.min(a.count - 1, from + delta));
        if (a.count === 0) return;
        event.preventDefault();
        a.focusIndex(to);
      };
      if (event.key === 'PageDown' || event.key === 'PageUp') {
        if (focused === null) return;
        move(event.key === 'PageDown' ? 1 : -1);
        return;
      }
      if (event.shiftKey || !readPreference(SINGLE_KEY_SHORTCUTS)) return;
      if (event.key === 'j' || event.key === 'k') {
        move(event.key === 'j' ? 1 : -1);
      } else if (event.key === 'Enter' && focused !== null && event.target instanceof HTMLElement) {
        // Only on the entry itself (or a message in it): links and buttons inside keep their own Enter.
        if (event.target.tagName !== 'ARTICLE') return;
        event.preventDefault();
        a.open(focused);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // A key or click on the early page, before this listened, is acted on now (lib/early-input.ts).
    const stopReplays = earlyInputListened();
    return () => {
      stopReplays();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
