import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/users';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });

const meId = () => t.repo.userByEmail('alice@example.com')?.id ?? 0;

/** A PUT form-encoded the way the app sends it: repeatable `education[]` and `previous_companies[]`. */
function put(body: [string, string][]) {
  return t.api(`/api/v1/users/${String(meId())}.json`, tokens.alice, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
}

async function refusal(body: [string, string][]) {
  const response = await put(body);
  expect(response.status).toBe(400);
  return (await json<{ error: Record<string, unknown> }>(response)).error;
}

describe('PUT /users/ID with every parameter of spec 4.6', () => {
  it('stores each one and answers the user as it now is; GET says the same', async () => {
    const response = await put([
      ['full_name', 'Alice Q. Andersen'],
      ['job_title', 'Head of Product'],
      ['department_name', 'Product'],
      ['location', 'Oslo'],
      ['im_provider', 'xmpp'],
      ['im_username', 'alice@chat.example.com'],
      ['work_telephone', '+47 (22) 12-34.56'],
      ['work_extension', '204'],
      ['mobile_telephone', '+47 912 34 567'],
      ['external_profiles', 'https://github.com/alice\nhttps://alice.example.com/about?a=1'],
      ['significant_other', 'Sam'],
      ['kids_names', 'Ola and Kari'],
      ['interests', 'sailing, chess'],
      ['summary', 'Builds products people like.'],
      ['expertise', 'Discovery'],
      ['education[]', 'University of Oslo,MSc Informatics,Thesis on search,2008,2010'],
      ['education[]', 'Oslo Cathedral School,,,2002,2005'],
      ['previous_companies[]', 'Northwind,Product manager,,2012,2019'],
    ]);
    expect(response.status).toBe(200);
    const expected = {
      full_name: 'Alice Q. Andersen',
      first_name: 'Alice',
      last_name: 'Q. Andersen',
      job_title: 'Head of Product',
      department: 'Product',
      location: 'Oslo',
      significant_other: 'Sam',
      kids_names: 'Ola and Kari',
      interests: 'sailing, chess',
      summary: 'Builds products people like.',
      expertise: 'Discovery',
      external_urls: ['https://github.com/alice', 'https://alice.example.com/about?a=1'],
      contact: {
        im: { provider: 'xmpp', username: 'alice@chat.example.com' },
        phone_numbers: [
          { type: 'work', number: '+47 (22) 12-34.56 x204' },
          { type: 'mobile', number: '+47 912 34 567' },
        ],
      },
      schools: [
        {
          school: 'University of Oslo',
          degree: 'MSc Informatics',
          description: 'Thesis on search',
          start_year: 2008,
          end_year: 2010,
        },
        { school: 'Oslo Cathedral School', degree: '', description: '', start_year: 2002, end_year: 2005 },
      ],
      previous_companies: [
        {
          company: 'Northwind',
          position: 'Product manager',
          description: '',
          start_year: 2012,
          end_year: 2019,
        },
      ],
    };
    expect(await json<User>(response)).toMatchObject(expected);
    const read = await json<User>(await t.api(`/api/v1/users/${String(meId())}.json`, tokens.alice));
    expect(read).toMatchObject(expected);
  });

  it('an empty value clears a field, and one empty education[] clears the list', async () => {
    await put([
      ['location', 'Oslo'],
      ['education[]', 'University of Oslo,MSc,,2008,2010'],
    ]);
    const response = await put([
      ['location', ''],
      ['work_extension', ''],
      ['education[]', ''],
    ]);
    expect(response.status).toBe(200);
    expect(await json<User>(response)).toMatchObject({ location: null, schools: [] });
  });
});

describe('PUT /users/ID refuses, naming the parameter, and changes nothing', () => {
  it('a part holding a comma (too many parts), a year that is not four digits or ends before it starts', async () => {
    expect(await refusal([['education[]', 'Oslo, Norway,MSc,,2008,2010']])).toMatchObject({
      education: [expect.stringMatching(/entry 1 .*cannot hold a comma/)],
    });
    expect(await refusal([['previous_companies[]', 'Northwind,PM,,19,2019']])).toMatchObject({
      previous_companies: [expect.stringMatching(/entry 1: start_year must be a year/)],
    });
    expect(
      await refusal([
        ['education[]', 'Oslo,MSc,,2008,2010'],
        ['education[]', 'Bergen,BSc,,2010,2006'],
      ]),
    ).toMatchObject({ education: ['entry 2: end_year is before start_year'] });
    expect(await refusal([['education[]', ',MSc,,2008,2010']])).toMatchObject({
      education: ['entry 1: school is required'],
    });
    expect(await refusal([['education[]', `${'x'.repeat(101)},MSc,,2008,2010`]])).toMatchObject({
      education: ['entry 1: school is longer than 100 characters'],
    });
    expect(t.repo.profileOf(meId())?.schools ?? '[]').toBe('[]');
  });

  it('telephone characters, a non-numeric extension, a field past its limit, an address that is not http(s)', async () => {
    expect(await refusal([['work_telephone', '555-CALL-NOW']])).toHaveProperty('work_telephone');
    expect(await refusal([['mobile_telephone', '12; DROP']])).toHaveProperty('mobile_telephone');
    expect(await refusal([['work_extension', 'x12']])).toHaveProperty('work_extension');
    expect(await refusal([['job_title', 'x'.repeat(101)]])).toMatchObject({
      job_title: ['is longer than 100 characters'],
    });
    expect(await refusal([['summary', 'x'.repeat(2001)]])).toHaveProperty('summary');
    expect(await refusal([['external_profiles', 'github.com/alice']])).toHaveProperty('external_profiles');
    expect(t.repo.userById(meId())?.work_phone).not.toBe('555-CALL-NOW');
  });
});
