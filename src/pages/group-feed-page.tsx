import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { groupQueries } from '../api/groups-api';
import { ScopedFeedView } from '../features/feed/scoped-feed-view';
import { FeedMessageActions, LazyComposer } from './message-slots';
import { NotFoundPage } from './not-found-page';

/** `/groups/:groupId`: a group's conversations under the group's name, and a composer that posts there. */
export function GroupFeedPage() {
  const id = Number(useParams().groupId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const group = useQuery({ ...groupQueries.detail(id), enabled: valid }).data;
  if (!valid) return <NotFoundPage />;
  const name = group ? group.full_name || group.name : undefined;
  return (
    <FeedMessageActions>
      <ScopedFeedView
        key={id}
        source={{ feed: 'in_group', id }}
        composer={<LazyComposer place={{ kind: 'group', id, ...(name ? { name } : {}) }} />}
      />
    </FeedMessageActions>
  );
}
