import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { User } from '../../contract/users';
import { persistOf } from '../api/persisted-query';
import { userQueries } from '../api/users/users-api';
import { getToken, sessionStore } from '../auth/session';
import { CACHE_PREFIX, localStore, ownedCopyKey, recordOwner } from '../boot/persisted-owner';

/**
 * The query cache kept across visits in localStorage, so a repeat visit paints the last feed before the
 * network answers, and a reload without a network (the service worker opens the app) shows what was read
 * last: the first page of recent feeds, the last conversations and profiles read, the current user and the
 * networks, under a size cap. Each person's copy sits under their network and user id (one per network
 * they read, a few at most); a small owner record (digests of the tokens, never a token) says which copy
 * the page's token may restore before the first render. Signing out and a 401 delete every copy.
 */
const PREFIX = CACHE_PREFIX;
const VERSION = 1;
const MAX_FEEDS = 6;
const MAX_CONVERSATIONS = 6;
const MAX_PROFILES = 6;
/** People named by kept messages whom no reference names, each a small user object. */
const MAX_NAMED_PEOPLE = 50;
const MAX_CHARS = 600_000;
const WRITE_DELAY_MS = 1_000;

/** Anything older than this load came from storage: the loaders refresh it instead of trusting it. */
const bootTime = Date.now();

interface Stored {
  version: number;
  state: DehydratedState;
}

const storage = localStore;

const keyOf = (user: Pick<User, 'id' | 'network_id'>) =>
  `${PREFIX}${String(user.network_id)}.${String(user.id)}`;

function read(key: string): DehydratedState | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored;
    return stored.version === VERSION ? stored.state : null;
  } catch {
    return null;
  }
}

const same = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

type Kept = DehydratedState['queries'][number];

/** What the query options declared of a query (api/persisted-query.ts): kept across visits, and how. */
const isShell = (q: Kept) => persistOf(q)?.as === 'shell';
const isFeed = (q: Kept) => persistOf(q)?.as === 'feed';

/** A conversation's messages (every page) or its thread object, by thread id. */
function conversationOf(q: Kept): unknown {
  const persist = persistOf(q);
  return persist?.as === 'conversation' ? persist.id : undefined;
}

/** A profile's parts: the person, their reporting line, whether the reader follows them; by user id. */
function personOf(q: Kept): unknown {
  const persist = persistOf(q);
  return persist?.as === 'person' ? persist.id : undefined;
}

/**
 * The declaration travels with the stored copy, so a restored query the page has not asked for again is
 * still known for what it is at the next write.
 */
function declared(q: Kept): Kept {
  const persist = persistOf(q);
  return !persist || q.meta?.persist ? q : { ...q, meta: { ...q.meta, persist } };
}

/** A query whose last refresh failed is kept as the success it was, so the next visit paints it as such. */
function asSuccess(query: Kept): Kept {
  if (query.state.status === 'success') return query;
  return {
    ...query,
    state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null },
  };
}

/** What a feed keeps: its first page only (the rest is re-read by scrolling). */
function firstPageOnly(state: Kept): Kept {
  const data = state.state.data as { pages?: unknown[]; pageParams?: unknown[] } | undefined;
  if (!data?.pages) return state;
  return {
    ...state,
    state: {
      ...state.state,
      data: { pages: data.pages.slice(0, 1), pageParams: data.pageParams?.slice(0, 1) ?? [] },
    },
  };
}

/** Queries kept or dropped together (one feed, one conversation, one profile), and when last answered. */
interface Group {
  queries: Kept[];
  recency: number;
}

function groupBy(queries: Kept[], idOf: (query: Kept) => unknown): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const query of queries) {
    const id = idOf(query);
    if (id === undefined) continue;
    const name = JSON.stringify(id);
    const group = groups.get(name) ?? { queries: [], recency: 0 };
    group.queries.push(query);
    group.recency = Math.max(group.recency, query.state.dataUpdatedAt);
    groups.set(name, group);
  }
  return groups;
}

const newest = (groups: Iterable<Group>, count: number) =>
  [...groups].sort((a, b) => b.recency - a.recency).slice(0, count);

/**
 * What is kept: the reader and the network, the first pages of the most recent feeds, the most recent
 * conversations (every page: a conversation is read whole) and profiles read (the person, the reporting
 * line, the follow check; their messages are a feed), and the people the kept messages name that no
 * reference names. Under the size cap, whole groups go, people first, then the least recently read.
 */
