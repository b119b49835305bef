import type { ReactNode } from 'react';
import { Button } from '../../components/button';
import { HistoryRows } from './history-rows';
import { FORM_ERROR, FORM_NOTE, GRID, SECTION, SECTION_HEADING, TOUCH } from './profile-edit-classes';
import { TextField, type TextFieldProps } from './profile-fields';
import type { ProfileValues } from './profile-values';
import { fieldId, type ProfileForm as Form } from './use-profile-form';

type TextName = Exclude<keyof ProfileValues, 'education' | 'previous_companies'>;
type FieldOptions = Omit<TextFieldProps, 'id' | 'label' | 'value' | 'onChange' | 'error'>;

/** One text field of the form, wired to its value, its error and its DOM id. */
export function Field({
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

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
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
 * Every field of spec 4.6 in four sections, shared by the reader's own profile form and an admin's form for
 * a new person. `first` goes at the head of About (the new person's address).
 */
export function ProfileSections({ form, first }: { form: Form; first?: ReactNode }) {
  return (
    <>
      <Section id="profile-about" title="About">
        <div className={GRID}>
          {first}
          <Field form={form} name="full_name" label="Full name" autoComplete="name" required={!first} />
          <Field form={form} name="job_title" label="Job title" autoComplete="organization-title" />
          <Field form={form} name="department_name" label="Department" />
          <Field form={form} name="location" label="Location" />
          <Field form={form} name="summary" label="Summary" rows={4} hint="A few words on what they do." />
          <Field
            form={form}
            name="expertise"
            label="Expertise"
            rows={2}
            hint="What colleagues can ask about."
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
    </>
  );
}

export interface FormFootProps {
  form: Form;
  /** The submit button's label, and what it says while sending. */
  submit: string;
  sending: string;
  /** The button that empties the form (after a confirmation), while anything is changed. */
  discard: string;
  onDiscard: () => void;
  /** After the buttons on their row (a way back). */
  after?: ReactNode;
  children?: ReactNode;
}

/** The form's foot: what the last submit came to, Submit, and the discard button while anything is changed. */
export function FormFoot({ form, submit, sending, discard, onDiscard, after, children }: FormFootProps) {
  return (
    <div className={`${SECTION} flex flex-col gap-3`}>
      <div role="alert" className={form.message?.tone === 'note' ? FORM_NOTE : FORM_ERROR}>
        {form.message?.text}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" className={TOUCH} aria-disabled={form.saving}>
          {form.saving ? sending : submit}
        </Button>
        {form.changed.length > 0 ? (
          <Button className={TOUCH} onClick={onDiscard}>
            {discard}
          </Button>
        ) : null}
        {after}
      </div>
      {children}
    </div>
  );
}
