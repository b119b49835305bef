import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { topicQueries } from '../api/topics/topics-api';
import { ScopedFeedView } from '../features/feed/scoped-feed-view';
import { TopicHeader } from '../features/topics/topic-header';
import { FeedMessageActions, LazyComposer } from './message-slots';
import { NotFoundPage } from './not-found-page';

/** `/topics/:topicId`: a topic's followers and Follow above its conversations; its composer starts with the topic. */
export function TopicFeedPage() {
  const id = Number(useParams().topicId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const topic = useQuery({ ...topicQueries.detail(id), enabled: valid }).data;
  if (!valid) return <NotFoundPage />;
  return (
    <FeedMessageActions>
      <ScopedFeedView
        key={id}
        source={{ feed: 'about_topic', id }}
        header={<TopicHeader id={id} />}
        // The topic's name is its chip: the composer waits for it, so a new draft starts with the chip.
        composer={topic ? <LazyComposer place={{ kind: 'topic', id, name: topic.name }} /> : null}
      />
    </FeedMessageActions>
  );
}
