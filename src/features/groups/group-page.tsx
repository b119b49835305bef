import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Id } from '../../../contract/common';
import { ApiError } from '../../api/http/api-error';
import { describeError } from '../../api/http/describe-error';
import { cachedGroup } from '../../api/groups/group-cache';
import { groupName, groupQueries } from '../../api/groups/groups-api';
import { usePageTitle } from '../../components/page-title';
import { ErrorState, LoadingState } from '../../components/states';
import { GroupHeader } from './group-header';
import { GroupMembers } from './group-members';
import { NoSuchGroup, PrivateGroup } from './group-refusals';
import { GroupTabs, type GroupTab } from './group-tabs';

export interface GroupPageProps {
  id: Id;
  tab: GroupTab;
  /** The Conversations tab: the group's feed and its composer, as the page composes them. */
  conversations: ReactNode;
}

const refusedAs = (error: unknown, kind: 'forbidden' | 'not-found') =>
  error instanceof ApiError && error.kind === kind;

/**
 * A group's page at `/groups/ID[/members]`: the header, then Conversations or Members. A private group the
 * reader is not in (the service answers 403, also right after the reader left it) is said to be private,
 * named when any copy of it is known; a header that fails otherwise leaves the tabs working below it.
 */
export function GroupPage({ id, tab, conversations }: GroupPageProps) {
  const { t } = useLingui();
  const group = useQuery(groupQueries.detail(id));
  const client = useQueryClient();
  const known = group.data ?? cachedGroup(client, id);
  const name = known ? groupName(known) : undefined;
  const isPrivate = refusedAs(group.error, 'forbidden');
  const missing = refusedAs(group.error, 'not-found');
  usePageTitle(isPrivate || missing || !name ? undefined : tab === 'members' ? t`${name} · Members` : name);
  if (isPrivate) return <PrivateGroup name={name} />;
  if (missing) return <NoSuchGroup />;
  return (
    <div>
      {group.data ? (
        <GroupHeader group={group.data} />
      ) : group.isPending ? (
        <LoadingState label={t`Loading group…`} />
      ) : (
        <ErrorState
          title={t`This group could not be loaded.`}
          message={describeError(group.error)}
          onRetry={() => void group.refetch()}
        />
      )}
      <GroupTabs id={id} current={tab} />
      {tab === 'members' ? <GroupMembers id={id} /> : conversations}
    </div>
  );
}
