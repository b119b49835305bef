import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { userQueries } from '../api/users-api';
import { ScopedFeedView } from '../features/feed/scoped-feed-view';
import { FeedMessageActions, LazyComposer } from './message-slots';
import { NotFoundPage } from './not-found-page';

/** `/users/:userId`: the messages a person sent, and (on another's page) a Message button to write to them. */
export function UserFeedPage() {
  const id = Number(useParams().userId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const me = useQuery(userQueries.current()).data;
  const person = useQuery({ ...userQueries.detail(id), enabled: valid }).data;
  if (!valid) return <NotFoundPage />;
  const composer =
    me === undefined || me.id === id ? null : (
      <LazyComposer place={{ kind: 'direct', userId: id, ...(person ? { name: person.full_name } : {}) }} />
    );
  return (
    <FeedMessageActions>
      <ScopedFeedView key={id} source={{ feed: 'from_user', id }} composer={composer} />
    </FeedMessageActions>
  );
}
