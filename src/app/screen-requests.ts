import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import { ApiError } from '../api/http/api-error';
import { groupQueries } from '../api/groups/groups-api';
import { messageQueries } from '../api/messages/messages-api';
import { networkQueries } from '../api/networks/networks-api';
import { relationshipQueries } from '../api/relationships/relationships-api';
import { subscriptionQueries } from '../api/subscriptions/subscriptions-api';
import { POLL_INTERVAL_MS } from '../../contract/rate-limits';
import { topicQueries } from '../api/topics/topics-api';
import { userListQueries } from '../api/users/user-lists-api';
import { userQueries } from '../api/users/users-api';
import { getToken } from '../auth/session';
import type { FeedSource } from '../lib/feed-source';
import { preferredFeedLayout } from '../lib/preferences';
import { wasRestored } from './query-persistence';
import { FRESH_MS } from './query-times';

/**
 * The requests each screen needs, started before anything renders. The route loaders call these, and so
 * does the boot code for the first screen (before the rendering code has even arrived), so both ask for
 * exactly the same queries and TanStack Query runs each only once. No React here: this is in the small
 * first chunk.
 */

/** Errors show where the data is used; a prefetch has nobody to tell. */
const ignore = () => undefined;

/**
 * The service answered this very query with a definite no (not found, not allowed, a bad request) within
 * the fresh time: asking again would get the same answer and spend a rate-limited request. The boot and
 * then the route loader ask for the first screen's queries moments apart, and a failed query, unlike one
 * with data, counts as stale at once. A failure that may pass (the network, the service, a rate limit
 * still in force after the client's retries) is asked again.
 */
export function refusedRecently(client: QueryClient, queryKey: QueryKey): boolean {
  const state = client.getQueryState(queryKey);
  if (state?.status !== 'error' || state.data !== undefined) return false;
  const { error } = state;
  return (
    error instanceof ApiError &&
    (error.kind === 'not-found' || error.kind === 'forbidden' || error.kind === 'bad-request') &&
    Date.now() - state.errorUpdatedAt < FRESH_MS
  );
}

/** Sends a query's request, unless the service refused that query a moment ago. */
function unlessRefused(
  client: QueryClient,
  queryKey: QueryKey,
  request: () => Promise<unknown>,
): Promise<unknown> {
  if (refusedRecently(client, queryKey)) return Promise.resolve();
  return request().catch(ignore);
}

/** A screen's one resource (a group, a topic, a person, a conversation), unless it was refused a moment ago. */
function prefetchDetail<T, K extends QueryKey>(
  client: QueryClient,
  options: QueryExecuteOptions<T, Error, T, T, K>,
): void {
  void unlessRefused(client, options.queryKey, () => client.query(options));
}

/**
 * Who and where. The networks' unseen counts (the badges) of a copy restored from storage that is older than
 * the poll interval are asked for at once: the shell's poll would bring them only a whole interval after
 * the start. A younger copy waits for that poll (one `other` request either way, never a `messages` one).
 */
export function prefetchShell(client: QueryClient): void {
  if (!getToken()) return;
  client.query(userQueries.current()).catch(ignore);
  const networks = networkQueries.current();
  const restored = wasRestored(client, networks.queryKey);
  client.query(restored ? { ...networks, staleTime: POLL_INTERVAL_MS } : networks).catch(ignore);
}

/**
 * A feed's first page. One painted from the persisted cache is refreshed in the background; one loaded in
 * this visit is kept (its poll brings what is new).
 */
export function prefetchFeed(client: QueryClient, source: FeedSource): Promise<unknown> {
  if (!getToken()) return Promise.resolve();
  const layout = preferredFeedLayout();
  const options = messageQueries.feed(source, layout);
  if (wasRestored(client, options.queryKey)) {
    // With the feed's own options: a query restored from storage has no queryFn until a component observes
    // it, and refetching it bare (refetchQueries) failed it with "Missing queryFn" before React had mounted.
    // Its copy then went unsaved (only successes are kept) and the next load had no feed to paint. The
    // route loader's call joins the boot's request; a failure that may pass is retried as by a component.
    const { retry } = client.getDefaultOptions().queries ?? {};
    return client.infiniteQuery({ ...options, staleTime: 0, retry }).catch(ignore);
  }
  return unlessRefused(client, options.queryKey, () => client.infiniteQuery(options));
}

export function prefetchGroupScreen(client: QueryClient, id: number): void {
  if (!getToken()) return;
  prefetchDetail(client, groupQueries.detail(id));
  void prefetchFeed(client, { feed: 'in_group', id });
}

export function prefetchTopicScreen(client: QueryClient, id: number): void {
  if (!getToken()) return;
  prefetchDetail(client, topicQueries.detail(id));
  // Whether the reader follows it, for the header's Follow (once the reader is known, as the header asks).
  if (client.getQueryData(userQueries.current().queryKey))
    prefetchDetail(client, subscriptionQueries.to({ kind: 'tag', id }));
  void prefetchFeed(client, { feed: 'about_topic', id });
}

/**
 * A profile's header: the person, their reporting line (cached for minutes, shared with the org chart) and
 * whether the reader follows them (asked only once the reader is known: never of oneself). Three requests
 * of the "other" group (10 in 10 s), each skipped while its answer is fresh.
 */
function prefetchProfileHeader(client: QueryClient, id: number): void {
  prefetchDetail(client, userQueries.detail(id));
  prefetchDetail(client, relationshipQueries.of(id));
  const meId = client.getQueryData(userQueries.current().queryKey)?.id;
  if (meId !== undefined && meId !== id) prefetchDetail(client, subscriptionQueries.toUser(id));
}

/** A profile's Messages tab: the header and the person's feed. */
export function prefetchUserScreen(client: QueryClient, id: number): void {
  if (!getToken()) return;
  prefetchProfileHeader(client, id);
  void prefetchFeed(client, { feed: 'from_user', id });
}

/**
 * A profile's other tabs: the header and the tab's list. Any other word in the tab's place is not a
 * profile's tab (Not found), so nothing is asked.
 */
export function prefetchUserTabScreen(client: QueryClient, id: number, tab: string | undefined): void {
  if (!getToken()) return;
  if (tab !== 'followers' && tab !== 'following' && tab !== 'groups') return;
  prefetchProfileHeader(client, id);
  if (tab === 'groups') {
    prefetchDetail(client, userListQueries.groups(id));
    return;
  }
  const list = userListQueries.follows(tab, id);
  void unlessRefused(client, list.queryKey, () => client.infiniteQuery(list));
}

/**
 * A conversation's messages. Its thread object (`threads/ID`) is asked by the view only when neither the
 * caches nor the first page name the thread (features/thread/use-thread): both requests count against the
 * same small "messages" budget.
 */
export function prefetchThreadScreen(client: QueryClient, id: number): void {
  if (!getToken()) return;
  const messages = messageQueries.thread(id);
  void unlessRefused(client, messages.queryKey, () => client.infiniteQuery(messages));
}

/** A positive safe integer from a route parameter, or null. */
export function idParam(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
