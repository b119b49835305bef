import { useCallback, useImperativeHandle, useRef, type Ref } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { VirtualList, type VirtualListHandle } from '../../components/virtual-list/virtual-list';
import { hrefs } from '../../config/paths';
import type { ReferenceIndex } from '../../lib/references';
import { FeedEntryView } from './feed-entry';
import type { FeedEntry } from '../../lib/feed-entries';
import { reactKit } from '../../components/react-kit';
import { newSinceDivider } from './feed-marks-template';
import { useFeedKeys } from './use-feed-keys';

export interface FeedListHandle extends Pick<VirtualListHandle, 'anchor' | 'placeItem'> {
  /** Scrolls the entry into view (mounting it) and moves the focus to it. */
  focusIndex(index: number): void;
}

export interface FeedListProps {
  entries: FeedEntry[];
  refs: ReferenceIndex;
  threaded: boolean;
  headingId: string;
  busy: boolean;
  /** The feed's total when known (no older page), else -1 as the feed pattern asks. */
  setsize: number;
  /** Where the "New since your last visit" divider goes (before that entry), or -1. */
  dividerIndex: number;
  /** Identifies this list's place in the history, for its remembered item heights. */
  memoryKey: string;
  onVisible: (first: number, last: number) => void;
  onNearEnd: () => void;
  handleRef?: Ref<FeedListHandle>;
  /** The window offset the list mounts at (see VirtualList's startOffset). */
  startOffset?: number | undefined;
  /** Laid out but not shown (while Back/Forward restores the reader's place). */
  concealed?: boolean;
}

/** What holds an entry of the list: its index is the virtualizer's. */
const INDEXED = '[data-index]';

/** The feed's list: virtualized, with the feed pattern's roles and the keyboard of use-feed-keys. */
export function FeedList({
  entries,
  refs,
  threaded,
  headingId,
  busy,
  setsize,
  dividerIndex,
  memoryKey,
  onVisible,
  onNearEnd,
  handleRef,
  startOffset,
  concealed = false,
}: FeedListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const virtual = useRef<VirtualListHandle>(null);
  const visibleFirst = useRef(0);
  const navigate = useNavigate();
  const location = useLocation();
  const count = entries.length;

  const focusIndex = useCallback(
    (index: number) => {
      virtual.current?.scrollToIndex(index);
      if (index >= count - 3) onNearEnd();
      let frames = 0;
      // The entry may not be mounted yet: the virtualizer mounts it within a few frames of the scroll.
      const attempt = () => {
        const el = listRef.current?.querySelector<HTMLElement>(`[data-index="${String(index)}"] article`);
        if (el) el.focus();
        else if (frames++ < 60) requestAnimationFrame(attempt);
      };
      attempt();
    },
    [count, onNearEnd],
  );
  useImperativeHandle(
    handleRef,
    () => ({
      focusIndex,
      anchor: () => virtual.current?.anchor() ?? null,
      placeItem: (index: number, offset: number) => virtual.current?.placeItem(index, offset) ?? Infinity,
    }),
    [focusIndex],
  );

  useFeedKeys({
    count,
    focusIndex,
    firstVisible: () => visibleFirst.current,
    focusedIndex: () => {
      const active = document.activeElement;
      const holder = active instanceof HTMLElement ? active.closest<HTMLElement>(INDEXED) : null;
      if (!holder || !listRef.current?.contains(holder)) return null;
      return Number(holder.dataset.index);
    },
    open: (index) => {
      const entry = entries[index];
      if (entry) void navigate(hrefs.thread(entry.message.thread_id), { state: { from: location.pathname } });
    },
  });

  return (
    <div ref={listRef} className={concealed ? 'invisible' : undefined}>
      <VirtualList
        role="feed"
        aria-labelledby={headingId}
        aria-busy={busy}
        count={count}
        estimateSize={threaded ? 260 : 140}
        getItemKey={(i) => entries[i]?.message.id ?? i}
        memoryKey={memoryKey}
        {...(startOffset !== undefined ? { startOffset } : {})}
        handleRef={virtual}
        onVisibleRangeChange={(first, last) => {
          visibleFirst.current = first;
          onVisible(first, last);
        }}
        renderItem={(i) => {
          const entry = entries[i];
          if (!entry) return null;
          return (
            <>
              {i === dividerIndex ? <NewSinceDivider /> : null}
              <FeedEntryView
                entry={entry}
                refs={refs}
                threaded={threaded}
                posinset={i + 1}
                setsize={setsize}
              />
            </>
          );
        }}
      />
    </div>
  );
}

function NewSinceDivider() {
  return newSinceDivider(reactKit);
}
