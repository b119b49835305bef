import type { Fixture } from './load-emulator';

export interface Kind {
  name: string;
  weight: number;
  feed: boolean;
  request: (f: Fixture, token: string, n: number) => { path: string; init?: RequestInit };
}

export const pick = <T>(list: readonly T[], n: number): T => {
  const item = list[n % list.length];
  if (item === undefined) throw new Error('empty fixture list');
  return item;
};

/** The mix: mostly feed reads (what the app does most), some users/current, posts and likes. */
export const KINDS: Kind[] = [
  { name: 'All', weight: 14, feed: true, request: () => ({ path: '/api/v1/messages.json' }) },
  {
    name: 'All threaded=extended',
    weight: 14,
    feed: true,
    request: () => ({ path: '/api/v1/messages.json?threaded=extended' }),
  },
  {
    name: 'my_feed threaded=extended',
    weight: 8,
    feed: true,
    request: () => ({ path: '/api/v1/messages/my_feed.json?threaded=extended' }),
  },
  {
    name: 'in_group',
    weight: 10,
    feed: true,
    request: (f, _t, n) => ({
      path: `/api/v1/messages/in_group/${pick(f.groupIds, n)}.json?threaded=extended`,
    }),
  },
  { name: 'following', weight: 8, feed: true, request: () => ({ path: '/api/v1/messages/following.json' }) },
  { name: 'received', weight: 6, feed: true, request: () => ({ path: '/api/v1/messages/received.json' }) },
  { name: 'private', weight: 6, feed: true, request: () => ({ path: '/api/v1/messages/private.json' }) },
  {
    name: 'in_thread',
    weight: 10,
    feed: true,
    request: (f, _t, n) => ({ path: `/api/v1/messages/in_thread/${pick(f.threadIds, n)}.json` }),
  },
  {
    name: 'All older_than (page 2)',
    weight: 6,
    feed: true,
    request: (f, _t, n) => ({ path: `/api/v1/messages.json?older_than=${pick(f.messageIds, n)}` }),
  },
  { name: 'users/current', weight: 8, feed: false, request: () => ({ path: '/api/v1/users/current.json' }) },
  {
    name: 'POST messages',
    weight: 5,
    feed: false,
    request: (f, _t, n) => ({
      path: '/api/v1/messages.json',
      init: {
        method: 'POST',
        body: new URLSearchParams({
          body: `Load test message ${n} #loadtest`,
          ...(n % 3 === 0 ? { replied_to_id: String(pick(f.threadIds, n)) } : {}),
        }),
      },
    }),
  },
  {
    name: 'POST like',
    weight: 5,
    feed: false,
    request: (f, _t, n) => ({
      path: `/api/v1/messages/liked_by/current.json?message_id=${pick(f.messageIds, n * 7)}`,
      init: { method: 'POST' },
    }),
  },
];

/** Sends one request of the mix; resolves with its kind, status and finish time. */
export function makeSender(base: string, fixture: Fixture) {
  const totalWeight = KINDS.reduce((sum, k) => sum + k.weight, 0);
  let counter = 0;
  return async (): Promise<{ kind: Kind; status: number; path: string }> => {
    counter += 1;
    const n = counter;
    // A fixed interleaving: deterministic, every kind spread over the run.
    let slot = (n * 7919) % totalWeight;
    let kind = KINDS[0] as Kind;
    for (const candidate of KINDS) {
      if (slot < candidate.weight) {
        kind = candidate;
        break;
      }
      slot -= candidate.weight;
    }
    const token = pick(fixture.tokens, n * 5);
    const { path, init = {} } = kind.request(fixture, token, n);
    try {
      const response = await fetch(`${base}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      return { kind, status: response.status, path };
    } catch (error) {
      // Counted as a failure (status 0), never the end of the run.
      return { kind, status: 0, path: `${path} (${error instanceof Error ? error.message : 'failed'})` };
    }
  };
}
