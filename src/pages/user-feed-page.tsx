import { useParams } from 'react-router';
import { ScopedFeedView } from '../features/feed/scoped-feed-view';
import { NotFoundPage } from './not-found-page';

/** `/users/:userId`: the messages a person sent. */
export function UserFeedPage() {
  const id = Number(useParams().userId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return <ScopedFeedView key={id} source={{ feed: 'from_user', id }} />;
}
