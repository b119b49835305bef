import { afterAll, describe, expect, it } from 'vitest';
import { cleanupTestFiles, makeTestApp, type TestApp } from '../test/test-app';
import { added, delta, removed, snapshot, type Delta } from './db-fingerprint';
import { ENCODINGS, send, type Encoding, type Pairs } from './request-encodings';

/**
 * Issue 3: "Clients in the wild send parameters in the query string, in a urlencoded form, as multipart, in a
 * JSON body, or in the query and a JSON body at once, on POST, PUT and DELETE alike. They call paths with and
 * without the .json suffix, and some send chunked bodies. Accept all of these and treat them the same."
 *
 * Each write below runs once per encoding on its own copy of the demo network with the same clock, so the
 * answers (status and body) and what changed in the database must be identical, and right.
 */
afterAll(cleanupTestFiles);

interface Outcome {
  status: number;
  contentType: string;
  body: unknown;
  changes: Delta;
}

interface Scenario {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: (t: TestApp) => string;
  params: (t: TestApp) => Pairs;
  status: number;
  /** What the write must have done (checked once; the other encodings must match it exactly). */
  verify: (changes: Delta, body: unknown, t: TestApp, params: Pairs) => void;
}

const id = (t: TestApp, email: string) => t.repo.userByEmail(email)?.id ?? 0;
const corp = (t: TestApp) => t.repo.networkByPermalink('example.com')?.id ?? 0;
const publicGroup = (t: TestApp) =>
  (
    t.db
      .prepare(`SELECT id FROM groups WHERE network_id = ? AND privacy = 'public' ORDER BY id LIMIT 1`)
      .get(corp(t)) as { id: number }
  ).id;
/** Someone alice follows, and someone she does not. */
const followed = (t: TestApp) => t.repo.followedUserIds(id(t, 'alice@example.com'))[0] ?? 0;
const notFollowed = (t: TestApp) => {
  const alice = id(t, 'alice@example.com');
  const follows = new Set(t.repo.followedUserIds(alice));
  const row = (
    t.db
      .prepare('SELECT user_id FROM network_members WHERE network_id = ? ORDER BY user_id')
      .all(corp(t)) as { user_id: number }[]
  ).find((r) => r.user_id !== alice && !follows.has(r.user_id));
  return row?.user_id ?? 0;
};

