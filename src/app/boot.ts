import { paintRestoredFeed } from './early-paint/paint-restored-feed';
import type { FirstStart } from './first-request';
import { prepareStart } from './prepare-start';

/**
 * Everything between the first chunk and React: the query cache, which takes over the feed request the
 * first chunk sent, and the first screen's other requests; a feed restored from the last visit is drawn
 * early from here. Then React and the UI run.
 */
export async function boot(root: HTMLElement, first: FirstStart): Promise<void> {
  const ready = prepareStart(first);
  if (ready.ok && !(first.ok && first.feed)) {
    await paintRestoredFeed(ready.queryClient, root, window.location.pathname).settled;
  }
  const { start } = await import('./start');
  start(root, ready);
}
