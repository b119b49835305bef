import type { QueryClient } from '@tanstack/react-query';
import type { Outbox } from './outbox';
import type { AnyWrite } from './write-kind';

/**
 * The outboxes of this tab, one per query client and person (outbox-instance.ts creates them). Apart, and
 * blind to the kinds of write, so a module a write kind depends on (the follow lists) can ask what waits
 * without an import cycle.
 */
const instances = new WeakMap<QueryClient, Map<string, Outbox<AnyWrite, unknown>>>();

export function outboxesOf(client: QueryClient): Map<string, Outbox<AnyWrite, unknown>> {
  let byOwner = instances.get(client);
  if (!byOwner) {
    byOwner = new Map();
    instances.set(client, byOwner);
  }
  return byOwner;
}

/** Whether a write the test names is still in one of the client's outboxes (waiting, or on its way). */
export function writeWaits(client: QueryClient, test: (write: AnyWrite) => boolean): boolean {
  for (const outbox of outboxesOf(client).values())
    if (outbox.getSnapshot().some((entry) => test(entry.write))) return true;
  return false;
}