const SCENARIOS: Scenario[] = [
  {
    name: 'POST /messages',
    method: 'POST',
    path: () => '/api/v1/messages.json',
    params: (t) => [
      ['body', 'Hello from every encoding, ünïcode & more #encodings'],
      ['group_id', String(publicGroup(t))],
      ['topic1', 'wire-formats'],
      ['topic2', 'clients'],
    ],
    status: 201,
    verify: (changes, body, t) => {
      const messages = added(changes, 'messages');
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({
        body_plain: 'Hello from every encoding, ünïcode & more #encodings',
        group_id: publicGroup(t),
        sender_id: id(t, 'alice@example.com'),
      });
      expect(added(changes, 'message_topics')).toHaveLength(3);
      expect((body as { messages: unknown[] }).messages).toHaveLength(1);
    },
  },
  {
    name: 'POST /groups',
    method: 'POST',
    path: () => '/api/v1/groups.json',
    params: () => [
      ['name', 'Wire Formats Guild'],
      ['description', 'Query, form, multipart & JSON'],
      ['private', 'true'],
    ],
    status: 201,
    verify: (changes, body) => {
      expect(added(changes, 'groups')).toEqual([
        expect.objectContaining({ full_name: 'Wire Formats Guild', privacy: 'private' }),
      ]);
      expect(added(changes, 'group_members')).toHaveLength(1);
      expect(body).toMatchObject({ full_name: 'Wire Formats Guild', privacy: 'private' });
    },
  },
  {
    name: 'PUT /users/ID',
    method: 'PUT',
    path: (t) => `/api/v1/users/${String(id(t, 'alice@example.com'))}.json`,
    params: () => [
      ['job_title', 'Principal Encoder'],
      ['location', 'Oslo'],
      ['education[]', 'Uni A,BSc,Maths,2001,2004'],
      ['education[]', 'Uni B,MSc,,2005,2006'],
    ],
    status: 200,
    verify: (changes, body) => {
      expect(added(changes, 'users')).toEqual([
        expect.objectContaining({ job_title: 'Principal Encoder', location: 'Oslo' }),
      ]);
      expect(body).toMatchObject({ job_title: 'Principal Encoder', location: 'Oslo' });
      expect((body as { schools: unknown[] }).schools).toHaveLength(2);
    },
  },
  {
    name: 'POST /relationships',
    method: 'POST',
    path: () => '/api/v1/relationships.json',
    params: () => [
      ['colleague', 'bob@example.com'],
      ['colleague', 'admin@example.com'],
    ],
    status: 201,
    verify: (changes) => {
      expect(added(changes, 'org_colleagues').length).toBeGreaterThanOrEqual(1);
    },
  },
  {
    name: 'POST /subscriptions',
    method: 'POST',
    path: () => '/api/v1/subscriptions.json',
    params: (t) => [
      ['target_type', 'user'],
      ['target_id', String(notFollowed(t))],
    ],
    status: 201,
    verify: (changes, _, __, params) => {
      expect(added(changes, 'follows')).toEqual([
        expect.objectContaining({ target_type: 'user', target_id: Number(params[1]?.[1]) }),
      ]);
    },
  },
  {
    name: 'DELETE /subscriptions',
    method: 'DELETE',
    path: () => '/api/v1/subscriptions.json',
    params: (t) => [
      ['target_type', 'user'],
      ['target_id', String(followed(t))],
    ],
    status: 200,
    verify: (changes, body, _, params) => {
      expect(removed(changes, 'follows')).toEqual([
        expect.objectContaining({ target_type: 'user', target_id: Number(params[1]?.[1]) }),
      ]);
      expect(body).toBe('');
    },
  },
  {
    name: 'POST /invitations',
    method: 'POST',
    path: () => '/api/v1/invitations.json',
    params: (t) => [
      ['email', 'new.one@example.com'],
      ['email', 'new.two@example.com'],
      ['group_id', String(publicGroup(t))],
    ],
    status: 201,
    verify: (changes) => {
      expect(added(changes, 'invitations').map((row) => row.email)).toEqual([
        'new.one@example.com',
        'new.two@example.com',
      ]);
    },
  },
];

describe('one request, every encoding, one result (issue 3)', () => {
  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    const outcomes = new Map<Encoding, Outcome>();
    for (const encoding of ENCODINGS) {
      const t = makeTestApp({ rateLimits: false });
      const token = t.tokenFor('alice@example.com');
      // Resolve ids before the write (the scenario's helpers read the state it starts from).
      const path = scenario.path(t);
      const params = scenario.params(t);
      const before = snapshot(t);
      const response = await send(t, token, scenario.method, path, params, encoding);
      const text = await response.text();
      const changes = delta(before, snapshot(t));
      const body: unknown = text === '' ? '' : JSON.parse(text);
      if (encoding === 'query') {
        expect(response.status, text).toBe(scenario.status);
        scenario.verify(changes, body, t, params);
      }
      outcomes.set(encoding, {
        status: response.status,
        contentType: text === '' ? '' : (response.headers.get('content-type') ?? ''),
        body,
        changes,
      });
      t.close();
    }
    const reference = outcomes.get('query');
    for (const [encoding, outcome] of outcomes) {
      expect(outcome, `${scenario.name} as ${encoding}`).toEqual(reference);
    }
  });

  it('every answer with a body is application/json', async () => {
    const t = makeTestApp({ rateLimits: false });
    const response = await send(
      t,
      t.tokenFor('alice@example.com'),
      'POST',
      '/api/v1/messages.json',
      [['body', 'typed']],
      'json',
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    t.close();
  });
});
