import { measureElement, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { VirtualListProps } from './virtual-list';

/**
 * The virtualized list: a list scrolled by the window, items measured as they render (any height), only
 * what is near the viewport mounted. Loaded apart from the first bundle (see virtual-list.tsx).
 */
const MEMORY_LIMIT = 20;
const memory = new Map<string, { items: VirtualItem[]; offset: number }>();

function remember(key: string, snapshot: { items: VirtualItem[]; offset: number }) {
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
  style,
  ...rest
}: VirtualListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const visible = useRef(onVisibleRangeChange);
  useEffect(() => {
    visible.current = onVisibleRangeChange;
  });
  const lastOffset = useRef(0);
  const [initial] = useState(() => (memoryKey ? memory.get(memoryKey) : undefined));

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    // An item not laid out (hidden, or no layout engine at all) keeps its estimate instead of collapsing.
    measureElement: (el, entry, instance) => measureElement(el, entry, instance) || estimateSize,
    getItemKey,
    overscan,
    scrollMargin,
    // Coming back to a remembered entry, the virtualizer starts where the window is restored to (the
    // router's ScrollRestoration), instead of writing its own idea of the offset over it.
    ...(initial ? { initialMeasurementsCache: initial.items, initialOffset: initial.offset } : {}),
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
      remember(memoryKey, { items: virtualizer.takeSnapshot(), offset: lastOffset.current });
    };
  }, [memoryKey, virtualizer]);

  useImperativeHandle(
    handleRef,
    () => ({
      scrollToIndex(index: number) {
        virtualizer.scrollToIndex(index, { align: 'auto' });
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
