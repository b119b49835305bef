import type { QueryClient } from '@tanstack/react-query';
import { currentAppPath } from '../config/network-path';
import { paintRestoredFeed } from './paint-restored-feed';
import type { FirstStart } from '../boot/first-request';
import { openQueryCache, prepareStart } from './prepare-start';
import { languageSettled } from '../i18n/i18n-runtime';
import { followLanguage } from '../i18n/language-runtime';

let language: Promise<void> | null = null;

/**
 * The app's language from here on: the reader's choice, followed in every tab, with what React's first
 * render shows (the `ui` catalog, which the first chunk asked for beside this code). React renders once it
 * is in. Idempotent.
 */
function followAppLanguage(): Promise<void> {
  language ??= followLanguage(undefined, 'ui');
  return language;
}

let opened: { client: QueryClient; painted: Promise<void> } | null = null;

/**
 * Opens the query cache with last visit's copy and draws a network feed from it at once (the early paint),
 * before config has even loaded: a repeat visit paints without a single request. Idempotent.
 */
export function openCache(root: HTMLElement): Promise<void> {
  if (!opened) {
    const client = openQueryCache();
    // The early page needs the early catalog alone (the first chunk activates it), React the UI's too.
    const painted = languageSettled().then(() => paintRestoredFeed(client, root, currentAppPath()));
    opened = { client, painted };
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
  await Promise.all([fromCopy, followAppLanguage()]);
  const { start } = await import('./start');
  start(root, ready);
}
