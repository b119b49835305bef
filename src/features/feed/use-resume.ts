import { useCallback, useRef, useState } from 'react';
import type { Id } from '../../../contract/common';

const storageKey = (networkId: Id, feed: string) => `commons.lastSeen.${String(networkId)}.${feed}`;

function read(key: string): Id | null {
  try {
    const raw = window.localStorage.getItem(key);
    const id = raw === null ? NaN : Number(raw);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

function write(key: string, id: Id) {
  try {
    window.localStorage.setItem(key, String(id));
  } catch {
    // Without storage the reader only loses the offer to resume.
  }
}

/**
 * Resume where you left off: per network and feed, the newest message the reader has seen. `since` is what
 * was stored when the feed opened (null for a first visit); `markSeen` moves the stored mark forward only.
 */
export function useResume(feed: string, networkId: Id | undefined) {
  const key = networkId === undefined ? null : storageKey(networkId, feed);
  const [since, setSince] = useState<{ key: string; id: Id | null } | null>(() =>
    key === null ? null : { key, id: read(key) },
  );
  // The snapshot is taken once the network is known, before anything seen now is written.
  if (key !== null && since?.key !== key) setSince({ key, id: read(key) });
  const stored = useRef<Id | null>(null);
  const markSeen = useCallback(
    (id: Id) => {
      if (key === null || since?.key !== key) return;
      const current = stored.current ?? read(key);
      if (current !== null && current >= id) return;
      stored.current = id;
      write(key, id);
    },
    [key, since],
  );
  return { since: since?.key === key ? since.id : null, ready: since?.key === key, markSeen };
}
