import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/button';
import { partErrorKey } from './profile-validation';
import { FIELD_ERROR, GRID, LEGEND, ROW, SUBHEADING, TOUCH } from './profile-edit-classes';
import { TextField } from './profile-fields';
import { HISTORY_PARTS, isYear, type HistoryKind, type HistoryRow } from './profile-values';
import { addButtonId, partId, type ProfileForm } from './use-profile-form';

interface HistoryWords {
  heading: string;
  /** A row's name, numbered: "Education 2". */
  row: (number: number) => string;
  /** Its Remove button's name: "Remove education 2". */
  remove: (number: number) => string;
  add: string;
  none: string;
  labels: Record<string, string>;
}

/** The words of each list, in the reader's language. */
function useHistoryWords(kind: HistoryKind): HistoryWords {
  const { t } = useLingui();
  const shared = { description: t`Description`, start_year: t`Start year`, end_year: t`End year` };
  return kind === 'education'
    ? {
        heading: t`Education`,
        row: (number) => t`Education ${number}`,
        remove: (number) => t`Remove education ${number}`,
        add: t`Add education`,
        none: t`No education added.`,
        labels: { ...shared, school: t`School`, degree: t`Degree` },
      }
    : {
        heading: t`Previous companies`,
        row: (number) => t`Previous company ${number}`,
        remove: (number) => t`Remove previous company ${number}`,
        add: t`Add previous company`,
        none: t`No previous companies added.`,
        labels: { ...shared, company: t`Company`, position: t`Position` },
      };
}

/**
 * A repeatable list of the profile (spec 4.6 `education[]`, `previous_companies[]`): a numbered group of
 * fields per row, Remove on each, Add at the end. Focus goes to a new row's first field, and after a removal
 * to the row before it.
 */
export function HistoryRows({ kind, form }: { kind: HistoryKind; form: ProfileForm }) {
  const { t, i18n } = useLingui();
  const words = useHistoryWords(kind);
  const yearHint = t`Four digits, like 2019.`;
  const rows = form.values[kind] as HistoryRow[];
  const headingId = `profile-${kind}-heading`;
  const listError = form.errors[kind];
  const listErrorId = `profile-${kind}-error`;
  const describe = (error: MessageDescriptor | undefined) => (error ? i18n._(error) : undefined);
  return (
    <section aria-labelledby={headingId} className="mt-5 first:mt-3">
      <h3 id={headingId} className={SUBHEADING}>
        {words.heading}
      </h3>
      {listError ? (
        <p id={listErrorId} className={FIELD_ERROR}>
          {i18n._(listError)}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{words.none}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-4">
          {rows.map((row, index) => {
            const number = index + 1;
            const name = words.row(number);
            return (
              <li key={row.key}>
                <fieldset className={ROW} aria-describedby={listError ? listErrorId : undefined}>
                  <legend className={LEGEND}>{name}</legend>
                  <div className={GRID}>
                    {HISTORY_PARTS[kind].map((part) => (
                      <TextField
                        key={part}
                        id={partId(kind, row.key, part)}
                        label={words.labels[part] ?? part}
                        value={(row as Record<string, string>)[part] ?? ''}
                        onChange={(value) => {
                          form.setPart(kind, row.key, part, value);
                        }}
                        error={describe(form.errors[partErrorKey(kind, row.key, part)])}
                        wide={part === 'description'}
                        {...(isYear(part) ? { inputMode: 'numeric', hint: yearHint } : {})}
                      />
                    ))}
                  </div>
                  <Button
                    className={`mt-4 ${TOUCH}`}
                    aria-label={words.remove(number)}
                    onClick={() => {
                      form.removeRow(kind, row.key);
                    }}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        id={addButtonId(kind)}
        className={`mt-3 ${TOUCH}`}
        onClick={() => {
          form.addRow(kind);
        }}
      >
        {words.add}
      </Button>
    </section>
  );
}
