import type { ProfileUpdate, UserUpdate } from '../db/users-repo';
import { invalidField } from '../http/errors';
import type { Params } from '../http/params';
import {
  COMPANY_PARTS,
  EDUCATION_PARTS,
  EMAIL_ADDRESS,
  EXTERNAL_PROFILE,
  HISTORY_DESCRIPTION_LIMIT,
  HISTORY_PART_LIMIT,
  HISTORY_YEAR,
  PHONE_EXTENSION,
  PHONE_NUMBER,
  USER_FIELD_LIMITS,
  type UserTextField,
} from '../../contract/user-update';

/**
 * The profile parameters of spec 4.6, read and validated for creating and updating users (users-routes.ts).
 * Kept out of the route module because the rules are long and are not routing; pure: parameters in,
 * changes out or a 400 thrown, no database. Invitations and relationships check addresses with `isEmail`.
 */

export function isEmail(value: string): boolean {
  return EMAIL_ADDRESS.test(value) && value.length <= USER_FIELD_LIMITS.email;
}

export interface ProfileChanges {
  user: UserUpdate;
  profile: ProfileUpdate;
}

/**
 * The create/update parameters of spec 4.6, validated before anything is written. Only parameters present
 * change; an empty value clears a field (full_name cannot be cleared).
 */
export function profileChanges(params: Params): ProfileChanges {
  const user: UserUpdate = {};
  const profile: ProfileUpdate = {};
  const present = (name: string) => params.has(name);
  const value = (name: string) => params.text(name) ?? null;
  const email = params.text('email');
  if (email !== undefined && !isEmail(email))
    throw invalidField('email', `${email} is not a valid email address`);
  if (present('email') && email === undefined) throw invalidField('email', 'cannot be blank', 'email_blank');

  if (present('full_name')) {
    const fullName = params.text('full_name');
    if (fullName === undefined) throw invalidField('full_name', 'cannot be blank');
    Object.assign(user, { full_name: fullName, ...splitName(fullName) });
  }
  const limited: [string, number][] = [
    ...(Object.entries(USER_FIELD_LIMITS) as [UserTextField, number][]),
    ['department', USER_FIELD_LIMITS.department_name],
  ];
  for (const [name, limit] of limited) {
    const longest = Math.max(0, ...params.getAll(name).map((v) => v.trim().length));
    if (longest > limit) throw invalidField(name, `is longer than ${String(limit)} characters`);
  }
  for (const name of ['work_telephone', 'mobile_telephone'] as const) {
    const number = params.text(name);
    if (number !== undefined && !PHONE_NUMBER.test(number))
      throw invalidField(name, 'may hold only digits, spaces, a leading +, brackets, dashes and dots');
  }
  const extension = params.text('work_extension');
  if (extension !== undefined && !PHONE_EXTENSION.test(extension))
    throw invalidField('work_extension', 'may hold only digits');
  if (present('job_title')) user.job_title = params.text('job_title') ?? '';
  const columns: [string, keyof UserUpdate][] = [
    ['department_name', 'department'],
    ['department', 'department'],
    ['location', 'location'],
    ['summary', 'summary'],
    ['expertise', 'expertise'],
    ['interests', 'interests'],
    ['work_telephone', 'work_phone'],
    ['mobile_telephone', 'mobile_phone'],
  ];
  for (const [param, column] of columns) {
    if (present(param)) Object.assign(user, { [column]: value(param) });
  }
  for (const name of ['significant_other', 'kids_names', 'work_extension'] as const) {
    if (present(name)) profile[name] = value(name);
  }
  for (const name of ['im_provider', 'im_username'] as const) {
    if (present(name)) profile[name] = params.text(name) ?? '';
  }
  if (present('external_profiles') || present('external_urls')) {
    const urls = [...params.getAll('external_profiles'), ...params.getAll('external_urls')]
      .flatMap((v) => v.split(/[\s,]+/))
      .filter((v) => v !== '');
    for (const url of urls) {
      if (!EXTERNAL_PROFILE.test(url))
        throw invalidField('external_profiles', `${url} is not an http(s) URL`);
    }
    profile.external_urls = JSON.stringify(urls);
  }
  if (present('education')) {
    profile.schools = JSON.stringify(historyEntries(params, 'education', EDUCATION_PARTS));
  }
  if (present('previous_companies')) {
    profile.previous_companies = JSON.stringify(historyEntries(params, 'previous_companies', COMPANY_PARTS));
  }
  return { user, profile };
}

/**
 * `education[]` and `previous_companies[]`: each value comma-separated (spec 4.6), or a JSON object with
 * those keys. A previous company may omit its description (4 values: company, position, start, end).
 */
function historyEntries(params: Params, name: string, keys: readonly string[]): Record<string, unknown>[] {
  return params
    .getAll(name)
    .filter((v) => v.trim() !== '')
    .map((raw, index) => {
      let values: string[];
      if (raw.trim().startsWith('{')) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          throw invalidField(name, `entry ${String(index + 1)} is not valid JSON`);
        }
        const object = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<
          string,
          unknown
        >;
        values = keys.map((k) => {
          const v = object[k];
          return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
        });
      } else {
        values = raw.split(',').map((v) => v.trim());
        if (values.length === keys.length - 1) values.splice(2, 0, '');
        if (values.length !== keys.length)
          throw invalidField(
            name,
            `entry ${String(index + 1)} takes ${keys.join(', ')} separated by commas (a part cannot hold a comma)`,
          );
      }
      const entry: Record<string, unknown> = {};
      const which = `entry ${String(index + 1)}:`;
      keys.forEach((key, part) => {
        const v = values[part] ?? '';
        if (key.endsWith('_year')) {
          if (v !== '' && !HISTORY_YEAR.test(v)) throw invalidField(name, `${which} ${key} must be a year`);
          entry[key] = v === '' ? null : Number(v);
        } else {
          const limit = key === 'description' ? HISTORY_DESCRIPTION_LIMIT : HISTORY_PART_LIMIT;
          if (v.length > limit)
            throw invalidField(name, `${which} ${key} is longer than ${String(limit)} characters`);
          entry[key] = v;
        }
      });
      if (keys[0] !== undefined && entry[keys[0]] === '')
        throw invalidField(name, `${which} ${keys[0]} is required`);
      const { start_year: start, end_year: end } = entry;
      if (typeof start === 'number' && typeof end === 'number' && end < start)
        throw invalidField(name, `${which} end_year is before start_year`);
      return entry;
    });
}

/** first_name and last_name from a full name: its first word, and the rest. */
export function splitName(fullName: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}
