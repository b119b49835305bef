import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_DRAFT, loadDraft, saveDraft, type Draft } from '../../lib/drafts';

export type DraftState = Omit<Draft, 'savedAt'>;

/** How long typing pauses before the draft is written (every keystroke would be wasted work). */
export const DRAFT_SAVE_MS = 400;

/**
 * The composer's state, restored from the stored draft of this place and written back as the user types
 * (debounced), at once when asked (before sending), and when the composer goes away or the page is hidden,
 * so nothing typed is lost. `discard` forgets it: only after the service confirmed the post.
 */
export function useDraft(key: string, initial: Partial<DraftState> = {}) {
  const [draft, setDraft] = useState<DraftState>(() => ({ ...EMPTY_DRAFT, ...initial, ...loadDraft(key) }));
  const latest = useRef(draft);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (!dirty.current) return;
    dirty.current = false;
    saveDraft(key, latest.current);
  }, [key]);

  const update = useCallback(
    (change: Partial<DraftState> | ((prev: DraftState) => Partial<DraftState>)) => {
      setDraft((prev) => {
        const next = { ...prev, ...(typeof change === 'function' ? change(prev) : change) };
        latest.current = next;
        return next;
      });
      dirty.current = true;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_MS);
    },
    [flush],
  );

  const discard = useCallback(
    (next: Partial<DraftState> = {}) => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      dirty.current = false;
      const fresh = { ...EMPTY_DRAFT, ...initial, ...next };
      latest.current = fresh;
      setDraft(fresh);
      saveDraft(key, EMPTY_DRAFT);
    },
    // `initial` is read when discarding only; its identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  useEffect(() => {
    const onHide = () => {
      flush();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  return { draft, update, flush, discard };
}
