import type { VirtualItem } from '@tanstack/react-virtual';
import type { Key } from 'react';

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

/** How a list lies on the page: each item's measured box, the list's document top and the window's offset. */
export interface ListLayout {
  items: VirtualItem[];
  scrollMargin: number;
  offset: number;
}

/**
 * The layout of a list whose items are all in normal flow (the plain list), read from the DOM, in the
 * virtualizer's terms: handed to the virtualizer that replaces it, the items keep their heights and the
 * reader's place instead of being estimated again (which moved what the reader looked at).
 */
export function measureListLayout(
  list: HTMLElement | null,
  getItemKey: (index: number) => Key,
): ListLayout | null {
  if (!list) return null;
  const scrollMargin = list.getBoundingClientRect().top + window.scrollY;
  const items: VirtualItem[] = [];
  for (const el of list.children) {
    if (!(el instanceof HTMLElement) || el.dataset.index === undefined) continue;
    const index = Number(el.dataset.index);
    const rect = el.getBoundingClientRect();
    const start = rect.top + window.scrollY;
    items.push({
      index,
      key: getItemKey(index),
      start,
      size: rect.height,
      end: start + rect.height,
      lane: 0,
    });
  }
  return { items, scrollMargin, offset: window.scrollY };
}
