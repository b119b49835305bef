import { useLanguage } from '../components/use-language';
import { FeedView } from '../features/feed/feed-view';
import { networkComposerKind } from '../features/composer/composer-place';
import { networkFeedTitle, type NetworkFeedName } from '../lib/feed-source';
import { FeedMessageActions, LazyComposer } from './message-slots';

/** `/`, `/my-feed`, `/top`, `/following`, `/sent`, `/private`, `/received`: one network feed each. */
export function NetworkFeedPage({ feed }: { feed: NetworkFeedName }) {
  // The feed's name comes from a plain function (lib/feed-source.ts): redrawn when the language changes.
  useLanguage();
  // Where posting makes sense: a new message on All and My feed, a new private message on Private.
  const kind = networkComposerKind(feed);
  const composer =
    kind === 'network' ? (
      <LazyComposer place={{ kind: 'network', feed: { feed } }} />
    ) : kind === 'private' ? (
      <LazyComposer place={{ kind: 'private' }} />
    ) : null;
  // A new key per feed: nothing of one feed's list (scroll memory, focus, resume offer) leaks into the next.
  return (
    <FeedMessageActions>
      <FeedView key={feed} source={{ feed }} title={networkFeedTitle(feed)} composer={composer} />
    </FeedMessageActions>
  );
}
