import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { itemElement, scrollElementTo, type ListLayout } from './item-dom';
import type { VirtualListProps } from './virtual-list';

export interface WindowVirtualListProps extends VirtualListProps {
  /** The plain list's layout, when this list replaces it on screen (virtual-list.tsx). */
  handedOver?: ListLayout | null;
}

/**
 * The virtualized list: a list scrolled by the window, items measured as they render (any height), only
 * what is near the viewport mounted. Loaded apart from the first bundle (see virtual-list.tsx).
 */
const MEMORY_LIMIT = 20;
const memory = new Map<string, ListLayout>();

function remember(key: string, snapshot: ListLayout) {
  memory.delete(key);
  memory.set(key, snapshot);
  while (memory.size > MEMORY_LIMIT) {
    const oldest = memory.keys().next().value;
    if (oldest === undefined) break;
    memory.delete(oldest);
  }
}

/** The list's distance from the top of the document: the window scrolls, the list starts below the header. */
function documentTop(el: HTMLElement | null): number {
  return el ? el.getBoundingClientRect().top + window.scrollY : 0;
}

export default function WindowVirtualList({
  count,
  estimateSize,
  getItemKey,
  renderItem,
  overscan = 4,
  memoryKey,
  onVisibleRangeChange,
  handleRef,
  startOffset,
  handedOver,
  style,
  ...rest
}: WindowVirtualListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // Replacing the plain list, what is on screen now wins over what was remembered of an earlier visit.
  const [initial] = useState(() => handedOver ?? (memoryKey ? memory.get(memoryKey) : undefined));
  // Until the layout effect below measures it: the remembered one, so the first range is the right one.
  const [scrollMargin, setScrollMargin] = useState(initial?.scrollMargin ?? 0);
  const visible = useRef(onVisibleRangeChange);
  useEffect(() => {
    visible.current = onVisibleRangeChange;
  });
  const lastOffset = useRef(0);
  const offsetAtMount = startOffset ?? initial?.offset;

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    // An item not laid out (hidden, or no layout engine at all) keeps its estimate instead of collapsing.
    measureElement: (el, entry, instance) => measureElement(el, entry, instance) || estimateSize,
    getItemKey,
    overscan,
    scrollMargin,
    // Coming back to a remembered entry, the measured heights give the same total height at once.
    ...(initial ? { initialMeasurementsCache: initial.items } : {}),
    // Mounting with its page, the list starts where that page is shown (see startOffset), not at the
    // offset the previous page left the window at: the virtualizer writes its offset to the window on mount.
    ...(offsetAtMount !== undefined ? { initialOffset: offsetAtMount } : {}),
    onChange: (instance) => {
      lastOffset.current = instance.scrollOffset ?? lastOffset.current;
      const report = visible.current;
      if (!report) return;
      const top = (instance.scrollOffset ?? 0) + 1;
      const bottom = top + (instance.scrollRect?.height ?? window.innerHeight) - 2;
      const shown = instance.getVirtualItems().filter((i) => i.end > top && i.start < bottom);
      const first = shown[0];
      const last = shown.at(-1);
      if (first && last) report(first.index, last.index);
    },
  });

  // What sits above the list (a bar appearing, a header wrapping) moves it: follow every layout change.
  useLayoutEffect(() => {
    const update = () => {
      setScrollMargin(documentTop(listRef.current));
    };
    update();
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, []);

  useEffect(() => {
    if (!memoryKey) return;
    return () => {
      remember(memoryKey, {
        items: virtualizer.takeSnapshot(),
        offset: lastOffset.current,
        scrollMargin: virtualizer.options.scrollMargin,
      });
    };
  }, [memoryKey, virtualizer]);

  useImperativeHandle(
    handleRef,
    () => ({
      scrollToIndex(index: number) {
        virtualizer.scrollToIndex(index, { align: 'auto' });
      },
      anchor() {
        // From the measurements, without touching the DOM: this runs on every scroll.
        const top = virtualizer.scrollOffset ?? 0;
        const item = virtualizer.getVirtualItems().find((i) => i.end > top);
        return item ? { index: item.index, offset: item.start - top, scrollY: top } : null;
      },
      placeItem(index: number, offset: number) {
        const el = itemElement(listRef.current, index);
        if (el) return scrollElementTo(el, offset);
        // Not mounted: scroll to where the measurements (estimates for what was never shown) put it; the
        // virtualizer mounts it there and keeps it in place while what is above it gets measured.
        virtualizer.getTotalSize(); // brings the measurements up to date
        const item = virtualizer.measurementsCache[index];
        if (!item) return Infinity;
        const top = documentTop(listRef.current) + item.start - virtualizer.options.scrollMargin;
        window.scrollTo({ top: Math.max(0, top - offset), behavior: 'instant' });
        return Infinity;
      },
    }),
    [virtualizer],
  );

  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={listRef}
      {...rest}
      style={{ ...style, position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${String(item.start - scrollMargin)}px)`,
          }}
        >
          {renderItem(item.index)}
        </div>
      ))}
    </div>
  );
}
