import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/users';
import { readFixture } from '../../api/testing/fixtures';
import { i18n } from '../../i18n/i18n-runtime';
import { partErrorKey, validateProfile as validate, type ProfileErrors } from './profile-validation';
import { ALL_FIELDS, emptyRow, emptyValues, prefillFrom, type ProfileValues } from './profile-values';

/** The errors in words, as the form shows them in English. */
const inWords = (errors: ProfileErrors) =>
  Object.fromEntries(Object.entries(errors).map(([key, error]) => [key, i18n._(error)]));
const validateProfile = (...args: Parameters<typeof validate>) => inWords(validate(...args));

const base = prefillFrom(readFixture('user-current.json') as User);
const check = (change: Partial<ProfileValues>) => validateProfile({ ...base, ...change }, ALL_FIELDS);

describe('validateProfile', () => {
  it('the profile as the service has it is valid', () => {
    expect(validateProfile(base, ALL_FIELDS)).toEqual({});
  });

  it('needs a full name, and no field past the length the service takes', () => {
    expect(check({ full_name: '   ' })).toEqual({ full_name: 'Enter your full name.' });
    expect(check({ full_name: 'x'.repeat(101) })).toEqual({
      full_name: 'Use at most 100 characters (this has 101).',
    });
    expect(check({ summary: 'x'.repeat(2001) })).toHaveProperty('summary');
    expect(check({ summary: 'x'.repeat(2000) })).toEqual({});
  });

  it('telephones take digits, spaces, a leading +, brackets, dashes and dots; an extension digits and a number', () => {
    expect(check({ work_telephone: '+47 (22) 12-34.56', mobile_telephone: '555 0100' })).toEqual({});
    expect(check({ work_telephone: '555-CALL' })).toHaveProperty('work_telephone');
    expect(check({ mobile_telephone: '1+2' })).toHaveProperty('mobile_telephone');
    expect(check({ work_telephone: '555 0100', work_extension: 'x12' })).toEqual({
      work_extension: 'Use digits only.',
    });
    expect(check({ work_extension: '12' })).toEqual({
      work_extension: 'Add the work telephone this extension belongs to.',
    });
  });

  it('web profiles: a line each, http(s), no spaces or commas', () => {
    expect(check({ external_profiles: 'https://a.example.com\nhttp://b.example.com/x?y=1' })).toEqual({});
    expect(check({ external_profiles: 'https://a.example.com\ngithub.com/me' })).toEqual({
      external_profiles:
        '“github.com/me” is not a web address: start it with https:// and leave out spaces and commas.',
    });
    expect(check({ external_profiles: 'https://a.example.com/a,b' })).toHaveProperty('external_profiles');
  });

  it('rows: the school or company, no comma in any part, four-digit years in order; a blank row is ignored', () => {
    const school = { ...emptyRow('education'), degree: 'BSc, Hons', start_year: '12', end_year: '2010' };
    const company = {
      ...emptyRow('previous_companies'),
      company: 'Acme',
      start_year: '2015',
      end_year: '2012',
    };
    const blank = emptyRow('previous_companies');
    expect(check({ education: [school], previous_companies: [company, blank] })).toEqual({
      [partErrorKey('education', school.key, 'school')]: 'Enter the school.',
      [partErrorKey('education', school.key, 'degree')]:
        'Leave out the comma: the service separates the parts with commas.',
      [partErrorKey('education', school.key, 'start_year')]: 'Enter a year of four digits, like 2019.',
      [partErrorKey('previous_companies', company.key, 'end_year')]:
        'The end year comes before the start year.',
    });
    expect(
      check({ previous_companies: [{ ...company, description: 'x'.repeat(501), end_year: '' }] }),
    ).toEqual({
      [partErrorKey('previous_companies', company.key, 'description')]:
        'Use at most 500 characters (this has 501).',
    });
  });

  it('checks only the fields it is given (the unchanged ones are not sent)', () => {
    expect(validateProfile({ ...base, job_title: 'x'.repeat(200) }, ['location'])).toEqual({});
  });
});

describe('a new person’s address', () => {
  const fresh = emptyValues();
  it('is required and shaped like an address', () => {
    expect(validateProfile(fresh, ['email'])).toEqual({ email: 'Enter their email address.' });
    expect(validateProfile({ ...fresh, email: 'not-an-address' }, ['email'])).toEqual({
      email: 'Enter an email address like name@example.com.',
    });
    expect(validateProfile({ ...fresh, email: 'noor@example.com' }, ['email'])).toEqual({});
  });
});
