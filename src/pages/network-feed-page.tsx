import { FeedView } from '../features/feed/feed-view';
import { networkFeedTitle, type NetworkFeedName } from '../lib/feed-source';

/** `/`, `/my-feed`, `/top`, `/following`, `/sent`, `/private`, `/received`: one network feed each. */
export function NetworkFeedPage({ feed }: { feed: NetworkFeedName }) {
  // A new key per feed: nothing of one feed's list (scroll memory, focus, resume offer) leaks into the next.
  return <FeedView key={feed} source={{ feed }} title={networkFeedTitle(feed)} />;
}
