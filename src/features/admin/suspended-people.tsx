import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { adminQueries } from '../../api/admin/admin-people-api';
import { describeError } from '../../api/http/describe-error';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { NOTE, SECTION, SECTION_HEADING } from './admin-classes';
import { PersonActions } from './person-actions';

const HEADING = 'admin-suspended';

/**
 * The network's suspended people, each with their state and Delete for good. A person suspended here joins
 * the list at once (admin-people-api.ts). The first 50 are listed, as one page of users.json holds.
 */
export function SuspendedPeople() {
  const { t } = useLingui();
  const list = useQuery(adminQueries.suspended());
  let body;
  if (list.isPending) body = <LoadingState label={t`Loading suspended people…`} />;
  else if (list.isError)
    body = (
      <ErrorState
        title={t`Suspended people could not be loaded.`}
        message={describeError(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.length === 0) body = <EmptyState title={t`Nobody is suspended.`} />;
  else
    body = (
      <ul aria-labelledby={HEADING} className="mt-3 grid gap-3 lg:grid-cols-2">
        {list.data.map((person) => (
          <li key={person.id}>
            <PersonActions person={person} />
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={HEADING} className={SECTION}>
      <h2 id={HEADING} className={SECTION_HEADING}>
        <Trans>Suspended people</Trans>
      </h2>
      <p className={NOTE}>
        <Trans>
          A suspended person cannot sign in; they can reactivate their account themselves with a company email
          address. Deleting is for good.
        </Trans>
      </p>
      {body}
    </section>
  );
}
