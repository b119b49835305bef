import { rememberedNetwork } from '../auth/session';
import { isEarlyPaintShown } from '../lib/early-paint';
import { feedKey } from '../lib/feed-source';
import { lastSeenKey, mayOfferResume, readLastSeen } from '../lib/last-seen';
import { paintEarlyFeed, paintEarlyLoading } from './early-paint/paint-early-feed';
import type { FirstFeedRequest } from './first-request';

/** How long the rest of the app waits for the first feed page before it starts beside it. */
const WAIT_AT_MOST_MS = 1000;

/**
 * From the first chunk, before TanStack Query, React or the UI have run: the page with the feed loading is
 * drawn while the request it sent is out, and the feed in its place as soon as it answers (the early
 * paint). Resolves once that frame is on screen, or when there is no feed to draw early: a failure or an
 * empty feed (the app takes over from the loading page as it shows its own state), a resume offer in a
 * network not known yet (a new sign-in; nothing is drawn then), or no answer within a second: the app then
 * starts beside the request, and the feed is still drawn early if it answers before the app has rendered.
 */
export async function paintFirstPage(root: HTMLElement, request: FirstFeedRequest): Promise<void> {
  const { feed, layout, firstPage } = request;
  const networkId = rememberedNetwork();
  if (networkId === null && mayOfferResume(feedKey({ feed }))) return;
  const since = networkId === null ? null : readLastSeen(lastSeenKey(networkId, feedKey({ feed })));
  const threaded = layout === 'extended';
  paintEarlyLoading(root, { feed, threaded });
  // A slow answer is still drawn early if it comes before the app's own render has taken over.
  const drawn = firstPage.then(
    (page) => (isEarlyPaintShown() ? paintEarlyFeed(root, { feed, threaded, pages: [page], since }) : null),
    () => null,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, WAIT_AT_MOST_MS);
  });
  await Promise.race([drawn, late]);
  clearTimeout(timer);
}
