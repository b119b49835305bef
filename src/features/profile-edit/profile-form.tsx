import { useState } from 'react';
import { Link } from 'react-router';
import type { User } from '../../../contract/users';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { hrefs } from '../../config/paths';
import { FORM_ERROR, FORM_NOTE, LINK, NOTE, SECTION, TOUCH } from './profile-edit-classes';
import { ProfileSections } from './profile-sections';
import { useProfileForm } from './use-profile-form';

/**
 * Every field of spec 4.6 in four sections, as the reader last left them (a kept draft over the profile as
 * the service has it). Saved with Save profile; Discard changes (after a confirmation) goes back to the
 * profile as saved.
 */
export function ProfileForm({ me, onSaved }: { me: User; onSaved: () => void }) {
  const form = useProfileForm(me, onSaved);
  const [confirming, setConfirming] = useState(false);
  const changes = form.changed.length;
  return (
    <>
      {form.restored ? (
        <p className={NOTE}>Your unsaved changes from before are back. Save them, or discard them.</p>
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
        <div className={`${SECTION} flex flex-col gap-3`}>
          <div role="alert" className={form.message?.tone === 'note' ? FORM_NOTE : FORM_ERROR}>
            {form.message?.text}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="primary" className={TOUCH} aria-disabled={form.saving}>
              {form.saving ? 'Saving…' : 'Save profile'}
            </Button>
            {changes > 0 ? (
              <Button
                className={TOUCH}
                onClick={() => {
                  setConfirming(true);
                }}
              >
                Discard changes
              </Button>
            ) : null}
            <Link to={hrefs.user(me.id)} className={LINK}>
              Back to your profile
            </Link>
          </div>
          {changes > 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              Changes not yet saved stay on this device until you save or discard them.
            </p>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Discard your changes?"
        body={`The ${changes === 1 ? 'field you changed goes' : `${String(changes)} fields you changed go`} back to your profile as saved.`}
        confirmLabel="Discard changes"
        onConfirm={form.discard}
        onClose={() => {
          setConfirming(false);
        }}
      />
    </>
  );
}
