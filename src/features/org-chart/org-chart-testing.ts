import type { Relationships } from '../../../contract/people';
import type { UserReference } from '../../../contract/references';
import { fakeService, json } from '../../api/testing/fake-service';
import { readFixture } from '../../api/testing/fixtures';

/**
 * The org chart's tests: a small organisation in a fake service. Tariq heads it; Alice reports to him and
 * has Ethan (who has Sam) and Mei, and a colleague, Ada; Bea has a team of 40; Lucia, the reader, has
 * nobody. The service keeps its relationships as the emulator does (each side sees the other).
 */
export const person = (id: number, fullName: string): UserReference => ({
  type: 'user',
  id,
  name: fullName.toLowerCase().replace(' ', '.'),
  full_name: fullName,
  job_title: 'Analyst',
});

export const P = {
  tariq: person(1, 'Tariq Morales'),
  alice: person(2, 'Alice Andersen'),
  ethan: person(3, 'Ethan Natarajan'),
  mei: person(4, 'Mei Khan'),
  ada: person(5, 'Ada Admin'),
  sam: person(6, 'Sam Osei'),
  bea: person(7, 'Bea Lindqvist'),
  maria: person(8, 'Maria Vogel'),
  lucia: person(40, 'Lucia Dubois'),
};
export const TEAM = Array.from({ length: 40 }, (_, i) => person(100 + i, `Member ${String(100 + i)}`));

const fixtureMe = readFixture('user-current.json') as Record<string, unknown>;

export interface OrgService {
  /** "METHOD path?query" of every request. */
  requests: string[];
  charts: Map<number, Relationships>;
  /** Answers the next writes with this status and body instead. */
  refuse: { status: number; body: unknown } | null;
  /** Answers relationships.json GETs with this status while set (of `failIds` only, when given). */
  failReads: number | null;
  failIds: Set<number> | null;
  /** A person whose relationships are answered only once this promise settles. */
  hold: { id: number; until: Promise<void> } | null;
  me: Record<string, unknown>;
}

function seed(): Map<number, Relationships> {
  const chart = (over: Partial<Relationships>): Relationships => ({
    superiors: [],
    subordinates: [],
    colleagues: [],
    ...over,
  });
  return new Map([
    [P.tariq.id, chart({ subordinates: [P.alice, P.bea] })],
    [P.alice.id, chart({ superiors: [P.tariq], subordinates: [P.ethan, P.mei], colleagues: [P.ada] })],
    [P.ethan.id, chart({ superiors: [P.alice], subordinates: [P.sam] })],
    [P.mei.id, chart({ superiors: [P.alice] })],
    [P.ada.id, chart({ colleagues: [P.alice] })],
    [P.sam.id, chart({ superiors: [P.ethan] })],
    [P.bea.id, chart({ superiors: [P.tariq], subordinates: TEAM })],
    [P.maria.id, chart({})],
    [P.lucia.id, chart({})],
  ]);
}

const everyone = [...Object.values(P), ...TEAM];
const userObject = (p: UserReference, me: Record<string, unknown>) => ({
  ...me,
  ...p,
  email: `${p.name}@example.com`,
  contact: {
    email_addresses: [{ type: 'primary', address: `${p.name}@example.com` }],
    phone_numbers: [],
    im: {},
  },
});

export function orgService(options: { admin?: boolean } = {}): OrgService {
  const state: OrgService = {
    requests: [],
    charts: seed(),
    refuse: null,
    failReads: null,
    failIds: null,
    hold: null,
    me: { ...fixtureMe, ...P.lucia, verified_admin: options.admin === true },
  };
  const network = { id: fixtureMe.network_id, name: 'Example Corp', paid: true };
  fakeService((url, init) => {
    const method = init.method ?? 'GET';
    const path = url.pathname.replace('/api/v1', '');
    state.requests.push(`${method} ${path}${url.search}`);
    if (path === '/users/current.json') return json(state.me);
    if (path === '/networks/current.json') return json([network]);
    const user = /^\/users\/(\d+)\.json$/.exec(path);
    if (user) {
      const found = everyone.find((p) => p.id === Number(user[1]));
      return found ? json(userObject(found, state.me)) : json({ error: { base: 'No such user' } }, 404);
    }
    if (path === '/autocomplete/ranked.json') {
      const prefix = (url.searchParams.get('prefix') ?? '').toLowerCase();
      const users = everyone
        .filter((p) => p.full_name.toLowerCase().startsWith(prefix))
        .slice(0, 5)
        .map((p) => ({ ...p, photo: '', mugshot_url_template: '', email: `${p.name}@example.com` }));
      return json({ user: users });
    }
    if (path.startsWith('/relationships')) return relationships(state, url, init, path, method);
    return json({}, 404);
  });
  return state;
}

function relationships(
  state: OrgService,
  url: URL,
  init: RequestInit,
  path: string,
  method: string,
): Response | Promise<Response> {
  const form = init.body instanceof URLSearchParams ? init.body : new URLSearchParams();
  const ownerId = Number(url.searchParams.get('user_id') ?? form.get('user_id') ?? state.me.id);
  const owner = state.charts.get(ownerId);
  if (!owner) return json({ error: { base: 'no user' } }, 404);
  if (method === 'GET') {
    const fails = state.failReads !== null && (state.failIds?.has(ownerId) ?? true);
    const answer = () => (fails ? json({}, state.failReads ?? 500) : json(owner));
    return state.hold?.id === ownerId ? state.hold.until.then(answer) : answer();
  }
  if (state.refuse) return json(state.refuse.body, state.refuse.status);
  if (method === 'POST') {
    const email = form.get('colleague') ?? '';
    const other = everyone.find((p) => `${p.name}@example.com` === email);
    if (!other)
      return json({ error: { message: `colleague: nobody in this network has the email ${email}` } }, 400);
    owner.colleagues.push(other);
    return json(owner, 201);
  }
  const otherId = Number(/\/relationships\/(\d+)\.json/.exec(path)?.[1]);
  owner.colleagues = owner.colleagues.filter((p) => p.id !== otherId);
  return json(owner);
}

/** The relationships requests made, as the user ids they asked about. */
export const relationshipReads = (state: OrgService) =>
  state.requests
    .filter((r) => r.startsWith('GET /relationships.json'))
    .map((r) => Number(new URLSearchParams(r.split('?')[1]).get('user_id')));
