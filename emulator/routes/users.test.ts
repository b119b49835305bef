import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOKEN_NOT_FOUND } from '../../contract/errors';
import type { User } from '../../contract/users';
import { json, outsiderToken, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp(
  { rateLimits: false },
  { alice: 'alice@example.com', admin: 'admin@example.com' },
);

const WIRE_DATE = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \+0000$/;
const FIXTURES = '/work/shared/reference/fixtures';

const corpId = () => t.repo.networkByPermalink('example.com')?.id ?? 0;
const idOf = (email: string) => t.repo.userByEmail(email)?.id ?? 0;
const count = (sql: string, ...args: unknown[]) => (t.db.prepare(sql).get(...args) as { n: number }).n;

const send = (path: string, token: string, method: string, body: Record<string, unknown>) =>
  t.api(path, token, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const form = (path: string, token: string, method: string, body: string) =>
  t.api(path, token, {
    method,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });

describe('GET /users (spec 4.6)', () => {
  it('is a bare array of full users, 50 a page, alphabetical by username', async () => {
    const page1 = await json<User[]>(await t.api('/api/v1/users.json', tokens.alice));
    const page2 = await json<User[]>(await t.api('/api/v1/users?page=2', tokens.alice));
    const page3 = await json<User[]>(await t.api('/api/v1/users?page=3', tokens.alice));
    expect(Array.isArray(page1)).toBe(true);
    expect(page1).toHaveLength(50);
    const members = count(
      "SELECT COUNT(*) AS n FROM network_members WHERE network_id = ? AND state = 'active'",
      corpId(),
    );
    expect(page1.length + page2.length + page3.length).toBe(members);
    const names = [...page1, ...page2, ...page3].map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(new Set(names).size).toBe(names.length);
    expect(page1[0]).toMatchObject({ type: 'user', state: 'active', network_name: 'Example Corp' });
    expect(page1[0]?.activated_at).toMatch(WIRE_DATE);
    expect(await json(await t.api('/api/v1/users.json?page=9', tokens.alice))).toEqual([]);
  });

  it('letter keeps usernames starting with it; reverse flips the order', async () => {
    const a = await json<User[]>(await t.api('/api/v1/users.json?letter=A', tokens.alice));
    expect(a.length).toBeGreaterThan(1);
    for (const u of a) expect(u.name.startsWith('a')).toBe(true);
    const reversed = await json<User[]>(
      await t.api('/api/v1/users.json?letter=a&reverse=TRUE', tokens.alice),
    );
    expect(reversed.map((u) => u.id)).toEqual(a.map((u) => u.id).reverse());
  });

  it('sort_by=messages and followers put the most first', async () => {
    const byMessages = await json<User[]>(await t.api('/api/v1/users.json?sort_by=messages', tokens.alice));
    const updates = byMessages.map((u) => u.stats.updates);
    expect(updates).toEqual([...updates].sort((x, y) => y - x));
    const top = byMessages[0];
    expect(top?.stats.updates).toBe(
      count(
        'SELECT COUNT(*) AS n FROM messages WHERE sender_id = ? AND network_id = ? AND deleted_at IS NULL',
        top?.id,
        corpId(),
      ),
    );
    const byFollowers = await json<User[]>(
      await t.api('/api/v1/users.json?sort_by=followers&reverse=true', tokens.alice),
    );
    const followers = byFollowers.map((u) => u.stats.followers);
    expect(followers).toEqual([...followers].sort((x, y) => x - y));
  });

  it('rejects a malformed letter, sort_by or page with 400 naming the field', async () => {
    for (const [query, field] of [
      ['letter=ab', 'letter'],
      ['sort_by=age', 'sort_by'],
      ['page=x', 'page'],
    ] as const) {
      const response = await t.api(`/api/v1/users.json?${query}`, tokens.alice);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: { [field]: [expect.any(String)] } });
    }
  });
});

