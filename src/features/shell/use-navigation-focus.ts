import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** How long a page may take to draw what focus goes to (a lazy screen, a feed placing the reader again). */
const MAX_FRAMES = 180;

/** What focus should remember of an element: its own id, or the message (article) it sits in. */
function focusTargetId(el: Element): string | undefined {
  if (el.id && el.id !== 'main') return el.id;
  return el.closest('article[id]')?.id ?? undefined;
}

/** Focuses the first element `find` returns within a number of frames; the fallback when none comes. */
function focusWhenDrawn(
  find: () => HTMLElement | null,
  fallback: (() => HTMLElement | null) | null,
): () => void {
  let frame = 0;
  let handle = 0;
  const attempt = () => {
    const el = find() ?? (frame >= MAX_FRAMES ? fallback?.() : null);
    if (el) {
      // A heading is not focusable by itself; -1 keeps it out of the Tab order.
      if (!el.hasAttribute('tabindex') && !el.matches('a, button, input, textarea, select')) el.tabIndex = -1;
      el.focus({ preventScroll: true });
      // A feed keeps its list hidden until it has placed the reader again: focus does not take until then.
      if (document.activeElement === el) return;
    }
    if (frame++ < MAX_FRAMES) handle = requestAnimationFrame(attempt);
  };
  handle = requestAnimationFrame(attempt);
  return () => {
    cancelAnimationFrame(handle);
  };
}

/** The page's heading, or the field a page asks focus to start in (`data-navigation-focus`: an empty search). */
const pageHeading = () =>
  document.querySelector<HTMLElement>('main [data-navigation-focus]') ??
  document.querySelector<HTMLElement>('main h1');

/**
 * After a navigation, focus goes to the new page's heading, so that a screen reader starts there and Tab
 * continues from the top of the page. Back and Forward return focus to what the reader had focused on that
 * page (the message they opened), once it is drawn again. The first page of a load, and a move within a
 * page (a #message anchor), keep focus where it is: the page itself decides.
 */
export function useNavigationFocus(): void {
  const location = useLocation();
  const type = useNavigationType();
  const focusedOn = useRef(new Map<string, string>());
  const previous = useRef<{ key: string; pathname: string } | null>(null);

  // What the reader focuses on each history entry, remembered for their return to it.
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const id = event.target instanceof Element ? focusTargetId(event.target) : undefined;
      if (id) focusedOn.current.set(location.key, id);
    };
    document.addEventListener('focusin', remember);
    return () => {
      document.removeEventListener('focusin', remember);
    };
  }, [location.key]);

  useEffect(() => {
    const before = previous.current;
    previous.current = { key: location.key, pathname: location.pathname };
    if (before === null || before.pathname === location.pathname) return;
    if (type === NavigationType.Pop) {
      const id = focusedOn.current.get(location.key);
      if (id) return focusWhenDrawn(() => document.getElementById(id), pageHeading);
      return focusWhenDrawn(pageHeading, null);
    }
    if (location.hash) return;
    return focusWhenDrawn(pageHeading, null);
  }, [location.key, location.pathname, location.hash, type]);
}
