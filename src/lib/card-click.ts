/** What keeps its own click inside a card: links, controls, dialogs and menus. */
const OWN_CLICK =
  'a[href], button, input, textarea, select, label, summary, dialog, [role="button"], [role="menu"], [role="menuitem"], [contenteditable=""], [contenteditable="true"]';

/** The fields of a click that decide it: a DOM click and a React one both have them. */
export interface CardClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/**
 * Whether a click on a message card opens its conversation: a plain primary click on the card itself, not on
 * anything with its own action, not the end of a text selection, and not one that bubbled up through a portal
 * (the More menu, the image lightbox), whose elements React events reach but the card's DOM does not hold.
 * Plain DOM, so that the early paint (before React) decides a click on its cards the same way.
 */
export function opensConversation(event: CardClick, card: Element): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = event.target;
  if (!(target instanceof Element) || !card.contains(target)) return false;
  const own = target.closest(OWN_CLICK);
  if (own && card.contains(own)) return false;
  const selection = window.getSelection();
  return !selection || selection.isCollapsed || selection.toString().trim() === '';
}
