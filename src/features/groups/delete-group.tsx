import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Group } from '../../../contract/groups';
import { ApiError } from '../../api/http/api-error';
import { describeError } from '../../api/http/describe-error';
import { useMyGroups } from '../../api/groups/use-group-membership';
import { useDeleteGroup } from '../../api/groups/use-group-mutations';
import { groupName } from '../../api/groups/groups-api';
import { networkQueries } from '../../api/networks/networks-api';
import { userQueries } from '../../api/users/users-api';
import { buttonClass } from '../../components/button-classes';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Icon } from '../../components/icon';
import { hrefs } from '../../config/paths';
import { isPaidVerifiedAdmin } from '../../lib/admin-rights';
import type { GroupsNotice } from './directory-choice';

/**
 * Who is offered Delete group. The service deletes for the group's admins and the verified admins of a paid
 * network; a group object does not name its admins, so its creator (the first admin) while still a member
 * stands for them. Anyone else it would refuse is offered nothing.
 */
export function useMayDelete(group: Group): boolean {
  const me = useQuery(userQueries.current()).data;
  const networks = useQuery(networkQueries.current()).data;
  const mine = useMyGroups();
  if (!me) return false;
  if (isPaidVerifiedAdmin(me, networks)) return true;
  return group.creator_id === me.id && mine.isMember(group.id);
}

/** Delete group, asked first (it cannot be undone); done, the reader is taken to the directory, told so. */
export function DeleteGroup({ group }: { group: Group }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteGroup();
  const navigate = useNavigate();
  const name = groupName(group);
  const reason = remove.isError ? describeError(remove.error) : '';
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setConfirming(true);
        }}
        className={buttonClass('secondary', 'max-sm:min-h-11 text-red-800 dark:text-red-300')}
      >
        <Icon name="trash" className="size-4 shrink-0" />
        {remove.isPending ? <Trans>Deleting…</Trans> : <Trans>Delete group</Trans>}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t`Delete ${name}?`}
        body={t`${name} and all its conversations are deleted for everyone. This cannot be undone.`}
        confirmLabel={t`Delete group`}
        onConfirm={() => {
          remove.mutate(group.id, {
            onSuccess: () => {
              const state: GroupsNotice = { deleted: name };
              void navigate(hrefs.groups(), { state });
            },
          });
        }}
        onClose={() => {
          setConfirming(false);
        }}
      />
      {remove.isError ? (
        <p role="alert" className="basis-full text-sm text-red-800 dark:text-red-300">
          {remove.error instanceof ApiError && remove.error.kind === 'forbidden' ? (
            <Trans>
              <bdi>{name}</bdi> was not deleted: only an admin of this group can delete it.
            </Trans>
          ) : (
            <Trans>
              <bdi>{name}</bdi> was not deleted: {reason}
            </Trans>
          )}
        </p>
      ) : null}
    </>
  );
}
