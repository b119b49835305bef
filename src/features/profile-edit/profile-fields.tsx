import { Trans } from '@lingui/react/macro';
import type { HTMLAttributes } from 'react';
import { FIELD_ERROR, HINT, INPUT, LABEL, WIDE } from './profile-edit-classes';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  /** A textarea of that many rows instead of one line. */
  rows?: number;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  /** Across both columns of the grid. */
  wide?: boolean;
  /** Starts a new row of the grid (the first of a pair that belongs together). */
  startsRow?: boolean;
}

/** The id of a field's hint or error, beside the field's own. */
const idOf = (id: string, part: string) => `${id}-${part}`;

/**
 * A labelled field whose hint and error are its description (`aria-describedby`), marked `aria-invalid` while
 * its error stands, so a screen reader says what is wrong on arriving at it.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  rows,
  type = 'text',
  autoComplete = 'off',
  inputMode,
  required = false,
  wide = false,
  startsRow = false,
}: TextFieldProps) {
  const hintId = hint ? idOf(id, 'hint') : undefined;
  const errorId = error ? idOf(id, 'error') : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    autoComplete,
    className: INPUT,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  } as const;
  return (
    <div className={wide || rows ? WIDE : startsRow ? 'sm:col-start-1' : undefined}>
      <label htmlFor={id} className={LABEL}>
        {label}
        {required ? (
          <span className="font-normal text-slate-600 dark:text-slate-300">
            {' '}
            <Trans>(required)</Trans>
          </span>
        ) : null}
      </label>
      {rows ? (
        <textarea
          {...common}
          rows={rows}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
      {error ? (
        <p id={errorId} className={FIELD_ERROR}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={HINT}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
