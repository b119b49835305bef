import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { User } from '../../../contract/users';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { hrefs } from '../../config/paths';
import { HistoryRows } from './history-rows';
import {
  FORM_ERROR,
  FORM_NOTE,
  GRID,
  LINK,
  NOTE,
  SECTION,
  SECTION_HEADING,
  TOUCH,
} from './profile-edit-classes';
import { TextField, type TextFieldProps } from './profile-fields';
import type { ProfileValues } from './profile-values';
import { fieldId, useProfileForm, type ProfileForm as Form } from './use-profile-form';

type TextName = Exclude<keyof ProfileValues, 'education' | 'previous_companies'>;
type FieldOptions = Omit<TextFieldProps, 'id' | 'label' | 'value' | 'onChange' | 'error'>;

/** One text field of the form, wired to its value, its error and its DOM id. */
function Field({
  form,
  name,
  label,
  ...options
}: { form: Form; name: TextName; label: string } & FieldOptions) {
  return (
    <TextField
      id={fieldId(name)}
      label={label}
      value={form.values[name]}
      onChange={(value) => {
        form.setField(name, value);
      }}
      error={form.errors[name]}
      {...options}
    />
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={SECTION}>
      <h2 id={id} className={SECTION_HEADING}>
        {title}
      </h2>
      {children}
    </section>
  );
}

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
        <Section id="profile-about" title="About">
          <div className={GRID}>
            <Field form={form} name="full_name" label="Full name" autoComplete="name" required />
            <Field form={form} name="job_title" label="Job title" autoComplete="organization-title" />
            <Field form={form} name="department_name" label="Department" />
            <Field form={form} name="location" label="Location" />
            <Field form={form} name="summary" label="Summary" rows={4} hint="A few words on what you do." />
            <Field
              form={form}
              name="expertise"
              label="Expertise"
              rows={2}
              hint="What colleagues can ask you about."
            />
          </div>
        </Section>
        <Section id="profile-contact" title="Contact">
          <div className={GRID}>
            <Field
              form={form}
              name="work_telephone"
              label="Work telephone"
              type="tel"
              autoComplete="work tel"
            />
            <Field
              form={form}
              name="work_extension"
              label="Extension"
              inputMode="numeric"
              hint="Digits only."
            />
            <Field
              form={form}
              name="mobile_telephone"
              label="Mobile telephone"
              type="tel"
              autoComplete="mobile tel"
            />
            <Field
              form={form}
              name="im_provider"
              label="Instant messaging service"
              startsRow
              hint="For example Skype or XMPP."
            />
            <Field form={form} name="im_username" label="Instant messaging name" />
            <Field
              form={form}
              name="external_profiles"
              label="Web profiles"
              rows={3}
              hint="One address per line, starting with https://."
            />
          </div>
        </Section>
        <Section id="profile-background" title="Background">
          <HistoryRows kind="education" form={form} />
          <HistoryRows kind="previous_companies" form={form} />
        </Section>
        <Section id="profile-personal" title="Personal">
          <div className={GRID}>
            <Field form={form} name="interests" label="Interests" rows={2} />
            <Field form={form} name="significant_other" label="Partner" />
            <Field form={form} name="kids_names" label="Children’s names" />
          </div>
        </Section>
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
