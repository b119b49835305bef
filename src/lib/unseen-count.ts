import type { Id } from '../../contract/common';
import type { Network } from '../../contract/networks';

/**
 * A badge's number from one of the service's unseen counts: only a positive count shows. The real service
 * answers -1 for "not computed" (the recorded networks-current.json does) and may leave a count out: both
 * mean unknown, so no number at all rather than a wrong one.
 */
export function badgeCount(count: unknown): number | undefined {
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : undefined;
}

/** The reader's unseen notifications in their current network (`me.network_id`), for the shell's badge. */
export function unseenNotificationsIn(
  networks: readonly Network[] | undefined,
  networkId: Id | undefined,
): number | undefined {
  if (networkId === undefined) return undefined;
  return badgeCount(networks?.find((n) => n.id === networkId)?.unseen_notification_count);
}

/** What a badge shows: the count, or "99+" past that (the accessible name still says the number). */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
