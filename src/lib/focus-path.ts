/**
 * Where the reader's focus is, in terms that survive one DOM being replaced by another drawn element for
 * element alike (the early paint by the app, the plain list by the virtualizer): the nearest element with
 * an id around it, and the path of child indexes from there down to the focused element.
 */
export interface FocusPlace {
  anchorId: string;
  path: number[];
}

/** The place of `el` under its nearest ancestor (or itself) with an id inside `within`, or null. */
export function focusPlaceOf(el: Element, within: Element): FocusPlace | null {
  const path: number[] = [];
  let node: Element = el;
  while (!node.id) {
    const parent = node.parentElement;
    if (!parent || node === within) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return within.contains(node) ? { anchorId: node.id, path } : null;
}

/**
 * Focuses the element at that place (the anchor's id rewritten by `idOf`), if it exists, has the same tag
 * and takes focus. Returns whether focus landed there.
 */
export function focusPlace(place: FocusPlace, tagName: string, idOf: (id: string) => string = (id) => id) {
  let node: Element | null = document.getElementById(idOf(place.anchorId));
  for (const index of place.path) node = node?.children[index] ?? null;
  if (!(node instanceof HTMLElement) || node.tagName !== tagName) return false;
  node.focus({ preventScroll: true });
  return document.activeElement === node;
}
