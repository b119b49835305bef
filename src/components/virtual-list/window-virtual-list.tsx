import { measureElement, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type Key,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * The one home of @tanstack/react-virtual: a list scrolled by the window, items measured as they render
 * (any height), only what is near the viewport mounted. A swap of virtualizer touches this folder only.
 */
export interface VirtualListHandle {
  /** Brings an item into view, mounting it if it is not (its element exists from the next frames on). */
  scrollToIndex(index: number): void;
}

export interface VirtualListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  count: number;
  /** A first guess of an item's height in px, replaced by the measured one once it renders. */
  estimateSize: number;
  getItemKey: (index: number) => Key;
  renderItem: (index: number) => ReactNode;
  /** Items mounted beyond each edge of the viewport. */
  overscan?: number;
  /**
   * Where the measured heights are remembered, so that Back/Forward to the same entry gets the same total
   * height at once and the window's restored scroll position lands on the same items.
   */
  memoryKey?: string;
  /** The items the viewport shows now (first and last index), after every scroll or resize. */
  onVisibleRangeChange?: (first: number, last: number) => void;
  handleRef?: Ref<VirtualListHandle>;
}

const MEMORY_LIMIT = 20;
const memory = new Map<string, VirtualItem[]>();

function remember(key: string, snapshot: VirtualItem[]) {
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

export function VirtualList({
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
  const [initial] = useState(() => (memoryKey ? memory.get(memoryKey) : undefined));

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    // An item not laid out (hidden, or no layout engine at all) keeps its estimate instead of collapsing.
    measureElement: (el, entry, instance) => measureElement(el, entry, instance) || estimateSize,
    getItemKey,
    overscan,
    scrollMargin,
    ...(initial ? { initialMeasurementsCache: initial } : {}),
    onChange: (instance) => {
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
      remember(memoryKey, virtualizer.takeSnapshot());
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
