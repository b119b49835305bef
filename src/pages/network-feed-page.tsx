import { FeedView } from '../features/feed/feed-view';
import { networkFeedTitle, type NetworkFeedName } from '../lib/feed-source';
import { FeedMessageActions, LazyComposer } from './message-slots';

/** `/`, `/my-feed`, `/top`, `/following`, `/sent`, `/private`, `/received`: one network feed each. */
export function NetworkFeedPage({ feed }: { feed: NetworkFeedName }) {
  // A new key per feed: nothing of one feed's list (scroll memory, focus, resume offer) leaks into the next.
  return (
    <FeedMessageActions>
      <FeedView
        key={feed}
        source={{ feed }}
        title={networkFeedTitle(feed)}
        composer={<LazyComposer place={{ kind: 'network', feed: { feed } }} />}
      />
    </FeedMessageActions>
  );
}
