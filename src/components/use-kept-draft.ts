import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing pauses before the draft is written (every keystroke would be wasted work). */
export const DRAFT_SAVE_MS = 400;

export interface KeptDraftOptions<T> {
  /** The state to start from: what is stored under the key, else a fresh one. Read once per key. */
  restore: () => T;
  /** Writes (or forgets) the stored draft; the latest function given is used. */
  save: (value: T) => void;
}

/**
 * A form's state kept as a draft (the composer, the profile form): restored once, written back as the user
 * types (debounced), at once when asked (before sending), and when the form goes away or the page is hidden,
 * so nothing typed is lost to a reload, a crash or a session that expired while sending.
 */
export function useKeptDraft<T extends object>({ restore, save }: KeptDraftOptions<T>) {
  const [value, setValue] = useState<T>(restore);
  const latest = useRef(value);
  const saver = useRef(save);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    saver.current = save;
  }, [save]);

  const stopTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const flush = useCallback(() => {
    stopTimer();
    if (!dirty.current) return;
    dirty.current = false;
    saver.current(latest.current);
  }, []);

  const update = useCallback(
    (change: Partial<T> | ((prev: T) => Partial<T>)) => {
      setValue((prev) => {
        const next = { ...prev, ...(typeof change === 'function' ? change(prev) : change) };
        latest.current = next;
        return next;
      });
      dirty.current = true;
      stopTimer();
      timer.current = setTimeout(flush, DRAFT_SAVE_MS);
    },
    [flush],
  );

  /** Puts a whole new state in place and stores it now (a discarded or a sent draft). */
  const replace = useCallback((next: T) => {
    stopTimer();
    dirty.current = false;
    latest.current = next;
    setValue(next);
    saver.current(next);
  }, []);

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

  return { value, update, flush, replace };
}
