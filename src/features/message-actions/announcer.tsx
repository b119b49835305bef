import { useSyncExternalStore } from 'react';

/**
 * One polite live region for every message's actions ("Link copied.", "Sent to your inbox."), instead of a
 * region per message: a long feed would otherwise hold dozens of them.
 */
let text = '';
let flip = false;
const listeners = new Set<() => void>();

export function announce(next: string): void {
  flip = !flip;
  // A different string each time, so the same words twice are announced twice.
  text = flip ? next : `${next}\u00a0`;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function ActionAnnouncer() {
  const said = useSyncExternalStore(
    subscribe,
    () => text,
    () => '',
  );
  return (
    <p role="status" className="sr-only">
      {said}
    </p>
  );
}
