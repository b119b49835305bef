/** The wrapper of one item of a list (either implementation). */
export function itemElement(list: HTMLElement | null, index: number): HTMLElement | null {
  return list?.querySelector<HTMLElement>(`:scope > [data-index="${String(index)}"]`) ?? null;
}

/** Scrolls the window so that `el` starts `offset` px below the viewport's top; returns how far off it was. */
export function scrollElementTo(el: HTMLElement, offset: number): number {
  const drift = el.getBoundingClientRect().top - offset;
  if (Math.abs(drift) > 1) window.scrollTo({ top: window.scrollY + drift, behavior: 'instant' });
  return drift;
}
