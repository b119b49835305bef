import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Id } from '../../../contract/common';
import type { User } from '../../../contract/users';
import { useAdminRights } from '../../api/admin/use-admin-rights';
import { describeError } from '../../api/http/describe-error';
import { userQueries } from '../../api/users/users-api';
import { usePageTitle } from '../../components/page-title';
import { ErrorState, LoadingState } from '../../components/states';
import { hrefs } from '../../config/paths';
import { DONE, LINK, NOTE, SECTION, SECTION_HEADING } from './admin-classes';
import { PersonActions } from './person-actions';
import { SuspendedPeople } from './suspended-people';

const HEADING = 'admin-heading';

export interface AdminConsoleProps {
  /** The form that creates a person (the profile form's fields), for this admin. */
  createForm: (me: User, onCreated: (person: User) => void) => ReactNode;
  /** A people finder that hands over the id picked. */
  picker: (onPick: (id: Id) => void) => ReactNode;
}

/** The person picked (or just created), as the service has them now, with what may be done to them. */
function Picked({ id, created }: { id: Id; created: boolean }) {
  const { t } = useLingui();
  const person = useQuery(userQueries.detail(id));
  if (person.isPending) return <LoadingState label={t`Loading the person…`} />;
  if (person.isError)
    return (
      <ErrorState
        title={t`This person could not be loaded.`}
        message={describeError(person.error)}
        onRetry={() => void person.refetch()}
      />
    );
  const name = person.data.full_name;
  return (
    <div className="mt-3 flex flex-col gap-2">
      {created ? (
        <p role="status" className={DONE}>
          <Trans>
            Created <bdi>{name}</bdi>.{' '}
            <Link to={hrefs.user(id)} className={LINK}>
              See their profile
            </Link>
          </Trans>
        </p>
      ) : null}
      <PersonActions person={person.data} />
    </div>
  );
}

/** `/admin` for anyone else: what the page is, and nothing to do. */
function NotForYou() {
  return (
    <div className="px-4 py-2">
      <p>
        <Trans>
          This page is for the verified admins of a paid network. Your account is not one of them.
        </Trans>
      </p>
      <p className="mt-2">
        <Link to={hrefs.home()} className={LINK}>
          <Trans>Back to your feed</Trans>
        </Link>
      </p>
    </div>
  );
}

/**
 * `/admin`: what only a verified admin of a paid network may do (spec 5.5): find a person and view as
 * them, suspend or delete them; see who is suspended; create a person. Anyone else is told it is not theirs.
 */
export function AdminConsole({ createForm, picker }: AdminConsoleProps) {
  const { t } = useLingui();
  usePageTitle(t`Admin`);
  const me = useQuery(userQueries.current());
  const rights = useAdminRights();
  const [picked, setPicked] = useState<{ id: Id; created: boolean } | null>(null);
  let body;
  if (me.isError)
    body = (
      <ErrorState
        title={t`Your account could not be loaded.`}
        message={describeError(me.error)}
        onRetry={() => void me.refetch()}
      />
    );
  else if (!rights.known || !me.data) body = <LoadingState label={t`Loading…`} />;
  else if (!rights.admin) body = <NotForYou />;
  else {
    const admin = me.data;
    body = (
      <>
        <section aria-labelledby="admin-find" className={SECTION}>
          <h2 id="admin-find" className={SECTION_HEADING}>
            <Trans>Find a person</Trans>
          </h2>
          <p className={NOTE}>
            <Trans>View the network as them, suspend them, or delete them.</Trans>
          </p>
          <div className="mt-3 max-w-md">
            {picker((id) => {
              setPicked({ id, created: false });
            })}
          </div>
          {picked ? <Picked key={picked.id} id={picked.id} created={picked.created} /> : null}
        </section>
        <SuspendedPeople />
        <section aria-labelledby="admin-create">
          <h2
            id="admin-create"
            className={`px-4 pt-5 ${SECTION_HEADING} border-t border-slate-200 dark:border-slate-800`}
          >
            <Trans>Create a person</Trans>
          </h2>
          {createForm(admin, (person) => {
            setPicked({ id: person.id, created: true });
            document.getElementById('admin-find')?.scrollIntoView({ block: 'start' });
          })}
        </section>
      </>
    );
  }
  return (
    <section aria-labelledby={HEADING} className="pb-8">
      <h1 id={HEADING} className="px-4 pt-3 pb-2 text-xl font-semibold">
        <Trans comment="the heading of the admin console">Admin</Trans>
      </h1>
      {body}
    </section>
  );
}
