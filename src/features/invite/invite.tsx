import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Id } from '../../../contract/common';
import type { User } from '../../../contract/users';
import { describeError } from '../../api/http/describe-error';
import { groupName, groupQueries } from '../../api/groups/groups-api';
import { userQueries } from '../../api/users/users-api';
import { usePageTitle } from '../../components/page-title';
import { ErrorState, LoadingState } from '../../components/states';
import { hrefs } from '../../config/paths';
import { inviteDraftKey } from './invite-draft';
import { InviteForm } from './invite-form';

const HEADING = 'invite-heading';

/**
 * `/invite[?group=ID]`: Invite people to the network, or to a group of it (the invitation carries the group).
 * The form waits for the reader (their draft is theirs alone) and, when a group is named, for the group.
 */
export function Invite({ groupId }: { groupId?: Id }) {
  const { t } = useLingui();
  const me: User | undefined = useQuery(userQueries.current()).data;
  const group = useQuery({ ...groupQueries.detail(groupId ?? 0), enabled: groupId !== undefined });
  const name = group.data ? groupName(group.data) : undefined;
  usePageTitle(groupId === undefined ? t`Invite people` : name && t`Invite people to ${name}`);
  const groupReady = groupId === undefined || group.data !== undefined;
  return (
    <section aria-labelledby={HEADING} className="max-w-2xl px-4 pt-3 pb-8">
      <h1 id={HEADING} className="text-xl font-semibold break-words">
        {name ? (
          <Trans>
            Invite people to <bdi>{name}</bdi>
          </Trans>
        ) : (
          <Trans>Invite people</Trans>
        )}
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {name ? (
          <Trans>
            Each address gets an email inviting them to join the network and{' '}
            <Link
              to={hrefs.group(groupId ?? 0)}
              className="inline-block min-h-6 text-blue-800 underline dark:text-blue-300"
            >
              <bdi>{name}</bdi>
            </Link>
            . Colleagues outside your company’s email domains can be invited by a verified admin only.
          </Trans>
        ) : (
          <Trans>
            Each address gets an email inviting them to join your network. Colleagues outside your company’s
            email domains can be invited by a verified admin only.
          </Trans>
        )}
      </p>
      {groupId !== undefined && group.isError ? (
        <ErrorState
          title={t`The group to invite to could not be loaded.`}
          message={describeError(group.error)}
          onRetry={() => void group.refetch()}
        />
      ) : me && groupReady ? (
        <InviteForm
          key={`${String(me.id)}.${String(groupId)}`}
          draftKey={inviteDraftKey({ networkId: me.network_id, userId: me.id }, groupId)}
          groupId={groupId}
        />
      ) : (
        <LoadingState label={t`Loading…`} />
      )}
    </section>
  );
}
