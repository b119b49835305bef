import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../api/http/api-error';
import { describeError } from '../../api/http/describe-error';
import { useGroupMembership, useMyGroups } from '../../api/groups/use-group-membership';
import { buttonClass } from '../../components/button-classes';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { GroupView } from './group-view';

/** Why a join or a leave did not go through, in plain words (the buttons are already back as they were). */
function Refusal({ join, name, error }: { join: boolean; name: string; error: unknown }) {
  if (error instanceof ApiError && error.kind === 'forbidden' && join)
    return (
      <Trans>
        <bdi>{name}</bdi> is private: only a member or an admin can add you. You were not added.
      </Trans>
    );
  if (error instanceof ApiError && error.kind === 'not-found')
    return (
      <Trans>
        <bdi>{name}</bdi> no longer exists.
      </Trans>
    );
  const reason = describeError(error);
  return join ? (
    <Trans>
      You could not join <bdi>{name}</bdi>: {reason}
    </Trans>
  ) : (
    <Trans>
      You are still in <bdi>{name}</bdi>: {reason}
    </Trans>
  );
}

/**
 * Join or Leave for one group, where the reader's groups say which (nothing while they are not known);
 * nothing at all for a private group the reader is not in (joining it would be refused). Leaving a private
 * group asks first: coming back takes a member. `message` says why a change was turned back; the caller
 * places it beside the group's name.
 */
export function useMembershipAction(
  group: GroupView,
  extra = 'max-sm:min-h-11',
): {
  button: ReactNode;
  message: ReactNode;
} {
  const { t } = useLingui();
  const mine = useMyGroups();
  const membership = useGroupMembership();
  const [confirming, setConfirming] = useState(false);
  const member = mine.isMember(group.id);
  const name = group.name;
  const change = (join: boolean) => {
    membership.mutate({ id: group.id, join, name: group.name });
  };
  const message = membership.isError ? (
    <p role="alert" className="mt-1 text-sm text-red-800 dark:text-red-300">
      <Refusal join={membership.variables?.join ?? true} name={group.name} error={membership.error} />
    </p>
  ) : null;
  // Until the reader's groups are known, neither is offered: a Join shown to a member would be wrong.
  if (!mine.known || (!member && group.isPrivate)) return { button: null, message };
  if (!member)
    return {
      button: (
        <button
          type="button"
          aria-label={t`Join ${name}`}
          onClick={() => {
            change(true);
          }}
          className={buttonClass('primary', `shrink-0 ${extra}`)}
        >
          <Trans>Join</Trans>
        </button>
      ),
      message,
    };
  return {
    button: (
      <>
        <button
          type="button"
          aria-label={t`Leave ${name}`}
          onClick={() => {
            if (group.isPrivate) setConfirming(true);
            else change(false);
          }}
          className={buttonClass('secondary', `shrink-0 ${extra}`)}
        >
          <Trans>Leave</Trans>
        </button>
        <ConfirmDialog
          open={confirming}
          title={t`Leave ${name}?`}
          body={t`${name} is private: once you leave, only a member or an admin can add you back.`}
          confirmLabel={t`Leave group`}
          onConfirm={() => {
            change(false);
          }}
          onClose={() => {
            setConfirming(false);
          }}
        />
      </>
    ),
    message,
  };
}
