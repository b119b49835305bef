import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../contract/users';
import { userQueries } from '../../api/users/users-api';
import { usePageTitle } from '../../components/page-title';
import { LoadingState } from '../../components/states';
import { CreateGroupForm } from './create-group-form';
import { groupDraftKey } from './group-draft';

const HEADING = 'new-group-heading';

/** `/groups/new`: the Create a group form, once the reader is known (their draft is theirs alone). */
export function CreateGroup() {
  const { t } = useLingui();
  usePageTitle(t`Create a group`);
  const me: User | undefined = useQuery(userQueries.current()).data;
  return (
    <section aria-labelledby={HEADING} className="max-w-2xl px-4 pt-3 pb-8">
      <h1 id={HEADING} className="text-xl font-semibold">
        <Trans>Create a group</Trans>
      </h1>
      {me ? (
        <CreateGroupForm key={me.id} draftKey={groupDraftKey({ networkId: me.network_id, userId: me.id })} />
      ) : (
        <LoadingState label={t`Loading…`} />
      )}
    </section>
  );
}
