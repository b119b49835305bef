import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { User } from '../../../contract/users';
import { useCreatePerson } from '../../api/admin/use-admin-people';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ownedDraftKey } from '../../lib/draft-store';
import { NOTE } from './profile-edit-classes';
import { Field, FormFoot, ProfileSections } from './profile-sections';
import { emptyValues, type ProfileField } from './profile-values';
import { useProfileFields } from './use-profile-form';

const REQUIRED: readonly ProfileField[] = ['email'];

/**
 * An admin's form for a new person (`POST users.json`, spec 4.6): the address, then every field of the
 * profile form. Kept as a draft of the admin's own through a reload; created, the person as the service
 * stored them goes to `onCreated` and the form starts afresh.
 */
export function NewPersonForm({ me, onCreated }: { me: User; onCreated: (person: User) => void }) {
  const { t } = useLingui();
  const create = useCreatePerson();
  const base = useMemo(() => emptyValues(), []);
  const form = useProfileFields<User>({
    draftKey: ownedDraftKey({ networkId: me.network_id, userId: me.id }, 'new-person'),
    base,
    required: REQUIRED,
    sender: {
      send: (params, callbacks) => {
        create.mutate({ ...params, email: params.email ?? '' }, callbacks);
      },
      sending: create.isPending,
    },
    onSaved: onCreated,
  });
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {form.restored ? (
        <p className={NOTE}>
          <Trans>What you typed before is back. Create the person, or clear the form.</Trans>
        </p>
      ) : null}
      <form
        data-profile-form
        noValidate
        aria-label={t`New person`}
        aria-busy={form.saving}
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <ProfileSections
          form={form}
          first={
            <Field
              form={form}
              name="email"
              label={t`Email address`}
              type="email"
              autoComplete="off"
              required
              wide
              hint={t`They sign in with it. Only this is required.`}
            />
          }
        />
        <FormFoot
          form={form}
          submit={t`Create person`}
          sending={t`Creating…`}
          discard={t`Clear the form`}
          onDiscard={() => {
            setConfirming(true);
          }}
        />
      </form>
      <ConfirmDialog
        open={confirming}
        title={t`Clear the form?`}
        body={t`Everything typed for the new person goes.`}
        confirmLabel={t`Clear the form`}
        onConfirm={form.discard}
        onClose={() => {
          setConfirming(false);
        }}
      />
    </>
  );
}
