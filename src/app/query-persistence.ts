import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { User } from '../../contract/users';
import { messageQueries } from '../api/messages-api';
import { networkQueries } from '../api/networks-api';
import { userQueries } from '../api/users-api';
import { getToken, sessionStore } from '../auth/session';
import { CACHE_PREFIX, localStore, ownedCopyKey, recordOwner } from './persisted-owner';

/**
 * The query cache kept across visits in localStorage, so a repeat visit paints the last feed before the
 * network answers. Only what that paint needs is kept: the first page of recent feeds, the current user and
 * the networks, under a size cap. Each person's copy sits under their network and user id (one per network
 * they read, a few at most); a small owner record (digests of the tokens, never a token) says which copy
 * the page's token may restore before the first render. Signing out and a 401 delete every copy.
 */
const PREFIX = CACHE_PREFIX;
const VERSION = 1;
const MAX_FEEDS = 6;
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

function isFeed(query: Query): boolean {
  const [root, kind, source] = query.queryKey;
  const feeds = messageQueries.feeds();
  // Conversations (`{ kind: 'in_thread' }`) share the prefix; only feeds described by a FeedSource count.
  return (
    root === feeds[0] &&
    kind === feeds[1] &&
    typeof source === 'object' &&
    source !== null &&
    'feed' in source
  );
}

const isShell = (query: Query) =>
  same(query.queryKey, userQueries.current().queryKey) ||
  same(query.queryKey, networkQueries.current().queryKey);

/** What a feed keeps: its first page only (the rest is re-read by scrolling). */
function firstPageOnly(state: DehydratedState['queries'][number]): DehydratedState['queries'][number] {
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

export function snapshotOf(client: QueryClient): string | null {
  const dehydrated = dehydrate(client, {
    shouldDehydrateQuery: (q) => q.state.status === 'success' && (isFeed(q) || isShell(q)),
  });
  const shell = dehydrated.queries.filter((q) => !('pages' in ((q.state.data as object | undefined) ?? {})));
  const feeds = dehydrated.queries
    .filter((q) => 'pages' in ((q.state.data as object | undefined) ?? {}))
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MAX_FEEDS)
    .map(firstPageOnly);
  while (feeds.length >= 0) {
    const text = JSON.stringify({
      version: VERSION,
      state: { mutations: [], queries: [...shell, ...feeds] },
    });
    if (text.length <= MAX_CHARS) return text;
    if (feeds.length === 0) return null;
    feeds.pop();
  }
  return null;
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
    if (isFeed(query) || isShell(query)) schedule();
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
