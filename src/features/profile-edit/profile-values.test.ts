import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/users';
import { readFixture } from '../../api/testing/fixtures';
import {
  changedFields,
  emptyRow,
  prefillFrom,
  splitWorkNumber,
  updateParams,
  type ProfileValues,
} from './profile-values';

const current = readFixture('user-current.json') as User;
const old = readFixture('user-old.json') as User;

describe('prefillFrom', () => {
  it('fills every field from the current shape (users/current.json)', () => {
    expect(prefillFrom(current)).toEqual({
      email: 'jsmith@yammer-inc.com',
      full_name: 'John Smith',
      job_title: 'Web dev',
      department_name: 'Engineering',
      location: 'San Francisco',
      im_provider: 'aim',
      im_username: '',
      work_telephone: '',
      work_extension: '',
      mobile_telephone: '6616007618',
      external_profiles: '',
      significant_other: '',
      kids_names: '',
      interests: '',
      summary: '',
      expertise: '',
      education: [],
      previous_companies: [],
    });
  });

  it('fills from the old shape: interests [], no department, schools with an empty entry, web addresses', () => {
    const values = prefillFrom(old);
    expect(values).toMatchObject({
      full_name: 'Ilya Yakubovich',
      department_name: '',
      interests: '',
      summary: 'A summary',
      expertise: 'Socializing',
      work_telephone: '+37126424491',
      mobile_telephone: '+37126424491',
      external_profiles: 'http://github.com/SpringSource\nhttp://www.springframework.org',
    });
    // The third school of the fixture has nothing in it: it is not a row to edit.
    expect(values.education).toEqual([
      {
        key: 'education-0',
        school: 'Universe-ity',
        degree: 'Msc Universe',
        description: 'Dissertation: How to beat Skeletor',
        start_year: '2007',
        end_year: '2009',
      },
      {
        key: 'education-1',
        school: 'School',
        degree: 'Bsc Eligibility',
        description: 'Rose ceremony champion',
        start_year: '2001',
        end_year: '2004',
      },
    ]);
  });

  it('takes interests as a list or null, and the extension apart from the work number', () => {
    const user = {
      ...current,
      interests: ['chess', 'sailing'],
      contact: { ...current.contact, phone_numbers: [{ type: 'work', number: '+1 555 0100 x204' }] },
    } as User;
    expect(prefillFrom(user)).toMatchObject({
      interests: 'chess, sailing',
      work_telephone: '+1 555 0100',
      work_extension: '204',
    });
    expect(prefillFrom({ ...current, interests: null }).interests).toBe('');
    expect(splitWorkNumber('0800 1234')).toEqual({ telephone: '0800 1234', extension: '' });
  });
});

describe('changedFields and updateParams', () => {
  const base = prefillFrom(old);

  it('nothing changed: whitespace, blank rows and row keys do not count', () => {
    const same: ProfileValues = {
      ...base,
      job_title: ` ${base.job_title} `,
      external_profiles: `${base.external_profiles}\n\n`,
      education: [
        ...base.education.map((row) => ({ ...row, key: `other-${row.key}` })),
        emptyRow('education'),
      ],
    };
    expect(changedFields(same, base)).toEqual([]);
  });

  it('sends only the changed fields, trimmed: web addresses as a list, a changed history whole', () => {
    const values: ProfileValues = {
      ...base,
      job_title: ' Librarian ',
      location: '',
      external_profiles: 'https://a.example.com\n\n  https://b.example.com ',
      education: [
        base.education[0] ?? emptyRow('education'),
        { ...emptyRow('education'), school: ' Open University ', start_year: '2012' },
        emptyRow('education'),
      ],
      previous_companies: [{ ...emptyRow('previous_companies'), company: 'Acme', position: 'Clerk' }],
    };
    const fields = changedFields(values, base);
    expect(fields).toEqual(['job_title', 'external_profiles', 'education', 'previous_companies']);
    expect(updateParams(values, [...fields, 'location'])).toEqual({
      job_title: 'Librarian',
      location: '',
      external_profiles: ['https://a.example.com', 'https://b.example.com'],
      education: [
        {
          school: 'Universe-ity',
          degree: 'Msc Universe',
          description: 'Dissertation: How to beat Skeletor',
          start_year: '2007',
          end_year: '2009',
        },
        { school: 'Open University', degree: '', description: '', start_year: '2012', end_year: '' },
      ],
      previous_companies: [
        { company: 'Acme', position: 'Clerk', description: '', start_year: '', end_year: '' },
      ],
    });
  });

  it('every row removed is a change: the list goes as empty, which clears it', () => {
    const values = { ...base, education: [] };
    expect(changedFields(values, base)).toEqual(['education']);
    expect(updateParams(values, ['education'])).toEqual({ education: [] });
  });
});
