import { useParams } from 'react-router';
import { ThreadView } from '../features/thread/thread-view';
import { NotFoundPage } from './not-found-page';

/** `/threads/:threadId`: one conversation (loaded lazily; not part of the first feed paint). */
export function ThreadPage() {
  const { threadId } = useParams();
  const id = Number(threadId);
  if (!threadId || !/^\d+$/.test(threadId) || !Number.isSafeInteger(id)) return <NotFoundPage />;
  return <ThreadView key={id} threadId={id} />;
}
