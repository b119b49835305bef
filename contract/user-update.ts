/**
 * `POST /users.json` and `PUT /users/ID.json` parameters (spec 4.6). Form-encoded on the wire. A field left out
 * is unchanged; an empty one is cleared (full_name cannot be). The emulator enforces the limits below and the
 * client checks them before sending, so both sides read them from here.
 */

/** The comma-separated parts of one `education[]` value, in their order on the wire. */
export const EDUCATION_PARTS = ['school', 'degree', 'description', 'start_year', 'end_year'] as const;
/** The comma-separated parts of one `previous_companies[]` value, in their order on the wire. */
export const COMPANY_PARTS = ['company', 'position', 'description', 'start_year', 'end_year'] as const;

export type EducationEntry = Record<(typeof EDUCATION_PARTS)[number], string>;
export type CompanyEntry = Record<(typeof COMPANY_PARTS)[number], string>;

export interface UserUpdateParams {
  /** Required on create (`POST users.json`); a person's sign-in address. */
  email?: string;
  full_name?: string;
  job_title?: string;
  department_name?: string;
  location?: string;
  im_provider?: string;
  im_username?: string;
  work_telephone?: string;
  work_extension?: string;
  mobile_telephone?: string;
  /** http(s) addresses; one value on the wire, one address per line. */
  external_profiles?: string[];
  significant_other?: string;
  kids_names?: string;
  interests?: string;
  summary?: string;
  expertise?: string;
  /** Every entry, replacing the ones before; an empty list clears them. */
  education?: EducationEntry[];
  previous_companies?: CompanyEntry[];
}

export type UserTextField = Exclude<keyof UserUpdateParams, 'education' | 'previous_companies'>;

/**
 * The longest value taken for each parameter, in characters. The spec names none; these are generous for a
 * person's profile and keep one request from storing megabytes in a field that is shown on every profile.
 */
export const USER_FIELD_LIMITS: Record<UserTextField, number> = {
  email: 254,
  full_name: 100,
  job_title: 100,
  department_name: 100,
  location: 100,
  im_provider: 50,
  im_username: 100,
  work_telephone: 40,
  work_extension: 10,
  mobile_telephone: 40,
  external_profiles: 2000,
  significant_other: 100,
  kids_names: 255,
  interests: 1000,
  summary: 2000,
  expertise: 1000,
};

/** The longest part of an `education[]` or `previous_companies[]` value (descriptions are longer). */
export const HISTORY_PART_LIMIT = 100;
export const HISTORY_DESCRIPTION_LIMIT = 500;

/** An email address, as the service checks it: one @, a dot in the domain, no spaces or separators. */
export const EMAIL_ADDRESS = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

/** What a telephone number may hold: digits, spaces, a leading plus, brackets, dashes and dots. */
export const PHONE_NUMBER = /^\+?[0-9 ().-]+$/;
/** An extension: digits only (the service shows it after the work number as "x123"). */
export const PHONE_EXTENSION = /^[0-9]+$/;
/** A year in `education[]` and `previous_companies[]`: four digits, or nothing. */
export const HISTORY_YEAR = /^[0-9]{4}$/;
/** An external profile: an http(s) address with no spaces or commas (the list is split at both). */
export const EXTERNAL_PROFILE = /^https?:\/\/[^\s,]+$/i;
