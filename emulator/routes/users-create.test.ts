import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/users';
import { json, useTestApp } from '../test/test-app';
import { usersHelpers } from './users-test-support';

const { t, tokens } = useTestApp(
  { rateLimits: false },
  { alice: 'alice@example.com', admin: 'admin@example.com' },
);
const { corpId, count, send, form } = usersHelpers(t);

describe('POST /users (create)', () => {
  it('only a verified admin of a paid network may create: 403 JSON otherwise, nothing written', async () => {
    const before = count('SELECT COUNT(*) AS n FROM users');
    const denied = await send('/api/v1/users.json', tokens.alice, 'POST', { email: 'new@example.com' });
    expect(denied.status).toBe(403);
    expect(await json(denied)).toMatchObject({ error: { code: 'forbidden' } });
    // A verified admin whose token is for an unpaid network (Partners) is refused too.
    t.db.prepare("UPDATE users SET verified_admin = 1, admin = 1 WHERE email = 'alice@example.com'").run();
    const unpaid = await send('/api/v1/users.json', t.tokenFor('alice@example.com', 'partners'), 'POST', {
      email: 'new@example.com',
    });
    expect(unpaid.status).toBe(403);
    expect(count('SELECT COUNT(*) AS n FROM users')).toBe(before);
  });

  it('answers 201 with a Location header and the user; every parameter of 4.6 is stored', async () => {
    const response = await form(
      '/api/v1/users.json',
      tokens.admin,
      'POST',
      [
        'email=Carla.Diaz@example.com',
        'full_name=Carla Diaz Ortega',
        'job_title=Data Engineer',
        'department_name=Engineering',
        'location=Madrid',
        'im_provider=skype',
        'im_username=carla.d',
        'work_telephone=%2B34 555 0100',
        'work_extension=42',
        'mobile_telephone=%2B34 600 000',
        'external_profiles=https://github.com/carla,https://carla.example.org',
        'significant_other=Pat',
        'kids_names=Lu',
        'interests=climbing',
        'summary=Pipelines',
        'expertise=SQL',
        'education[]=Universidad Complutense,BSc Physics,Thesis on optics,2008,2012',
        'education[]=MIT,MSc,,2013,2014',
        'previous_companies[]=Contoso,Analyst,2014,2018',
        'previous_companies[]=Fabrikam,Engineer,Built pipelines,2018,',
      ].join('&'),
    );
    expect(response.status).toBe(201);
    const user = await json<User & Record<string, unknown>>(response);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`/api/v1/users/${String(user.id)}$`));
    expect(user).toMatchObject({
      type: 'user',
      state: 'active',
      email: 'Carla.Diaz@example.com',
      name: 'carla.diaz',
      full_name: 'Carla Diaz Ortega',
      first_name: 'Carla',
      last_name: 'Diaz Ortega',
      job_title: 'Data Engineer',
      department: 'Engineering',
      location: 'Madrid',
      interests: 'climbing',
      summary: 'Pipelines',
      expertise: 'SQL',
      significant_other: 'Pat',
      kids_names: 'Lu',
      admin: 'false',
      external_urls: ['https://github.com/carla', 'https://carla.example.org'],
      contact: {
        im: { provider: 'skype', username: 'carla.d' },
        phone_numbers: [
          { type: 'work', number: '+34 555 0100 x42' },
          { type: 'mobile', number: '+34 600 000' },
        ],
      },
      schools: [
        {
          school: 'Universidad Complutense',
          degree: 'BSc Physics',
          description: 'Thesis on optics',
          start_year: 2008,
          end_year: 2012,
        },
        { school: 'MIT', degree: 'MSc', description: '', start_year: 2013, end_year: 2014 },
      ],
      previous_companies: [
        { company: 'Contoso', position: 'Analyst', description: '', start_year: 2014, end_year: 2018 },
        {
          company: 'Fabrikam',
          position: 'Engineer',
          description: 'Built pipelines',
          start_year: 2018,
          end_year: null,
        },
      ],
      stats: { updates: 0, followers: 0, following: 0 },
    });
    // The database holds the person as an active member of Example Corp, and the Location answers.
    expect(t.repo.membership(corpId(), user.id)).toMatchObject({ state: 'active', is_primary: 1 });
    expect(t.repo.profileOf(user.id)).toMatchObject({ im_provider: 'skype', work_extension: '42' });
    const path = new URL(location).pathname;
    expect(await json(await t.api(path, tokens.admin))).toMatchObject({ id: user.id, name: 'carla.diaz' });
    // The new person can use the API and shows in the list.
    const own = await json(await t.api('/api/v1/users/current.json', t.tokenFor('carla.diaz@example.com')));
    expect(own).toMatchObject({ id: user.id });
    const listed = await json<User[]>(await t.api('/api/v1/users.json?letter=c', tokens.admin));
    expect(listed.map((u) => u.id)).toContain(user.id);
  });

  it('accepts JSON, multipart and query + JSON alike; one request creates one user', async () => {
    const before = count('SELECT COUNT(*) AS n FROM users');
    expect(
      (await send('/api/v1/users', tokens.admin, 'POST', { email: 'j1@example.com', full_name: 'J One' }))
        .status,
    ).toBe(201);
    const multipart = new FormData();
    multipart.set('email', 'm1@example.com');
    multipart.append('education[]', 'Oxford,BA,,2001,2004');
    const m = await t.api('/api/v1/users.json', tokens.admin, { method: 'POST', body: multipart });
    expect(m.status).toBe(201);
    expect((await json<User>(m)).schools).toHaveLength(1);
    const q = await send('/api/v1/users.json?email=q1@example.com', tokens.admin, 'POST', {
      full_name: 'Q One',
    });
    expect(q.status).toBe(201);
    expect(await json(q)).toMatchObject({ email: 'q1@example.com', full_name: 'Q One', name: 'q1' });
    expect(count('SELECT COUNT(*) AS n FROM users')).toBe(before + 3);
  });

  it('email is required and must be valid and unused: 400 naming it, nothing written', async () => {
    const before = count('SELECT COUNT(*) AS n FROM users');
    for (const body of [
      { full_name: 'No Email' },
      { email: 'not-an-address' },
      { email: 'bob@example.com' },
    ]) {
      const response = await send('/api/v1/users.json', tokens.admin, 'POST', body);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: { email: [expect.any(String)] } });
    }
    const first = await send('/api/v1/users.json', tokens.admin, 'POST', { email: 'twice@example.com' });
    expect(first.status).toBe(201);
    const again = await send('/api/v1/users.json', tokens.admin, 'POST', { email: 'TWICE@example.com' });
    expect(again.status).toBe(400);
    expect(count('SELECT COUNT(*) AS n FROM users')).toBe(before + 1);
  });

  it('rejects malformed education and previous_companies with 400 naming the field', async () => {
    for (const [field, value] of [
      ['education', 'Only a school'],
      ['education', 'School,BA,,20x1,2004'],
      ['previous_companies', ',Position,,2001,2002'],
    ] as const) {
      const response = await send('/api/v1/users.json', tokens.admin, 'POST', {
        email: 'history@example.com',
        [field]: [value],
      });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: { [field]: [expect.any(String)] } });
    }
    expect(t.repo.userByEmail('history@example.com')).toBeUndefined();
  });

  it('adds a person of another network to this one (one user record per person)', async () => {
    const partner = t.db
      .prepare<[], { id: number; email: string }>(
        "SELECT u.id, u.email FROM users u JOIN network_members nm ON nm.user_id = u.id JOIN networks n ON n.id = nm.network_id WHERE n.permalink = 'partners' AND nm.is_primary = 1 LIMIT 1",
      )
      .get();
    const response = await send('/api/v1/users.json', tokens.admin, 'POST', { email: partner?.email });
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ id: partner?.id, network_name: 'Example Corp' });
    expect(t.repo.membership(corpId(), partner?.id ?? 0)).toMatchObject({ state: 'active', is_primary: 0 });
  });
});
