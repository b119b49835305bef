import { FeedView } from '../features/feed/feed-view';
import { ALL_FEED } from '../lib/feed-source';

/** `/`: the All conversations feed. */
export function HomePage() {
  return <FeedView source={ALL_FEED} title="All conversations" />;
}
