import { useLingui } from '@lingui/react/macro';
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
  const { i18n } = useLingui();
  const error = form.errors[name];
  return (
    <TextField
      id={fieldId(name)}
      label={label}
      value={form.values[name]}
      onChange={(value) => {
        form.setField(name, value);
      }}
      error={error ? i18n._(error) : undefined}
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
  const { t } = useLingui();
  return (
    <>
      <Section id="profile-about" title={t`About`}>
        <div className={GRID}>
          {first}
          <Field form={form} name="full_name" label={t`Full name`} autoComplete="name" required={!first} />
          <Field form={form} name="job_title" label={t`Job title`} autoComplete="organization-title" />
          <Field form={form} name="department_name" label={t`Department`} />
          <Field form={form} name="location" label={t`Location`} />
          <Field
            form={form}
            name="summary"
            label={t`Summary`}
            rows={4}
            hint={t`A few words on what they do.`}
          />
          <Field
            form={form}
            name="expertise"
            label={t`Expertise`}
            rows={2}
            hint={t`What colleagues can ask about.`}
          />
        </div>
      </Section>
      <Section id="profile-contact" title={t`Contact`}>
        <div className={GRID}>
          <Field
            form={form}
            name="work_telephone"
            label={t`Work telephone`}
            type="tel"
            autoComplete="work tel"
          />
          <Field
            form={form}
            name="work_extension"
            label={t`Extension`}
            inputMode="numeric"
            hint={t`Digits only.`}
          />
          <Field
            form={form}
            name="mobile_telephone"
            label={t`Mobile telephone`}
            type="tel"
            autoComplete="mobile tel"
          />
          <Field
            form={form}
            name="im_provider"
            label={t`Instant messaging service`}
            startsRow
            hint={t`For example Skype or XMPP.`}
          />
          <Field form={form} name="im_username" label={t`Instant messaging name`} />
          <Field
            form={form}
            name="external_profiles"
            label={t`Web profiles`}
            rows={3}
            hint={t`One address per line, starting with https://.`}
          />
        </div>
      </Section>
      <Section id="profile-background" title={t`Background`}>
        <HistoryRows kind="education" form={form} />
        <HistoryRows kind="previous_companies" form={form} />
      </Section>
      <Section id="profile-personal" title={t`Personal`}>
        <div className={GRID}>
          <Field form={form} name="interests" label={t`Interests`} rows={2} />
          <Field form={form} name="significant_other" label={t`Partner`} />
          <Field form={form} name="kids_names" label={t`Children’s names`} />
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
  const { i18n } = useLingui();
  return (
    <div className={`${SECTION} flex flex-col gap-3`}>
      <div role="alert" className={form.message?.tone === 'note' ? FORM_NOTE : FORM_ERROR}>
        {form.message ? i18n._(form.message.text) : null}
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
