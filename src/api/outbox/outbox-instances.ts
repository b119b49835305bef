import type { QueryClient } from '@tanstack/react-query';
import type { Outbox } from './outbox';
import type { OutboxWrite, WriteResult } from './outbox-writes';

/**
 * The outboxes of this tab, one per query client and person (outbox-instance.ts creates them). Apart, so a
 * module the outbox's own writes depend on (the follow lists) can ask what waits without an import cycle.
 */
const instances = new WeakMap<QueryClient, Map<string, Outbox<OutboxWrite, WriteResult>>>();

export function outboxesOf(client: QueryClient): Map<string, Outbox<OutboxWrite, WriteResult>> {
  let byOwner = instances.get(client);
  if (!byOwner) {
    byOwner = new Map();
    instances.set(client, byOwner);
  }
  return byOwner;
}

/** Whether a write the test names is still in one of the client's outboxes (waiting, or on its way). */
export function writeWaits(client: QueryClient, test: (write: OutboxWrite) => boolean): boolean {
  for (const outbox of outboxesOf(client).values())
    if (outbox.getSnapshot().some((entry) => test(entry.write))) return true;
  return false;
}
