import type { Id } from '../../contract/common';
import type { FeedMeta, Message } from '../../contract/messages';
import { POLL_INTERVAL_MS } from '../../contract/rate-limits';

/**
 * The cursor (`older_than`) of the page after this one, or undefined at the end. The real service may leave
 * `older_available` out (the recorded `messages-feed.json` has none): that is not the end. Paging stops
 * on an empty page, an explicit `older_available: false`, or a page that ends where it was asked from.
 */
export function olderCursor(
  page: { meta: FeedMeta; messages: readonly Message[] },
  /**
   * The cursor this page was asked with: a page ending on it again would be asked for again, forever.
   * (Only equality says so: in a threaded feed the pages go back by activity, and an older page's last
   * starter may have a larger id.)
   */
  askedOlderThan?: Id,
): Id | undefined {
  if (page.meta.older_available === false) return undefined;
  const oldest = page.messages.at(-1)?.id;
  if (oldest === undefined || oldest === askedOlderThan) return undefined;
  return oldest;
}

/**
 * How often a feed is polled for `newer_than`: the service's `requested_poll_interval` (seconds) when it
 * sends one, never faster than the spec's once a minute.
 */
export function pollIntervalMs(meta: FeedMeta | undefined): number {
  const asked = meta?.requested_poll_interval;
  if (typeof asked !== 'number' || !Number.isFinite(asked)) return POLL_INTERVAL_MS;
  return Math.max(POLL_INTERVAL_MS, asked * 1000);
}
