import type { ComponentType, ReactElement } from 'react';
import { NetworkFeedPage } from '../pages/network-feed-page';
import { NotFoundPage } from '../pages/not-found-page';
import { withLaterMessages } from '../i18n/later-messages';
import type { BundledPage, LazyPage } from './screens/screen';

/** The pages the screen table ships in the UI's own chunk (app/screens/screen.ts says which and why). */
export function bundledPage(page: BundledPage): ReactElement {
  switch (page.bundled) {
    case 'network-feed':
      return <NetworkFeedPage feed={page.feed} />;
    case 'not-found':
      return <NotFoundPage />;
  }
}

/**
 * Each page's own chunk, by file, as a route's `lazy` import would split it off. The bundled pages are left
 * out: a second, dynamic way to them made the build split them and what they share with the other pages
 * into chunks of their own.
 */
/* eslint-disable lingui/no-unlocalized-strings -- module paths for the bundler, never shown */
const PAGE_CHUNKS = import.meta.glob<Partial<Record<string, ComponentType>>>([
  '../pages/*-page.tsx',
  '!../pages/network-feed-page.tsx',
  '!../pages/not-found-page.tsx',
]);
/* eslint-enable lingui/no-unlocalized-strings */

/** The code of a page that is a chunk of its own; a name the table got wrong fails the route, loudly. */
export async function loadPage({ module, name }: LazyPage): Promise<ComponentType> {
  const chunk = PAGE_CHUNKS[`../pages/${module}.tsx`];
  // Every page shows messages of the later catalog: the route waits for them as for its code.
  const Page = chunk && (await withLaterMessages(chunk)())[name];
  if (!Page) throw new Error(`No page ${name} in src/pages/${module}.tsx`);
  return Page;
}
