import { useCallback, useRef, useState } from 'react';
import type { Id } from '../../../contract/common';
import { lastSeenKey, readLastSeen as read, writeLastSeen as write } from '../../lib/last-seen';

/**
 * Resume where you left off: per network and feed, the newest message the reader has seen. `since` is what
 * was stored when the feed opened (null for a first visit); `markSeen` moves the stored mark forward only.
 */
export function useResume(feed: string, networkId: Id | undefined) {
  const key = networkId === undefined ? null : lastSeenKey(networkId, feed);
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
