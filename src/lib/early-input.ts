/**
 * What the reader does on the early page (lib/early-paint.ts) before the app has taken it over: a key or a
 * click that would open a message's conversation a second later. The early page has no handlers, so such a
 * press was lost at the hand-over (the conversation opened 1 time in 10). It is recorded here, by where it
 * happened (the nearest id and the path from it: the app draws the same elements), and the app replays it
 * once, on its own counterpart, when its feed is mounted and can act on it.
 */

import { opensConversation } from './card-click';
import { focusPlace, focusPlaceOf, type FocusPlace } from './focus-path';
import { readPreference, SINGLE_KEY_SHORTCUTS } from './preferences';
import { isTyping } from './typing';

export interface EarlyActivation {
  kind: 'enter' | 'click';
  place: FocusPlace;
  tagName: string;
}

/** The last activation not yet replayed: a second one replaces it, as the app would act on the last. */
let pending: EarlyActivation | null = null;
let handedOver = false;
let listening = 0;

/** The activation an early keydown asks for: Enter on an entry (features/feed/use-feed-keys.ts), or null. */
export function keyActivation(event: KeyboardEvent, early: Element): EarlyActivation | null {
  if (event.key !== 'Enter' || event.defaultPrevented) return null;
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return null;
  const target = event.target;
  if (!(target instanceof HTMLElement) || target.tagName !== 'ARTICLE' || isTyping(target)) return null;
  if (!readPreference(SINGLE_KEY_SHORTCUTS)) return null;
  const place = focusPlaceOf(target, early);
  return place && { kind: 'enter', place, tagName: target.tagName };
}

/** The activation an early click asks for: a plain click on a message card (components/message/card-click). */
export function clickActivation(event: MouseEvent, early: Element): EarlyActivation | null {
  const target = event.target;
  const card = target instanceof Element ? target.closest('article[aria-labelledby]') : null;
  if (!(target instanceof Element) || !card || !early.contains(card)) return null;
  if (!opensConversation(event, card)) return null;
  const place = focusPlaceOf(target, early);
  return place && { kind: 'click', place, tagName: target.tagName };
}

/** Records, from now on, what the reader activates on this early page (each early page calls it once). */
export function recordEarlyInput(early: HTMLElement): void {
  early.addEventListener('keydown', (event) => {
    const activation = keyActivation(event, early);
    if (!activation) return;
    event.preventDefault();
    pending = activation;
  });
  early.addEventListener('click', (event) => {
    const activation = clickActivation(event, early);
    if (activation) pending = activation;
  });
}

/** Acts the activation out on the app's counterpart of the early element: the same click, the same key. */
function replay(activation: EarlyActivation, idOf: (id: string) => string): void {
  if (activation.kind === 'enter') {
    // Focus is where the reader put it already (lib/early-paint.ts): the key goes to it.
    if (!focusPlace(activation.place, activation.tagName, idOf)) return;
    document.activeElement?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
    );
    return;
  }
  let node: Element | null = document.getElementById(idOf(activation.place.anchorId));
  for (const index of activation.place.path) node = node?.children[index] ?? null;
  if (node instanceof HTMLElement && node.tagName === activation.tagName) node.click();
}

/** How the pending activation's anchor id reads in the app's page: the early page's ids carry a prefix. */
let idOfPending: (id: string) => string = (id) => id;

function flush(): void {
  if (!handedOver || listening === 0) return;
  stopBridge?.();
  stopBridge = null;
  if (!pending) return;
  const activation = pending;
  pending = null;
  replay(activation, idOfPending);
}

/**
 * Between the hand-over and the moment the app's feed listens, the app's page is shown but nothing acts on a
 * key yet: the feed attaches its listener in an effect that React may run a frame or more after the commit
 * that swapped the pages, and a busy machine lets input through in between. A key pressed then is recorded
 * the same way, by its place in the app's page, and replayed with the early page's.
 */
/** Far longer than the frames between the swap and the feed's effect, even on a slow, busy device. */
const BRIDGE_MS = 3000;

function recordUntilListened(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const activation = keyActivation(event, document.body);
    if (!activation) return;
    event.preventDefault();
    pending = activation;
    idOfPending = (id) => id;
  };
  document.addEventListener('keydown', onKeyDown, true);
  // A feed that never listens (it came back empty or failed) has nothing to open: what was pressed then
  // must not act seconds later, when a retry brings entries.
  const expiry = setTimeout(() => {
    stopBridge?.();
    stopBridge = null;
    pending = null;
  }, BRIDGE_MS);
  return () => {
    clearTimeout(expiry);
    document.removeEventListener('keydown', onKeyDown, true);
  };
}

let stopBridge: (() => void) | null = null;

/** The early page is gone (lib/early-paint.ts): what it recorded goes to the app once it listens. */
export function earlyInputHandedOver(idOf: (id: string) => string): void {
  handedOver = true;
  idOfPending = idOf;
  if (listening === 0) stopBridge = recordUntilListened();
  flush();
}

/**
 * The app's feed listens for keys and clicks from now on (features/feed/use-feed-keys.ts, in its effect,
 * after the commit that handed the early page over): the recorded activation is replayed now. Returns the
 * function that says it stopped listening.
 */
export function earlyInputListened(): () => void {
  listening += 1;
  flush();
  return () => {
    listening -= 1;
  };
}

/** For tests: forgets everything. */
export function resetEarlyInput(): void {
  stopBridge?.();
  stopBridge = null;
  pending = null;
  handedOver = false;
  listening = 0;
  idOfPending = (id) => id;
}
