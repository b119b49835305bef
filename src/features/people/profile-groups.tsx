import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import { describeError } from '../../api/http/describe-error';
import { userListQueries } from '../../api/users/user-lists-api';
import { GroupRow } from '../../components/group-row';
import { ROW_LIST } from '../../components/row-list';
import { isolate } from '../../i18n/isolate';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';

const HEADING = 'profile-groups';

/** A profile's Groups: those the person is in that the reader may see, each leading to the group's page. */
export function ProfileGroups({ userId, name, isMe }: { userId: Id; name: string; isMe: boolean }) {
  const { t } = useLingui();
  const groups = useQuery(userListQueries.groups(userId));
  const who = isolate(name);
  return (
    <section aria-labelledby={HEADING}>
      <h2 id={HEADING} className="sr-only">
        <Trans>Groups</Trans>
      </h2>
      {groups.isPending ? (
        <LoadingState label={t`Loading groups…`} />
      ) : groups.isError ? (
        <ErrorState
          title={t`Groups could not be loaded.`}
          message={describeError(groups.error)}
          onRetry={() => void groups.refetch()}
        />
      ) : groups.data.length === 0 ? (
        <EmptyState
          title={isMe ? t`You are not in any group yet.` : t`${who} is not in any group you can see.`}
        />
      ) : (
        <ul aria-label={t`Groups`} className={`${ROW_LIST} border-t-0`}>
          {groups.data.map((group) => (
            <GroupRow key={group.id} group={group} />
          ))}
        </ul>
      )}
    </section>
  );
}
