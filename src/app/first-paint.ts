import { rememberedNetwork } from '../auth/session';
import { feedKey } from '../lib/feed-source';
import { lastSeenKey, mayOfferResume, readLastSeen } from '../lib/last-seen';
import { paintEarlyFeed } from './early-paint/paint-early-feed';
import type { FirstFeedRequest } from './first-request';

/** How long the rest of the app waits for the first feed page before it starts without an early paint. */
const WAIT_AT_MOST_MS = 1000;

/**
 * From the first chunk: as soon as the feed request it sent answers, the feed is drawn (the early paint),
 * before TanStack Query, React or the UI have run. Resolves once that frame is on screen, or at once when
 * there is nothing to draw early: a failure, an empty feed, a resume offer in a network not known yet (a
 * new sign-in), or no answer within a second (then the app starts and shows its own loading state).
 */
export async function paintFirstPage(root: HTMLElement, request: FirstFeedRequest): Promise<void> {
  const { feed, layout, firstPage } = request;
  const networkId = rememberedNetwork();
  if (networkId === null && mayOfferResume(feedKey({ feed }))) return;
  const since = networkId === null ? null : readLastSeen(lastSeenKey(networkId, feedKey({ feed })));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      resolve(null);
    }, WAIT_AT_MOST_MS);
  });
  const page = await Promise.race([firstPage.catch(() => null), late]);
  clearTimeout(timer);
  if (page) await paintEarlyFeed(root, { feed, threaded: layout === 'extended', pages: [page], since });
}
