import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { userQueries } from '../api/users/users-api';
import { FeedView } from '../features/feed/feed-view';
import { Profile } from '../features/people/profile';
import { readProfileTab } from '../features/people/profile-tabs';
import { FeedMessageActions, LazyComposer } from './message-slots';
import { NotFoundPage } from './not-found-page';

/**
 * `/users/:userId` and `/users/:userId/:tab`: a person's profile; its Messages tab is their feed, and Message
 * opens the private-message composer in a dialog (it no longer sits on the page).
 */
/**
 * A name inside a sentence that is only text (an empty state's title): the Unicode isolates do what <bdi> does,
 * so that an Arabic name in an English line, or the reverse, keeps the sentence's order.
 */
const isolated = (name: string) => `\u2068${name}\u2069`;

export function ProfilePage() {
  const { t } = useLingui();
  const params = useParams();
  const id = Number(params.userId);
  const tab = readProfileTab(params.tab);
  const valid = Number.isSafeInteger(id) && id > 0 && tab !== null;
  const person = useQuery({ ...userQueries.detail(id), enabled: valid }).data;
  if (!valid) return <NotFoundPage />;
  const name = person ? isolated(person.full_name) : '';
  return (
    <Profile
      // Another person is another page: nothing of the previous one (an open disclosure, a list) carries over.
      key={id}
      id={id}
      tab={tab}
      notFound={<NotFoundPage />}
      message={
        <LazyComposer
          place={{ kind: 'direct', userId: id, ...(person ? { name: person.full_name } : {}) }}
          presentation="button"
        />
      }
      messages={
        <FeedMessageActions>
          <FeedView
            source={{ feed: 'from_user', id }}
            title={t`Messages`}
            embedded
            emptyText={person ? t`No messages from ${name} yet.` : t`No messages yet.`}
          />
        </FeedMessageActions>
      }
    />
  );
}
