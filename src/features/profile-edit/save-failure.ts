import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { ApiError, messageOfBody } from '../../api/http/api-error';
import { describeError } from '../../api/http/describe-error';
import { partErrorKey, type ProfileErrors } from './profile-validation';
import {
  HISTORY_PARTS,
  isBlankRow,
  TEXT_FIELDS,
  type HistoryKind,
  type ProfileValues,
} from './profile-values';

/** Why a save failed: beside each field the service named, and in a sentence that says nothing was lost. */
export interface SaveFailure {
  fieldErrors: ProfileErrors;
  message: MessageDescriptor;
}

/** The service's parameter names that are not the form's own. */
const ALIASES: Record<string, string> = { department: 'department_name', external_urls: 'external_profiles' };

const refused = (said: string) => {
  const reason = said.replace(/\.$/, '');
  return msg`The service refused this: ${reason}.`;
};

/**
 * A refused `education[]` or `previous_companies[]` names its entry ("entry 2: end_year is before start_year"),
 * counted among the rows sent (blank rows are not): the error goes beside that row's part when it is named.
 */
function placeHistoryError(kind: HistoryKind, said: string, values: ProfileValues, errors: ProfileErrors) {
  const match = /^entry (\d+):?\s*(.*)$/.exec(said);
  const sent = values[kind].filter((row) => !isBlankRow(row, kind));
  const row = match ? sent[Number(match[1]) - 1] : undefined;
  if (!match || !row) {
    errors[kind] = refused(said);
    return;
  }
  const rest = match[2] ?? '';
  const parts = HISTORY_PARTS[kind];
  const part = [...parts].sort((a, b) => b.length - a.length).find((p) => rest.startsWith(p)) ?? parts[0];
  errors[partErrorKey(kind, row.key, part)] = refused(rest);
}

/** The service's field errors (`{"error": {"<field>": ["message"], ...}}`), placed where the form shows them. */
function fieldErrorsOf(body: unknown, values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const detail = (body as { error?: unknown } | null)?.error;
  if (typeof detail !== 'object' || detail === null) return errors;
  for (const [name, value] of Object.entries(detail)) {
    const said = Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null;
    if (said === null) continue;
    const field = ALIASES[name] ?? name;
    if (field === 'education' || field === 'previous_companies')
      placeHistoryError(field, said, values, errors);
    else if ((TEXT_FIELDS as readonly string[]).includes(field)) errors[field] = refused(said);
  }
  return errors;
}

/** What a failed `PUT users/ID` means for the form; the values sent decide where row errors go. */
export function saveFailure(error: unknown, values: ProfileValues): SaveFailure {
  if (!(error instanceof ApiError))
    return { fieldErrors: {}, message: msg`Not saved: something went wrong. Your changes are kept.` };
  const said = messageOfBody(error.body);
  switch (error.kind) {
    case 'unauthorized':
      return {
        fieldErrors: {},
        message: msg`Not saved: your session has expired. Your changes are kept. Sign in again to save them.`,
      };
    case 'forbidden': {
      const reason = said;
      return {
        fieldErrors: {},
        message: reason
          ? msg`Not saved: ${reason}. Your changes are kept.`
          : msg`Not saved: you may edit only your own profile. Your changes are kept.`,
      };
    }
    case 'bad-request': {
      const fieldErrors = fieldErrorsOf(error.body, values);
      const count = Object.keys(fieldErrors).length;
      const reason = said ?? error.message;
      const message =
        count > 0
          ? msg`Not saved: the service refused ${plural(count, { one: 'one field', other: '# fields' })}, marked below. Your changes are kept.`
          : msg`Not saved: ${reason}. Your changes are kept.`;
      return { fieldErrors, message };
    }
    default: {
      const reason = describeError(error);
      return { fieldErrors: {}, message: msg`Not saved: ${reason} Your changes are kept.` };
    }
  }
}
