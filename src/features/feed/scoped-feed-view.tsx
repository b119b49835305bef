import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Id } from '../../../contract/common';
import { ApiError } from '../../api/http/api-error';
import { groupQueries } from '../../api/groups/groups-api';
import { PageGroupProvider } from '../../components/message/page-group';
import { topicQueries } from '../../api/topics/topics-api';
import { usePageTitle } from '../../components/page-title';
import { hrefs } from '../../config/paths';
import { FeedView } from './feed-view';

/** A person's messages are a profile's tab (pages/profile-page), under the profile's own heading. */
export type ScopedSource = { feed: 'in_group'; id: Id } | { feed: 'about_topic'; id: Id };

/** The name and subtitle of a group or topic, whichever the feed is about. */
function useScope(source: ScopedSource) {
  const group = useQuery({ ...groupQueries.detail(source.id), enabled: source.feed === 'in_group' });
  const topic = useQuery({ ...topicQueries.detail(source.id), enabled: source.feed === 'about_topic' });
  switch (source.feed) {
    case 'in_group':
      return {
        query: group,
        title: group.data ? group.data.full_name || group.data.name : undefined,
        subtitle: group.data?.description ?? undefined,
      };
    case 'about_topic':
      return { query: topic, title: topic.data ? `#${topic.data.name}` : undefined, subtitle: undefined };
  }
}

/** A group's or topic's feed under its name; an address that names none says so. */
export function ScopedFeedView({
  source,
  composer,
  header,
}: {
  source: ScopedSource;
  composer?: ReactNode;
  /** What the page shows under the name in place of the scope's own line (a topic's followers and Follow). */
  header?: ReactNode;
}) {
  const { t } = useLingui();
  const { query, title, subtitle } = useScope(source);
  const group = source.feed === 'in_group';
  const refused =
    query.error instanceof ApiError && (query.error.kind === 'not-found' || query.error.kind === 'forbidden');
  const missing = group ? t`No such group` : t`No such topic`;
  usePageTitle(refused ? missing : undefined);
  if (refused) {
    return (
      <div className="p-6">
        <h1 className="text-xl font-semibold">{missing}</h1>
        <p role="alert" className="mt-2">
          {group ? (
            <Trans>This group does not exist, or you cannot see it.</Trans>
          ) : (
            <Trans>This topic does not exist, or you cannot see it.</Trans>
          )}{' '}
          <Link to={hrefs.home()} className="text-blue-800 underline dark:text-blue-300">
            <Trans>Go to All conversations</Trans>
          </Link>
        </p>
      </div>
    );
  }
  const loading = group ? t`Loading group…` : t`Loading topic…`;
  const fallback = group ? t`Group` : t`Topic`;
  return (
    // A group's page names the group: its messages need not say "in" it.
    <PageGroupProvider groupId={source.feed === 'in_group' ? source.id : undefined}>
      <FeedView
        source={source}
        title={title ?? (query.isPending ? loading : fallback)}
        subtitle={header ?? subtitle}
        composer={composer}
      />
    </PageGroupProvider>
  );
}
