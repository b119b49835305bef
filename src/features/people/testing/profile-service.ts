import type { User } from '../../../../contract/users';
import { answerFollow, fakeService, json } from '../../../api/testing/fake-service';
import { readFixture } from '../../../api/testing/fixtures';

export const ME = readFixture('user-current.json') as User;
/** The person whose profile the tests open: the recorded older shape, with schools and websites. */
export const PERSON = readFixture('user-old.json') as User;
const relationships = readFixture('relationships.json');
const groups = readFixture('groups-list.json') as { id: number }[];

/** Short users for the follow lists, as `users/followed_by` answers them. */
export const shortUser = (id: number, name: string) => ({
  type: 'user',
  id,
  name: name.toLowerCase(),
  full_name: name,
  job_title: 'Engineer',
  mugshot_url: '',
});

export interface ProfileService {
  requests: string[];
  /** Whom the reader follows: `to_user` and `meta.followed_user_ids` both answer from it. */
  followed: Set<number>;
  /** A community set to follow everyone: every `to_user` check is a 404. */
  community: boolean;
  followEveryone: boolean;
  refuseFollow: boolean;
  personMissing: boolean;
  followers: ReturnType<typeof shortUser>[];
  following: ReturnType<typeof shortUser>[];
  groups: unknown[];
  failGroups: boolean;
  /** Paths (without /api/v1) that answer 500 while listed: the service having a bad moment. */
  failing: string[];
}

/** The service a profile talks to, answering from `state`; every request is recorded as "METHOD path?query". */
export function profileService(overrides: Partial<ProfileService> = {}): ProfileService {
  const state: ProfileService = {
    requests: [],
    followed: new Set(),
    community: false,
    followEveryone: false,
    refuseFollow: false,
    personMissing: false,
    followers: [],
    following: [],
    groups,
    failGroups: false,
    failing: [],
    ...overrides,
  };
  const page = (people: ReturnType<typeof shortUser>[], url: URL) => {
    const n = Number(url.searchParams.get('page') ?? '1');
    return json({
      users: people.slice((n - 1) * 50, n * 50),
      more_available: people.length > n * 50,
      meta: { followed_user_ids: [...state.followed] },
    });
  };
  fakeService((url, init) => {
    const method = init.method ?? 'GET';
    const path = url.pathname.replace('/api/v1', '');
    state.requests.push(`${method} ${path}${url.search}`);
    if (state.failing.some((prefix) => path.startsWith(prefix))) return json({ error: 'down' }, 500);
    if (path === '/users/current.json' || path === `/users/${String(ME.id)}.json`) return json(ME);
    if (path === '/networks/current.json')
      return json([{ type: 'network', id: ME.network_id, name: 'Corp', community: state.community }]);
    if (path === `/users/${String(PERSON.id)}.json`)
      return state.personMissing ? json({ error: 'nope' }, 404) : json(PERSON);
    if (path === '/relationships.json') return json(relationships);
    if (path.startsWith('/subscriptions/to_user/')) {
      const id = Number(/(\d+)\.json$/.exec(path)?.[1]);
      return !state.followEveryone && state.followed.has(id) ? json({}) : json({ error: 'no' }, 404);
    }
    if (path === '/subscriptions.json') return answerFollow(url, init, state.followed, state.refuseFollow);
    if (path === `/users/followed_by/${String(PERSON.id)}.json`) return page(state.followers, url);
    if (path === `/users/following/${String(PERSON.id)}.json`) return page(state.following, url);
    if (path === `/users/following/${String(ME.id)}.json`) return page([], url);
    if (path === `/groups/for_user/${String(PERSON.id)}.json`)
      return state.failGroups ? json({ error: 'down' }, 500) : json(state.groups);
    if (path.startsWith('/messages/from_user/'))
      return json({ messages: [], references: [], meta: { older_available: false } });
    return json({}, 404);
  });
  return state;
}
