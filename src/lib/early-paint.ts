/**
 * The hand-over between the early paint (boot/early-paint: the first feed page drawn without React, while
 * React and the UI are still downloading) and the app. While the early page shows, the app renders into its
 * root laid out but invisible, underneath, so that its layout effects measure real sizes; the app calls
 * `handOverEarlyPaint` from the layout effect of the commit that shows its own version, and the swap is
 * painted in one frame.
 */

import { earlyInputHandedOver, recordEarlyInput } from './early-input';
import { focusPlace, focusPlaceOf } from './focus-path';

/** Prefixed to every id of the early page, so that ids stay unique while both pages exist. */
export const EARLY_ID_PREFIX = 'early-';

/** Laid out at the top of the page like the early page, but neither seen, heard nor focusable. */
const WAITING = ['invisible', 'absolute', 'inset-x-0', 'top-0'];

let shown: { early: HTMLElement; root: HTMLElement } | null = null;

/** Shows the early page over the app's root, or puts it in the place of the early page already shown. */
export function showEarlyPaint(early: HTMLElement, root: HTMLElement): void {
  recordEarlyInput(early);
  if (shown) {
    // The loading page gives way to the feed's: same frame, same place, so nothing seen moves.
    shown.early.replaceWith(early);
    shown = { early, root: shown.root };
    return;
  }
  root.classList.add(...WAITING);
  root.inert = true;
  root.before(early);
  shown = { early, root };
}

export function isEarlyPaintShown(): boolean {
  return shown !== null;
}

/** Replaces the early page with the app's, keeping the reader's scroll and, where it can, their focus. */
export function handOverEarlyPaint(): void {
  if (!shown) return;
  const { early, root } = shown;
  shown = null;
  // Whatever the reader focused (an article, a link inside one), by its nearest id and the path from it:
  // the app draws the same elements, so the same place holds the app's counterpart.
  const active = document.activeElement;
  const place = active && early.contains(active) ? focusPlaceOf(active, early) : null;
  const { scrollY } = window;
  early.remove();
  root.classList.remove(...WAITING);
  root.inert = false;
  if (window.scrollY !== scrollY) window.scrollTo(0, scrollY);
  const idOf = (id: string) => id.slice(EARLY_ID_PREFIX.length);
  if (active && place) focusPlace(place, active.tagName, idOf);
  earlyInputHandedOver(idOf);
}
