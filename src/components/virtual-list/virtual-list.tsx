import { whenAppFeedPaint } from '../../lib/first-feed-paint';
import { focusPlace, focusPlaceOf, type FocusPlace } from '../../lib/focus-path';
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type HTMLAttributes,
  type Key,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { itemElement, measureListLayout, scrollElementTo, type ListLayout } from './item-dom';
import type { WindowVirtualListProps } from './window-virtual-list';

/**
 * The one home of @tanstack/react-virtual: a list scrolled by the window, items measured as they render
 * (any height), only what is near the viewport mounted. A swap of virtualizer touches this folder only.
 */
export interface VirtualListHandle {
  /** Brings an item into view, mounting it if it is not (its element exists from the next frames on). */
  scrollToIndex(index: number): void;
  /**
   * The item at the top of the viewport (the first whose bottom is below the viewport's top), its top's
   * distance from the viewport's top in px (negative when partly scrolled past), and the window's offset it
   * was read at; null when none is shown. Cheap enough for every scroll: no layout is forced.
   */
  anchor(): { index: number; offset: number; scrollY: number } | null;
  /**
   * Scrolls the window so that the item starts `offset` px below the viewport's top. Returns how far off it
   * was (px, 0 when already in place), or Infinity when the item was not mounted and is being scrolled to
   * from its estimated position: call again on a later frame until it answers (about) 0.
   */
  placeItem(index: number, offset: number): number;
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
  /**
   * The window offset the list's page is shown at, when the list mounts together with its page: 0 for a
   * new page, where the reader was for Back/Forward. Without it the list takes the window's offset, which
   * during a navigation may still be the previous page's (and the list would scroll the window back there).
   */
  startOffset?: number;
}

let loaded: ComponentType<WindowVirtualListProps> | null = null;
let requested: Promise<void> | null = null;

function loadVirtualizer(): Promise<void> {
  requested ??= import('./window-virtual-list').then((module) => {
    loaded = module.default;
  });
  return requested;
}

/**
 * The virtualizer is kept out of the first bundle and fetched once the first feed items are on screen: a
 * first page needs no virtualizing, and a cold load then spends its network and main thread on the feed.
 * Until it is there the list renders plainly in normal flow, which for a first page is what the virtualizer
 * would show too.
 */
export const virtualListReady: Promise<void> = whenAppFeedPaint().then(loadVirtualizer);

/**
 * The most items the plain list mounts. A first page (20) and the older pages a Back loads to find the
 * reader's place stay under it; a longer list mounted whole cost seconds of main thread (5,000 items: 29 s
 * on a busy 2-core machine) before the virtualizer could take over, so past it the virtualizer is asked for
 * at once and the plain list shows only the first items meanwhile.
 */
export const PLAIN_LIST_MAX = 50;

export function VirtualList({ startOffset, ...props }: VirtualListProps) {
  const [Impl, setImpl] = useState(() => loaded);
  // A virtualizer arriving after the plain list (the first page at start) takes the window as it is then,
  // and the plain list's measured items: estimated again, the items above the viewport changed height
  // as they were measured, and the virtualizer's corrections moved what the reader was looking at.
  const [mountedWithPage] = useState(() => loaded !== null);
  const plainRef = useRef<HTMLDivElement>(null);
  const [handedOver, setHandedOver] = useState<ListLayout | null>(null);
  const keyOf = useRef(props.getItemKey);
  useEffect(() => {
    keyOf.current = props.getItemKey;
  });
  const tooLong = props.count > PLAIN_LIST_MAX;
  useEffect(() => {
    if (Impl) return;
    let live = true;
    void (tooLong ? loadVirtualizer() : virtualListReady).then(() => {
      if (!live) return;
      setHandedOver(measureListLayout(plainRef.current, keyOf.current));
      setImpl(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [Impl, tooLong]);
  // What the reader focused in the plain list (j/k, Tab right after load), read as the plain list goes
  // (PlainList's layout cleanup, before its elements leave the page), and focused again in the
  // virtualizer's list as soon as its element is there, in the same task when it can: no key press lands
  // on <body> in between.
  const focusOut = useRef<FocusOut | null>(null);
  useLayoutEffect(() => {
    const out = focusOut.current;
    if (!Impl || !out) return;
    focusOut.current = null;
    let frames = 0;
    let frame = 0;
    let live = true;
    const restore = () => {
      if (!live || document.activeElement !== document.body) return;
      if (focusPlace(out.place, out.tagName) || ++frames > 10) return;
      frame = requestAnimationFrame(restore);
    };
    if (!focusPlace(out.place, out.tagName)) queueMicrotask(restore);
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, [Impl]);
  return Impl ? (
    <Impl
      {...props}
      {...(mountedWithPage && startOffset !== undefined ? { startOffset } : {})}
      handedOver={handedOver}
    />
  ) : (
    <PlainList {...props} listRef={plainRef} focusOut={focusOut} />
  );
}

interface FocusOut {
  place: FocusPlace;
  tagName: string;
}

function PlainList({
  listRef,
  focusOut,
  count,
  getItemKey,
  renderItem,
  handleRef,
  estimateSize: _estimate,
  overscan: _overscan,
  memoryKey: _memory,
  onVisibleRangeChange: _visible,
  ...rest
}: VirtualListProps & {
  listRef: RefObject<HTMLDivElement | null>;
  focusOut: RefObject<FocusOut | null>;
}) {
  useLayoutEffect(() => {
    const list = listRef.current;
    return () => {
      const active = document.activeElement;
      if (!list || !active || !list.contains(active)) return;
      const place = focusPlaceOf(active, list);
      focusOut.current = place ? { place, tagName: active.tagName } : null;
    };
  }, [listRef, focusOut]);
  useImperativeHandle(
    handleRef,
    () => ({
      scrollToIndex(index: number) {
        itemElement(listRef.current, index)?.scrollIntoView({ block: 'nearest' });
      },
      anchor() {
        const items = listRef.current?.children ?? [];
        for (const el of items) {
          const rect = el.getBoundingClientRect();
          if (rect.bottom > 0 && el instanceof HTMLElement)
            return { index: Number(el.dataset.index), offset: rect.top, scrollY: window.scrollY };
        }
        return null;
      },
      placeItem(index: number, offset: number) {
        const el = itemElement(listRef.current, index);
        if (!el) return Infinity;
        return scrollElementTo(el, offset);
      },
    }),
    [listRef],
  );
  return (
    <div ref={listRef} {...rest}>
      {Array.from({ length: Math.min(count, PLAIN_LIST_MAX) }, (_, index) => (
        <div key={getItemKey(index)} data-index={index}>
          {renderItem(index)}
        </div>
      ))}
    </div>
  );
}
