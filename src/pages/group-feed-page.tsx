import { useParams } from 'react-router';
import { ScopedFeedView } from '../features/feed/scoped-feed-view';
import { NotFoundPage } from './not-found-page';

/** `/groups/:groupId`: a group's conversations under the group's name. */
export function GroupFeedPage() {
  const id = Number(useParams().groupId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return <ScopedFeedView key={id} source={{ feed: 'in_group', id }} />;
}