export function snapshotOf(client: QueryClient): string | null {
  const { queries: dehydrated } = dehydrate(client, {
    // A refresh that failed (a 5xx, a reset) keeps what was read before: still worth keeping.
    shouldDehydrateQuery: (q) => q.state.data !== undefined && persistOf(q) !== undefined,
  });
  const queries = dehydrated.map(asSuccess).map(declared);
  const shell = queries.filter(isShell);
  const feeds = newest(
    queries.filter(isFeed).map((q) => ({ queries: [firstPageOnly(q)], recency: q.state.dataUpdatedAt })),
    MAX_FEEDS,
  );
  const conversations = newest(groupBy(queries, conversationOf).values(), MAX_CONVERSATIONS);
  const people = groupBy(queries, personOf);
  // A profile read asked for more than the person (names of senders are asked for alone).
  const isProfile = (g: Group) =>
    g.queries.some((q) => {
      const persist = persistOf(q);
      return persist?.as === 'person' && persist.part === 'profile';
    });
  const profiles = newest([...people.values()].filter(isProfile), MAX_PROFILES);
  const named = [...people.values()]
    .filter((g) => !isProfile(g))
    .sort((a, b) => b.recency - a.recency)
    .slice(0, MAX_NAMED_PEOPLE)
    .flatMap((g) => g.queries);
  // Dropped first when over the cap: the named people, then the oldest read.
  const reads = [...feeds, ...conversations, ...profiles].sort((a, b) => b.recency - a.recency);
  const groups: Group[] = [...reads, { queries: named, recency: -1 }];
  for (;;) {
    const text = JSON.stringify({
      version: VERSION,
      state: { mutations: [], queries: [...shell, ...groups.flatMap((g) => g.queries)] },
    });
    if (text.length <= MAX_CHARS) return text;
    if (groups.length === 0) return null;
    // The named people sit last until they go; then the least recently read.
    if (groups.some((g) => g.recency === -1))
      groups.splice(
        groups.findIndex((g) => g.recency === -1),
        1,
      );
    else groups.pop();
  }
}

/** Deletes every stored copy (sign-out, 401). */
export function clearPersistedCache(): void {
  const s = storage();
  if (!s) return;
  for (const key of Object.keys(s)) if (key.startsWith(PREFIX)) s.removeItem(key);
}

function write(client: QueryClient): void {
  const token = getToken();
  const me = client.getQueryData(userQueries.current().queryKey);
  const s = storage();
  if (!token || !me || !s) return;
  const text = snapshotOf(client);
  if (text === null) return;
  try {
    s.setItem(keyOf(me), text);
    for (const dropped of recordOwner(s, keyOf(me), token)) s.removeItem(dropped);
  } catch {
    // Over quota: the next visit is simply cold.
    s.removeItem(keyOf(me));
  }
}

/**
 * Before the first render: restores the copy of whoever owns this tab's token. Returns whether it did.
 * Restored queries keep their old `dataUpdatedAt`, so the freshness line tells the truth until the refresh.
 */
export function restoreQueryCache(client: QueryClient): boolean {
  const token = getToken();
  if (!token) return false;
  try {
    const key = ownedCopyKey(token);
    if (!key) return false;
    const state = read(key);
    if (!state) return false;
    hydrate(client, state);
    return true;
  } catch {
    return false;
  }
}

/** True when the query holds data from a previous visit that has not been refreshed yet. */
export function wasRestored(client: QueryClient, queryKey: QueryKey): boolean {
  const state = client.getQueryState(queryKey);
  return state?.data !== undefined && state.dataUpdatedAt < bootTime;
}

/**
 * Keeps the stored copy current (a second after the cache settles, and when the page is hidden) and deletes
 * it on sign-out and 401. A new token of a known person (signed in again) finds that person's copy as soon
 * as users/current answers, still in time to paint before the feed does.
 */
export function persistQueryCache(client: QueryClient, restored: boolean): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let tried = restored;
  const schedule = () => {
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      write(client);
    }, WRITE_DELAY_MS);
  };
  const unsubscribeCache = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const query = event.query as Query;
    if (!tried && same(query.queryKey, userQueries.current().queryKey)) {
      tried = true;
      const me = query.state.data as User | undefined;
      const state = me ? read(keyOf(me)) : null;
      if (state) hydrate(client, state);
    }
    if (persistOf(query) !== undefined) schedule();
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden') write(client);
  };
  document.addEventListener('visibilitychange', onHide);
  const unsubscribeSession = sessionStore.subscribe(() => {
    const { token, notice } = sessionStore.getSnapshot();
    if (token === null && notice !== null) {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      clearPersistedCache();
    }
    if (token !== null) tried = false;
  });
  return () => {
    unsubscribeCache();
    unsubscribeSession();
    document.removeEventListener('visibilitychange', onHide);
    if (timer !== null) clearTimeout(timer);
  };
}