describe('GET /users/current and /users/ID', () => {
  it('current has every key of the recorded users/current.json', async () => {
    const ours = await json(await t.api('/api/v1/users/current.json', tokens.alice));
    const recorded = JSON.parse(readFileSync(`${FIXTURES}/user-current.json`, 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
    for (const key of Object.keys(recorded)) expect(ours, key).toHaveProperty(key);
    const prefs = ours.web_preferences as Record<string, unknown>;
    for (const key of Object.keys(recorded.web_preferences ?? {})) expect(prefs, key).toHaveProperty(key);
    expect(ours).toMatchObject({
      name: 'alice',
      state: 'active',
      verified_admin: 'false',
      can_broadcast: 'false',
      contact: { im: { provider: '', username: '' }, email_addresses: [{ type: 'primary' }] },
    });
    expect(prefs.dismissed_invite_tooltip_at).toMatch(WIRE_DATE);
  });

  it('include_followed_tags and include_followed_users list what the caller follows in subscriptions', async () => {
    const alice = t.repo.userByEmail('alice@example.com');
    if (!alice) throw new Error('no alice');
    const topicIds = t.repo.followedIds(alice.id, 'topic');
    expect(topicIds.length).toBeGreaterThan(0);
    const plain = await json(await t.api('/api/v1/users/current.json', tokens.alice));
    expect(plain).not.toHaveProperty('subscriptions');

    const tags = await json(
      await t.api('/api/v1/users/current.json?include_followed_tags=true', tokens.alice),
    );
    const subs = tags.subscriptions as { type: string; id: number; name: string }[];
    expect(subs.map((s) => s.id)).toEqual(topicIds);
    expect(subs.every((s) => s.type === 'topic' && s.name.length > 0)).toBe(true);

    const both = await json(
      await t.api(
        '/api/v1/users/current.json?include_followed_tags=1&include_followed_users=1',
        tokens.alice,
      ),
    );
    const types = new Set((both.subscriptions as { type: string }[]).map((s) => s.type));
    expect(types).toEqual(new Set(['user', 'topic']));
  });

  it('stats count the user’s messages and followers/following active in the network', async () => {
    const bob = idOf('bob@example.com');
    const user = await json<User>(await t.api(`/api/v1/users/${String(bob)}.json`, tokens.alice));
    const followers = count(
      "SELECT COUNT(*) AS n FROM follows WHERE target_type = 'user' AND target_id = ?",
      bob,
    );
    expect(user.stats.followers).toBe(followers);
    expect(user.stats.following).toBe(
      count("SELECT COUNT(*) AS n FROM follows WHERE target_type = 'user' AND follower_id = ?", bob),
    );
    // A suspended follower no longer counts.
    const follower = t.db
      .prepare<[number, number], { follower_id: number }>(
        "SELECT follower_id FROM follows WHERE target_type = 'user' AND target_id = ? AND follower_id <> ? LIMIT 1",
      )
      .get(bob, idOf('admin@example.com'));
    expect(
      (await t.api(`/api/v1/users/${String(follower?.follower_id)}`, tokens.admin, { method: 'DELETE' }))
        .status,
    ).toBe(200);
    const after = await json<User>(await t.api(`/api/v1/users/${String(bob)}.json`, tokens.alice));
    expect(after.stats.followers).toBe(followers - 1);
  });

  it('answers 404 for an unknown id, someone of another network or a non-numeric id', async () => {
    expect((await t.api('/api/v1/users/123.json', tokens.alice)).status).toBe(404);
    const partner = idOf('priya@northwind.example');
    const stranger = partner || (t.db.prepare('SELECT MAX(id) AS n FROM users').get() as { n: number }).n;
    expect((await t.api(`/api/v1/users/${String(stranger)}.json`, tokens.alice)).status).toBe(404);
    expect((await t.api('/api/v1/users/abc.json', tokens.alice)).status).toBe(404);
  });
});

describe('GET /users/by_email', () => {
  it('is an array with that member, whatever the case of the address', async () => {
    const found = await json<User[]>(
      await t.api('/api/v1/users/by_email.json?email=BOB@example.com', tokens.alice),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'bob', type: 'user' });
  });

  it('404 when nobody in the network has it; 400 without email', async () => {
    const missing = await t.api('/api/v1/users/by_email.json?email=nobody@example.com', tokens.alice);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
    const outsider = t.db
      .prepare<[], { email: string }>(
        "SELECT u.email FROM users u JOIN network_members nm ON nm.user_id = u.id JOIN networks n ON n.id = nm.network_id WHERE n.permalink = 'partners' AND nm.is_primary = 1 LIMIT 1",
      )
      .get();
    expect(
      (await t.api(`/api/v1/users/by_email.json?email=${outsider?.email ?? ''}`, tokens.alice)).status,
    ).toBe(404);
    const none = await t.api('/api/v1/users/by_email.json', tokens.alice);
    expect(none.status).toBe(400);
    expect(await json(none)).toMatchObject({ error: { email: [expect.any(String)] } });
  });
});

describe('GET /users/in_group/ID', () => {
  const groupOf = (privacy: string) =>
    t.db
      .prepare<[number, string], { id: number }>(
        'SELECT id FROM groups WHERE network_id = ? AND privacy = ? ORDER BY id LIMIT 1',
      )
      .get(corpId(), privacy)?.id ?? 0;

  it('lists the members as {users, more_available}', async () => {
    const group = groupOf('public');
    const body = await json<{ users: User[]; more_available: boolean }>(
      await t.api(`/api/v1/users/in_group/${String(group)}.json`, tokens.alice),
    );
    const members = t.db
      .prepare<[number], { user_id: number }>('SELECT user_id FROM group_members WHERE group_id = ?')
      .all(group)
      .map((r) => r.user_id);
    expect(body.more_available).toBe(members.length > 50);
    expect(body.users.map((u) => u.id).sort()).toEqual(members.sort().slice(0, 50));
    const page2 = await json<{ users: User[] }>(
      await t.api(`/api/v1/users/in_group/${String(group)}?page=2`, tokens.alice),
    );
    expect(page2.users).toEqual([]);
  });

  it('a private group’s members are visible to its members only; unknown group 404', async () => {
    const group = groupOf('private');
    const member = t.db
      .prepare<[number], { email: string }>(
        'SELECT u.email FROM group_members gm JOIN users u ON u.id = gm.user_id WHERE gm.group_id = ? LIMIT 1',
      )
      .get(group);
    const ok = await t.api(`/api/v1/users/in_group/${String(group)}.json`, t.tokenFor(member?.email ?? ''));
    expect(ok.status).toBe(200);
    const denied = await t.api(
      `/api/v1/users/in_group/${String(group)}.json`,
      outsiderToken(t, corpId(), group),
    );
    expect(denied.status).toBe(403);
    expect(await json(denied)).toMatchObject({ error: { code: 'forbidden' } });
    expect((await t.api('/api/v1/users/in_group/42.json', tokens.alice)).status).toBe(404);
  });
});

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

describe('PUT /users/ID (update)', () => {
  it('the current user updates themself; the database changes', async () => {
    const me = idOf('alice@example.com');
    const response = await send(`/api/v1/users/${String(me)}.json`, tokens.alice, 'PUT', {
      job_title: 'Head of Product',
      location: '',
      im_provider: 'xmpp',
      im_username: 'alice',
      previous_companies: ['Northwind,PM,2015,2019'],
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      id: me,
      job_title: 'Head of Product',
      location: null,
      contact: { im: { provider: 'xmpp', username: 'alice' } },
      previous_companies: [{ company: 'Northwind', position: 'PM', start_year: 2015, end_year: 2019 }],
    });
    expect(t.repo.userById(me)).toMatchObject({ job_title: 'Head of Product', location: null });
    // Fields not sent are unchanged.
    expect(t.repo.userById(me)?.full_name).toBe('Alice Andersen');
  });

  it('someone else: 403 for a non-admin, 200 for a verified admin of the paid network', async () => {
    const bob = idOf('bob@example.com');
    const denied = await send(`/api/v1/users/${String(bob)}.json`, tokens.alice, 'PUT', {
      job_title: 'Intern',
    });
    expect(denied.status).toBe(403);
    expect(t.repo.userById(bob)?.job_title).not.toBe('Intern');
    const ok = await form(
      `/api/v1/users/${String(bob)}`,
      tokens.admin,
      'PUT',
      'full_name=Robert Barnes&department_name=Platform',
    );
    expect(ok.status).toBe(200);
    expect(t.repo.userById(bob)).toMatchObject({
      full_name: 'Robert Barnes',
      first_name: 'Robert',
      last_name: 'Barnes',
      department: 'Platform',
    });
  });

  it('works as POST with _method=PUT; 404 unknown; 400 for a taken email or a blank full_name', async () => {
    const me = idOf('alice@example.com');
    const override = await form(
      `/api/v1/users/${String(me)}.json`,
      tokens.alice,
      'POST',
      '_method=PUT&summary=Hello',
    );
    expect(override.status).toBe(200);
    expect(t.repo.userById(me)?.summary).toBe('Hello');
    expect((await send('/api/v1/users/99.json', tokens.admin, 'PUT', { summary: 'x' })).status).toBe(404);
    const taken = await send(`/api/v1/users/${String(me)}.json`, tokens.alice, 'PUT', {
      email: 'bob@example.com',
    });
    expect(taken.status).toBe(400);
    expect(await json(taken)).toMatchObject({ error: { email: [expect.any(String)] } });
    const blank = await send(`/api/v1/users/${String(me)}.json`, tokens.alice, 'PUT', { full_name: '  ' });
    expect(blank.status).toBe(400);
    expect(await json(blank)).toMatchObject({ error: { full_name: [expect.any(String)] } });
    expect(t.repo.userById(me)?.email).toBe('alice@example.com');
  });
});

describe('DELETE /users/ID (suspend, delete)', () => {
  it('suspends: 200, state suspended, the user’s tokens answer 401, messages stay, hidden from the list', async () => {
    const bob = idOf('bob@example.com');
    const bobToken = t.tokenFor('bob@example.com');
    const messages = count('SELECT COUNT(*) AS n FROM messages WHERE sender_id = ?', bob);
    const response = await t.api(`/api/v1/users/${String(bob)}.json`, tokens.admin, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(t.repo.membership(corpId(), bob)?.state).toBe('suspended');
    const refused = await t.api('/api/v1/users/current.json', bobToken);
    expect(refused.status).toBe(401);
    expect(await json(refused)).toEqual(TOKEN_NOT_FOUND);
    expect(count('SELECT COUNT(*) AS n FROM messages WHERE sender_id = ?', bob)).toBe(messages);
    const list = await json<User[]>(await t.api('/api/v1/users.json?letter=b', tokens.admin));
    expect(list.map((u) => u.id)).not.toContain(bob);
    // Still found by id and by email, with its state.
    expect(await json(await t.api(`/api/v1/users/${String(bob)}.json`, tokens.admin))).toMatchObject({
      state: 'suspended',
    });
    expect(
      await json(await t.api('/api/v1/users/by_email.json?email=bob@example.com', tokens.admin)),
    ).toMatchObject([{ state: 'suspended' }]);
    // Listed among the suspended (an emulator-only filter, for admins alone), and only there.
    const suspended = await json<User[]>(await t.api('/api/v1/users.json?state=suspended', tokens.admin));
    expect(suspended.map((u) => [u.id, u.state])).toEqual([[bob, 'suspended']]);
    expect((await t.api('/api/v1/users.json?state=suspended', tokens.alice)).status).toBe(403);
    expect((await t.api('/api/v1/users.json?state=deleted', tokens.admin)).status).toBe(400);
    // Feed references say so too.
    const page = await json<{ references: { type: string; id: number; state?: string }[] }>(
      await t.api(`/api/v1/messages/from_user/${String(bob)}.json`, tokens.admin),
    );
    expect(page.references.find((r) => r.type === 'user' && r.id === bob)?.state).toBe('suspended');
  });

  it('delete=true deletes: 404 afterwards, tokens 401; _method=DELETE on a POST works', async () => {
    const bob = idOf('bob@example.com');
    const bobToken = t.tokenFor('bob@example.com');
    const response = await form(
      `/api/v1/users/${String(bob)}.json`,
      tokens.admin,
      'POST',
      '_method=DELETE&delete=TRUE',
    );
    expect(response.status).toBe(200);
    expect(t.repo.membership(corpId(), bob)?.state).toBe('deleted');
    expect((await t.api(`/api/v1/users/${String(bob)}.json`, tokens.admin)).status).toBe(404);
    expect((await t.api('/api/v1/users/by_email.json?email=bob@example.com', tokens.admin)).status).toBe(404);
    expect((await t.api('/api/v1/users/current.json', bobToken)).status).toBe(401);
    expect(
      (await t.api(`/api/v1/users/${String(bob)}.json?delete=true`, tokens.admin, { method: 'DELETE' }))
        .status,
    ).toBe(404);
    // The address is free again: an admin can create the person anew (same record, active again).
    const again = await send('/api/v1/users.json', tokens.admin, 'POST', { email: 'bob@example.com' });
    expect(again.status).toBe(201);
    expect(t.repo.membership(corpId(), bob)?.state).toBe('active');
  });

  it('403 for a non-admin and for deleting yourself; 404 for an unknown id', async () => {
    const bob = idOf('bob@example.com');
    const denied = await t.api(`/api/v1/users/${String(bob)}.json`, tokens.alice, { method: 'DELETE' });
    expect(denied.status).toBe(403);
    expect(t.repo.membership(corpId(), bob)?.state).toBe('active');
    const self = await t.api(`/api/v1/users/${String(idOf('admin@example.com'))}.json`, tokens.admin, {
      method: 'DELETE',
    });
    expect(self.status).toBe(403);
    expect(await json(self)).toMatchObject({ error: { code: 'forbidden' } });
    expect((await t.api('/api/v1/users/77.json', tokens.admin, { method: 'DELETE' })).status).toBe(404);
  });

  it('suspending in one network leaves the person’s other networks alone', async () => {
    const me = idOf('alice@example.com');
    const partnersToken = t.tokenFor('alice@example.com', 'partners');
    expect((await t.api(`/api/v1/users/${String(me)}.json`, tokens.admin, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect((await t.api('/api/v1/users/current.json', tokens.alice)).status).toBe(401);
    expect((await t.api('/api/v1/users/current.json', partnersToken)).status).toBe(200);
  });
});
