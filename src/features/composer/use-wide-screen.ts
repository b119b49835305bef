import { useSyncExternalStore } from 'react';

/** Tailwind's `sm` (40rem): from here up a feed's composer is an inline line, below it a floating button. */
const WIDE = '(min-width: 40rem)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);

function subscribe(listener: () => void) {
  const list = query();
  list?.addEventListener('change', listener);
  return () => {
    list?.removeEventListener('change', listener);
  };
}

/** True from 640 px wide (and where the width cannot be asked, as in tests without a layout). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => true,
  );
}
