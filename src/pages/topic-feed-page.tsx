import { useParams } from 'react-router';
import { ScopedFeedView } from '../features/feed/scoped-feed-view';
import { NotFoundPage } from './not-found-page';

/** `/topics/:topicId`: the conversations about a topic. */
export function TopicFeedPage() {
  const id = Number(useParams().topicId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return <ScopedFeedView key={id} source={{ feed: 'about_topic', id }} />;
}
