import {
  COMPANY_PARTS,
  EDUCATION_PARTS,
  type CompanyEntry,
  type EducationEntry,
  type UserTextField,
  type UserUpdateParams,
} from '../../../contract/user-update';
import type { HistoryEntry, User } from '../../../contract/users';

/** The two repeatable lists of the form, by their parameter names. */
export type HistoryKind = 'education' | 'previous_companies';

/** One row of a list: its parts as typed, and a key that stays with the row (React keys, focus, errors). */
export type EducationRow = EducationEntry & { key: string };
export type CompanyRow = CompanyEntry & { key: string };
export type HistoryRow = EducationRow | CompanyRow;

/** What the profile form holds: every parameter of spec 4.6 as typed (external profiles a line each). */
export type ProfileValues = Record<UserTextField, string> & {
  education: EducationRow[];
  previous_companies: CompanyRow[];
};

export type ProfileField = keyof ProfileValues;

export const TEXT_FIELDS: readonly UserTextField[] = [
  'email',
  'full_name',
  'job_title',
  'department_name',
  'location',
  'im_provider',
  'im_username',
  'work_telephone',
  'work_extension',
  'mobile_telephone',
  'external_profiles',
  'significant_other',
  'kids_names',
  'interests',
  'summary',
  'expertise',
];

export const HISTORY_PARTS = { education: EDUCATION_PARTS, previous_companies: COMPANY_PARTS } as const;

/** A row's years (`start_year`, `end_year`): four digits, typed on a numeric keyboard. */
export const isYear = (part: string) => part === 'start_year' || part === 'end_year';

export function newRowKey(): string {
  return `row-${Math.random().toString(36).slice(2, 10)}`;
}

export function emptyRow(kind: 'education'): EducationRow;
export function emptyRow(kind: 'previous_companies'): CompanyRow;
export function emptyRow(kind: HistoryKind): HistoryRow;
export function emptyRow(kind: HistoryKind): HistoryRow {
  const parts = HISTORY_PARTS[kind];
  return Object.fromEntries([['key', newRowKey()], ...parts.map((p) => [p, ''])]) as HistoryRow;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** `interests` comes as text, null or (in old payloads) a list. */
function interestsOf(value: User['interests']): string {
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(', ');
  return text(value);
}

/** The service shows the extension after the work number ("+1 555 0100 x204"); the form has both apart. */
export function splitWorkNumber(number: string): { telephone: string; extension: string } {
  const match = /^(.*\S)\s+x(\d+)$/i.exec(number.trim());
  return match
    ? { telephone: match[1] ?? '', extension: match[2] ?? '' }
    : { telephone: number.trim(), extension: '' };
}

/** Rows from the user object; their keys follow their place, so a profile asked again keeps them. */
function rowsOf<K extends string>(
  kind: HistoryKind,
  entries: readonly HistoryEntry[] | undefined,
  parts: readonly K[],
) {
  return (entries ?? [])
    .map((entry, index) => {
      const record = entry as Record<string, unknown>;
      const row: Record<string, string> = { key: `${kind}-${String(index)}` };
      for (const p of parts) row[p] = text(record[p]).trim();
      return row as Record<K, string> & { key: string };
    })
    .filter((row) => parts.some((p) => row[p] !== ''));
}

/** The form as the user object fills it: what the reader sees first, and what "changed" is measured against. */
export function prefillFrom(user: User): ProfileValues {
  const phones = user.contact.phone_numbers;
  const work = splitWorkNumber(phones.find((p) => p.type === 'work')?.number ?? '');
  return {
    email: text(user.email) || text(user.contact.email_addresses.find((e) => e.type === 'primary')?.address),
    full_name: text(user.full_name),
    job_title: text(user.job_title),
    department_name: text(user.department),
    location: text(user.location),
    im_provider: text(user.contact.im.provider),
    im_username: text(user.contact.im.username),
    work_telephone: work.telephone,
    work_extension: work.extension,
    mobile_telephone: text(phones.find((p) => p.type === 'mobile')?.number),
    external_profiles: user.external_urls.filter((u) => typeof u === 'string').join('\n'),
    significant_other: text(user.significant_other),
    kids_names: text(user.kids_names),
    interests: interestsOf(user.interests),
    summary: text(user.summary),
    expertise: text(user.expertise),
    education: rowsOf('education', user.schools, EDUCATION_PARTS),
    previous_companies: rowsOf('previous_companies', user.previous_companies, COMPANY_PARTS),
  };
}

/** A form with nothing in it: a new person's, before the admin types. */
export function emptyValues(): ProfileValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<UserTextField, string>;
  return { ...texts, education: [], previous_companies: [] };
}

/** A row with nothing typed in it is not sent (an Add pressed by mistake). */
export function isBlankRow(row: HistoryRow, kind: HistoryKind): boolean {
  return HISTORY_PARTS[kind].every((p) => (row as Record<string, string>)[p]?.trim() === '');
}

/** A list as it would be sent: blank rows left out, parts trimmed, keys dropped. */
function entriesOf(kind: HistoryKind, rows: readonly HistoryRow[]): Record<string, string>[] {
  return rows
    .filter((row) => !isBlankRow(row, kind))
    .map((row) =>
      Object.fromEntries(
        HISTORY_PARTS[kind].map((p) => [p, (row as Record<string, string>)[p]?.trim() ?? '']),
      ),
    );
}

/** External profiles as sent: a line each, blank lines left out. */
export function profileLines(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function sameField(field: ProfileField, a: ProfileValues, b: ProfileValues): boolean {
  if (field === 'education' || field === 'previous_companies')
    return JSON.stringify(entriesOf(field, a[field])) === JSON.stringify(entriesOf(field, b[field]));
  if (field === 'external_profiles')
    return profileLines(a[field]).join('\n') === profileLines(b[field]).join('\n');
  return a[field].trim() === b[field].trim();
}

export const ALL_FIELDS: readonly ProfileField[] = [...TEXT_FIELDS, 'education', 'previous_companies'];

/** The fields whose value, as it would be sent, differs from `base`: only these are sent and kept as a draft. */
export function changedFields(values: ProfileValues, base: ProfileValues): ProfileField[] {
  return ALL_FIELDS.filter((field) => !sameField(field, values, base));
}

/** The `PUT users/ID` parameters of the changed fields. */
export function updateParams(values: ProfileValues, fields: readonly ProfileField[]): UserUpdateParams {
  const params: UserUpdateParams = {};
  for (const field of fields) {
    if (field === 'education') params.education = entriesOf(field, values.education) as EducationEntry[];
    else if (field === 'previous_companies')
      params.previous_companies = entriesOf(field, values.previous_companies) as CompanyEntry[];
    else if (field === 'external_profiles') params.external_profiles = profileLines(values.external_profiles);
    else params[field] = values[field].trim();
  }
  return params;
}
