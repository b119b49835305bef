import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentType,
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

let loaded: ComponentType<VirtualListProps> | null = null;

/**
 * The virtualizer is kept out of the first bundle and fetched at start, in parallel with the first feed.
 * Until it is there (usually before the feed answers) the list renders plainly in normal flow, which for a
 * first page is what the virtualizer would show too.
 */
export const virtualListReady: Promise<void> = import('./window-virtual-list').then((module) => {
  loaded = module.default;
});

export function VirtualList(props: VirtualListProps) {
  const [Impl, setImpl] = useState(() => loaded);
  useEffect(() => {
    if (Impl) return;
    let live = true;
    void virtualListReady.then(() => {
      if (live) setImpl(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [Impl]);
  return Impl ? <Impl {...props} /> : <PlainList {...props} />;
}

function PlainList({
  count,
  getItemKey,
  renderItem,
  handleRef,
  estimateSize: _estimate,
  overscan: _overscan,
  memoryKey: _memory,
  onVisibleRangeChange: _visible,
  ...rest
}: VirtualListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    handleRef,
    () => ({
      scrollToIndex(index: number) {
        listRef.current
          ?.querySelector(`[data-index="${String(index)}"]`)
          ?.scrollIntoView({ block: 'nearest' });
      },
    }),
    [],
  );
  return (
    <div ref={listRef} {...rest}>
      {Array.from({ length: count }, (_, index) => (
        <div key={getItemKey(index)} data-index={index}>
          {renderItem(index)}
        </div>
      ))}
    </div>
  );
}
