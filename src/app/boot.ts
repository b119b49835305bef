import type { QueryClient } from '@tanstack/react-query';
import { currentAppPath } from '../config/network-path';
import { paintRestoredFeed } from './paint-restored-feed';
import type { FirstStart } from '../boot/first-request';
import { openQueryCache, prepareStart } from './prepare-start';

let opened: { client: QueryClient; painted: Promise<void> } | null = null;

/**
 * Opens the query cache with last visit's copy and draws a network feed from it at once (the early paint),
 * before config has even loaded: a repeat visit paints without a single request. Idempotent.
 */
export function openCache(root: HTMLElement): Promise<void> {
  if (!opened) {
    const client = openQueryCache();
    opened = { client, painted: paintRestoredFeed(client, root, currentAppPath()) };
  }
  return opened.painted;
}

/**
 * Everything between the first chunk and React: the query cache, which takes over the feed request the
 * first chunk sent, and the first screen's other requests. Then React and the UI run, after any early paint.
 */
export async function boot(root: HTMLElement, first: FirstStart): Promise<void> {
  // A feed the first chunk requested is newer than any copy: it paints from that answer instead.
  const fromCopy = first.ok && first.feed ? null : openCache(root);
  const ready = prepareStart(first, opened?.client);
  await fromCopy;
  const { start } = await import('./start');
  start(root, ready);
}
