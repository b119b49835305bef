import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { User } from '../../../contract/users';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { hrefs } from '../../config/paths';
import { LINK, NOTE } from './profile-edit-classes';
import { FormFoot, ProfileSections } from './profile-sections';
import { useProfileForm } from './use-profile-form';

/**
 * Every field of spec 4.6 in four sections, as the reader last left them (a kept draft over the profile as
 * the service has it). Saved with Save profile; Discard changes (after a confirmation) goes back to the
 * profile as saved.
 */
export function ProfileForm({ me, onSaved }: { me: User; onSaved: (how: 'saved' | 'queued') => void }) {
  const { t } = useLingui();
  const form = useProfileForm(me, onSaved);
  const [confirming, setConfirming] = useState(false);
  const changes = form.changed.length;
  return (
    <>
      {form.restored ? (
        <p className={NOTE}>
          <Trans>Your unsaved changes from before are back. Save them, or discard them.</Trans>
        </p>
      ) : null}
      <form
        data-profile-form
        noValidate
        aria-busy={form.saving}
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <ProfileSections form={form} />
        <FormFoot
          form={form}
          submit={t`Save profile`}
          sending={t`Saving…`}
          discard={t`Discard changes`}
          onDiscard={() => {
            setConfirming(true);
          }}
          after={
            <Link to={hrefs.user(me.id)} className={LINK}>
              <Trans>Back to your profile</Trans>
            </Link>
          }
        >
          {changes > 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Trans>Changes not yet saved stay on this device until you save or discard them.</Trans>
            </p>
          ) : null}
        </FormFoot>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t`Discard your changes?`}
        body={plural(changes, {
          one: 'The field you changed goes back to your profile as saved.',
          other: 'The # fields you changed go back to your profile as saved.',
        })}
        confirmLabel={t`Discard changes`}
        onConfirm={form.discard}
        onClose={() => {
          setConfirming(false);
        }}
      />
    </>
  );
}
