import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  EMAIL_ADDRESS,
  EXTERNAL_PROFILE,
  HISTORY_DESCRIPTION_LIMIT,
  HISTORY_PART_LIMIT,
  HISTORY_YEAR,
  PHONE_EXTENSION,
  PHONE_NUMBER,
  USER_FIELD_LIMITS,
} from '../../../contract/user-update';
import {
  HISTORY_PARTS,
  isBlankRow,
  isYear,
  profileLines,
  type HistoryKind,
  type HistoryRow,
  type ProfileField,
  type ProfileValues,
} from './profile-values';

/**
 * What is wrong, by where it is shown: a field (`full_name`), a part of a row (`education.<row key>.school`),
 * or a whole list (`education`, when the service refused it without saying which row). Each is a message
 * the form writes in the reader's language when it renders, so a switch of language rewrites it too.
 */
export type ProfileErrors = Record<string, MessageDescriptor>;

export const partErrorKey = (kind: HistoryKind, rowKey: string, part: string) => `${kind}.${rowKey}.${part}`;

const tooLong = (limit: number, length: number) => msg`Use at most ${limit} characters (this has ${length}).`;

const PHONE_RULE = msg`Use only digits, spaces, a leading +, brackets, dashes and dots.`;

function checkText(
  field: Exclude<ProfileField, HistoryKind>,
  values: ProfileValues,
): MessageDescriptor | null {
  const value = values[field].trim();
  if (field === 'full_name' && value === '') return msg`Enter your full name.`;
  if (field === 'email') {
    if (value === '') return msg`Enter their email address.`;
    if (!EMAIL_ADDRESS.test(value)) return msg`Enter an email address like name@example.com.`;
  }
  if (field === 'external_profiles') {
    const wrong = profileLines(value).find((line) => !EXTERNAL_PROFILE.test(line));
    if (wrong !== undefined)
      return msg`“${wrong}” is not a web address: start it with https:// and leave out spaces and commas.`;
    const sent = profileLines(value).join('\n');
    return sent.length > USER_FIELD_LIMITS.external_profiles
      ? tooLong(USER_FIELD_LIMITS.external_profiles, sent.length)
      : null;
  }
  if (value.length > USER_FIELD_LIMITS[field]) return tooLong(USER_FIELD_LIMITS[field], value.length);
  if (value === '') return null;
  if ((field === 'work_telephone' || field === 'mobile_telephone') && !PHONE_NUMBER.test(value))
    return PHONE_RULE;
  if (field === 'work_extension') {
    if (!PHONE_EXTENSION.test(value)) return msg`Use digits only.`;
    if (values.work_telephone.trim() === '') return msg`Add the work telephone this extension belongs to.`;
  }
  return null;
}

const FIRST_PART_MISSING = { education: msg`Enter the school.`, previous_companies: msg`Enter the company.` };

function checkRow(kind: HistoryKind, row: HistoryRow, errors: ProfileErrors): void {
  if (isBlankRow(row, kind)) return;
  const parts = HISTORY_PARTS[kind];
  const value = (part: string) => (row as Record<string, string>)[part]?.trim() ?? '';
  for (const part of parts) {
    const key = partErrorKey(kind, row.key, part);
    const v = value(part);
    const limit = part === 'description' ? HISTORY_DESCRIPTION_LIMIT : HISTORY_PART_LIMIT;
    if (part === parts[0] && v === '') errors[key] = FIRST_PART_MISSING[kind];
    else if (v.includes(','))
      errors[key] = msg`Leave out the comma: the service separates the parts with commas.`;
    else if (isYear(part) && v !== '' && !HISTORY_YEAR.test(v))
      errors[key] = msg`Enter a year of four digits, like 2019.`;
    else if (v.length > limit) errors[key] = tooLong(limit, v.length);
  }
  const start = value('start_year');
  const end = value('end_year');
  const endKey = partErrorKey(kind, row.key, 'end_year');
  if (HISTORY_YEAR.test(start) && HISTORY_YEAR.test(end) && Number(end) < Number(start) && !errors[endKey])
    errors[endKey] = msg`The end year comes before the start year.`;
}

/** Everything wrong with the fields that would be sent, before anything is sent. Empty when all is well. */
export function validateProfile(values: ProfileValues, fields: readonly ProfileField[]): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of fields) {
    if (field === 'education' || field === 'previous_companies') {
      for (const row of values[field]) checkRow(field, row, errors);
    } else {
      const error = checkText(field, values);
      if (error) errors[field] = error;
    }
  }
  // An extension is checked against the work number even when only the number changed (and was cleared).
  if (fields.includes('work_telephone') && !fields.includes('work_extension')) {
    const error = checkText('work_extension', values);
    if (error) errors.work_extension = error;
  }
  return errors;
}
