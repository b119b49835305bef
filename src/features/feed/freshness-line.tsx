import { useEffect, useState } from 'react';
import { useApiStatus } from '../../api/http/use-api-status';
import { useOnline } from '../../components/use-online';
import { reactKit } from '../../components/react-kit';
import { freshnessLine, updatedJustNow } from './feed-heading-template';

export function ago(seconds: number): string {
  if (seconds < 10) return updatedJustNow();
  if (seconds < 60) return `Updated ${String(Math.floor(seconds / 10) * 10)} seconds ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Updated ${String(minutes)} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  return `Updated ${String(hours)} hour${hours === 1 ? '' : 's'} ago`;
}

function useTicker(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, ms);
    return () => {
      clearInterval(timer);
    };
  }, [ms]);
  return now;
}

/**
 * A quiet line under a feed's title: how fresh the list is, or why it is not. It is not a live region, so a
 * screen reader hears it when it reads there, never every tick (the shell's status line announces outages).
 */
export function FreshnessLine({
  updatedAt,
  failed,
  pollFailed = false,
}: {
  updatedAt: number;
  /** The feed or its poll could not reach the service. */
  failed: boolean;
  /** The last poll reached the service but got no usable answer (a 5xx, a garbled body). */
  pollFailed?: boolean;
}) {
  const status = useApiStatus();
  const online = useOnline();
  const now = useTicker(status.retryAt === null ? 10_000 : 1_000);
  let text: string;
  // Nothing saved (never loaded): the feed itself says it will load on reconnect.
  if (!online) text = updatedAt > 0 ? 'Offline — showing saved messages' : 'Offline';
  // The browser has a network, the service did not answer (a reset connection, a refused port).
  else if (status.offline || failed)
    text = updatedAt > 0 ? 'Cannot reach the service — showing saved messages' : 'Cannot reach the service';
  else if (status.retryAt !== null)
    text = `Rate-limited, retrying in ${String(Math.max(0, Math.ceil((status.retryAt - now) / 1000)))} s`;
  // The poll runs again on its own a minute later (api/http/poll-cadence.ts): say so, the list stays as it is.
  else if (pollFailed && updatedAt > 0) text = 'Could not check for new messages; trying again in a minute';
  else if (updatedAt > 0) text = ago(Math.max(0, (now - updatedAt) / 1000));
  else text = '';
  return freshnessLine(reactKit, text);
}
