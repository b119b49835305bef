import { Button } from '../../components/button';
import { partErrorKey } from './profile-validation';
import { FIELD_ERROR, GRID, LEGEND, ROW, SUBHEADING, TOUCH } from './profile-edit-classes';
import { TextField } from './profile-fields';
import { HISTORY_PARTS, type HistoryKind, type HistoryRow } from './profile-values';
import { addButtonId, partId, type ProfileForm } from './use-profile-form';

interface HistoryWords {
  heading: string;
  /** A row's name, numbered: "Education 2". */
  row: string;
  add: string;
  none: string;
  labels: Record<string, string>;
}

const WORDS: Record<HistoryKind, HistoryWords> = {
  education: {
    heading: 'Education',
    row: 'Education',
    add: 'Add education',
    none: 'No education added.',
    labels: { school: 'School', degree: 'Degree' },
  },
  previous_companies: {
    heading: 'Previous companies',
    row: 'Previous company',
    add: 'Add previous company',
    none: 'No previous companies added.',
    labels: { company: 'Company', position: 'Position' },
  },
};

const SHARED_LABELS: Record<string, string> = {
  description: 'Description',
  start_year: 'Start year',
  end_year: 'End year',
};

const YEAR_HINT = 'Four digits, like 2019.';

/**
 * A repeatable list of the profile (spec 4.6 `education[]`, `previous_companies[]`): a numbered group of
 * fields per row, Remove on each, Add at the end. Focus goes to a new row's first field, and after a removal
 * to the row before it.
 */
export function HistoryRows({ kind, form }: { kind: HistoryKind; form: ProfileForm }) {
  const words = WORDS[kind];
  const rows = form.values[kind] as HistoryRow[];
  const headingId = `profile-${kind}-heading`;
  const listError = form.errors[kind];
  const listErrorId = `profile-${kind}-error`;
  return (
    <section aria-labelledby={headingId} className="mt-5 first:mt-3">
      <h3 id={headingId} className={SUBHEADING}>
        {words.heading}
      </h3>
      {listError ? (
        <p id={listErrorId} className={FIELD_ERROR}>
          {listError}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{words.none}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-4">
          {rows.map((row, index) => {
            const name = `${words.row} ${String(index + 1)}`;
            return (
              <li key={row.key}>
                <fieldset className={ROW} aria-describedby={listError ? listErrorId : undefined}>
                  <legend className={LEGEND}>{name}</legend>
                  <div className={GRID}>
                    {HISTORY_PARTS[kind].map((part) => (
                      <TextField
                        key={part}
                        id={partId(kind, row.key, part)}
                        label={words.labels[part] ?? SHARED_LABELS[part] ?? part}
                        value={(row as Record<string, string>)[part] ?? ''}
                        onChange={(value) => {
                          form.setPart(kind, row.key, part, value);
                        }}
                        error={form.errors[partErrorKey(kind, row.key, part)]}
                        wide={part === 'description'}
                        {...(part.endsWith('_year') ? { inputMode: 'numeric', hint: YEAR_HINT } : {})}
                      />
                    ))}
                  </div>
                  <Button
                    className={`mt-4 ${TOUCH}`}
                    aria-label={`Remove ${name.toLowerCase()}`}
                    onClick={() => {
                      form.removeRow(kind, row.key);
                    }}
                  >
                    Remove
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
