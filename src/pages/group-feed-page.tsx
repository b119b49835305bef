import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { groupName, groupQueries } from '../api/groups/groups-api';
import { PageGroupProvider } from '../components/message/page-group';
import { FeedView } from '../features/feed/feed-view';
import { GroupPage } from '../features/groups/group-page';
import type { GroupTab } from '../features/groups/group-tabs';
import { FeedMessageActions, LazyComposer } from './message-slots';
import { NotFoundPage } from './not-found-page';

/**
 * `/groups/:groupId` and `/groups/:groupId/members`: a group's page; its Conversations tab is the group's feed
 * with a composer that posts to the group.
 */
export function GroupFeedPage({ tab = 'conversations' }: { tab?: GroupTab }) {
  const { t } = useLingui();
  const id = Number(useParams().groupId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const group = useQuery({ ...groupQueries.detail(id), enabled: valid }).data;
  if (!valid) return <NotFoundPage />;
  const name = group ? groupName(group) : undefined;
  return (
    <GroupPage
      // Another group is another page: nothing of the previous one (a dialog, a list) carries over.
      key={id}
      id={id}
      tab={tab}
      conversations={
        <FeedMessageActions>
          {/* A group's page names the group: its messages need not say "in" it. */}
          <PageGroupProvider groupId={id}>
            <FeedView
              source={{ feed: 'in_group', id }}
              title={t`Conversations`}
              embedded
              composer={<LazyComposer place={{ kind: 'group', id, ...(name ? { name } : {}) }} />}
            />
          </PageGroupProvider>
        </FeedMessageActions>
      }
    />
  );
}

/** `/groups/:groupId/members`. */
export function GroupMembersPage() {
  return <GroupFeedPage tab="members" />;
}
