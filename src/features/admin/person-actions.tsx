import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { User } from '../../../contract/users';
import { useRemovePerson } from '../../api/admin/use-admin-people';
import { describeError } from '../../api/http/describe-error';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { hrefs } from '../../config/paths';
import { CARD, DONE, LINK, REFUSAL, STATE_BADGE, TOUCH } from './admin-classes';
import { useViewAs } from './use-view-as';

/** The service's refusal in its own words, beside the action refused. */
function Refusal({ error }: { error: unknown }) {
  const reason = describeError(error);
  return (
    <p className={REFUSAL}>
      <Trans>Refused: {reason}</Trans>
    </p>
  );
}

/**
 * One person and what an admin may do to them: view as them (active people), suspend (shown at once;
 * taken back if the service refuses), delete for good (after a confirmation that names them). The person
 * shown is the service's (users/ID), their state with them.
 */
export function PersonActions({ person }: { person: User }) {
  const { t } = useLingui();
  const remove = useRemovePerson();
  const viewAs = useViewAs();
  const [confirming, setConfirming] = useState(false);
  const done = remove.isSuccess ? remove.variables : undefined;
  const pending = remove.isPending ? remove.variables : undefined;
  const state = done
    ? done.forGood
      ? 'deleted'
      : 'suspended'
    : pending && !pending.forGood
      ? 'suspended'
      : person.state;
  const active = state === 'active';
  const name = person.full_name;
  return (
    <article aria-label={name} className={CARD}>
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={name} template={person.mugshot_url_template} url={person.mugshot_url} size={48} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {state === 'deleted' ? (
              <span>{name}</span>
            ) : (
              <Link to={hrefs.user(person.id)} className={LINK}>
                {name}
              </Link>
            )}
            {active ? null : (
              <span className={STATE_BADGE}>
                {state === 'deleted' ? (
                  <Trans comment="a person's state">Deleted</Trans>
                ) : (
                  <Trans comment="a person's state">Suspended</Trans>
                )}
              </span>
            )}
          </p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-300">
            {[person.job_title, person.email].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
      {state === 'deleted' ? (
        <p role="status" className={DONE}>
          <Trans>
            <bdi>{name}</bdi> was deleted for good.
          </Trans>
        </p>
      ) : (
        <div className="flex flex-wrap gap-3">
          {active ? (
            <Button
              className={TOUCH}
              aria-disabled={viewAs.isPending}
              onClick={() => {
                if (!viewAs.isPending) viewAs.mutate(person);
              }}
            >
              <Trans>
                View as <bdi>{name}</bdi>
              </Trans>
            </Button>
          ) : null}
          {active ? (
            <Button
              className={TOUCH}
              aria-disabled={remove.isPending}
              onClick={() => {
                if (!remove.isPending) remove.mutate({ user: person, forGood: false });
              }}
            >
              <Trans>Suspend</Trans>
            </Button>
          ) : null}
          <Button
            className={`${TOUCH} text-red-800 dark:text-red-300`}
            aria-disabled={remove.isPending}
            onClick={() => {
              if (!remove.isPending) setConfirming(true);
            }}
          >
            <Trans>Delete for good</Trans>
          </Button>
        </div>
      )}
      <div aria-live="polite">
        {viewAs.isError ? <Refusal error={viewAs.error} /> : null}
        {viewAs.isSuccess ? (
          <p className={DONE}>
            <Trans>
              <bdi>{name}</bdi> is open in a new tab.
            </Trans>
          </p>
        ) : null}
        {remove.isError ? <Refusal error={remove.error} /> : null}
        {done && !done.forGood ? (
          <p className={DONE}>
            <Trans>
              <bdi>{name}</bdi> is suspended.
            </Trans>
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t`Delete ${name} for good?`}
        body={t`${name} is deleted from the network, and their sign-in stops working. This cannot be undone.`}
        confirmLabel={t`Delete ${name}`}
        onConfirm={() => {
          remove.mutate({ user: person, forGood: true });
        }}
        onClose={() => {
          setConfirming(false);
        }}
      />
    </article>
  );
}
