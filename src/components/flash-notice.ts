import { useSyncExternalStore } from 'react';

/**
 * A short confirmation that outlives the screen that gave it ("Profile saved" as the form closes and the
 * profile opens): kept here, shown by the shell's status line (a polite live region that is always on the
 * page, so the words are announced), gone after a few seconds.
 */
const SHOWN_MS = 6000;

let notice = '';
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function publish(next: string): void {
  notice = next;
  for (const listener of listeners) listener();
}

export function flashNotice(text: string, shownMs = SHOWN_MS): void {
  if (timer !== null) clearTimeout(timer);
  publish(text);
  timer = setTimeout(() => {
    timer = null;
    publish('');
  }, shownMs);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useFlashNotice(): string {
  return useSyncExternalStore(
    subscribe,
    () => notice,
    () => '',
  );
}
