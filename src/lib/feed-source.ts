import type { Id } from '../../contract/common';

/** Feeds that belong to the current user or network and need no id (spec 4.1). */
export type NetworkFeedName = 'all' | 'my_feed' | 'algo' | 'following' | 'sent' | 'private' | 'received';

/**
 * Feeds scoped to one group, topic, user, thread or liker, and the conversation about one web page
 * (`open_graph_objects`: the real service's, beyond the spec; the embed's open-graph feed reads it).
 */
export type ScopedFeedName =
  'in_group' | 'about_topic' | 'from_user' | 'in_thread' | 'liked_by' | 'open_graph_objects';

/**
 * Which feed to read, as plain data: the api layer maps it to a path, config/paths to an app URL, and it is
 * part of every feed query key, so each feed has its own cache entry.
 */
export type FeedSource = { feed: NetworkFeedName } | { feed: ScopedFeedName; id: Id };

/** Flat lists every message; threaded lists thread starters; extended adds each thread's two newest replies. */
export type FeedLayout = 'flat' | 'threaded' | 'extended';

export const ALL_FEED: FeedSource = { feed: 'all' };

/** The network feeds in the order the navigation shows them, with their names (spec 4.1). */
export const NETWORK_FEEDS: readonly { feed: NetworkFeedName; title: string }[] = [
  { feed: 'all', title: 'All conversations' },
  { feed: 'my_feed', title: 'My feed' },
  { feed: 'algo', title: 'Top' },
  { feed: 'following', title: 'Following' },
  { feed: 'received', title: 'Received' },
  { feed: 'sent', title: 'Sent' },
  { feed: 'private', title: 'Private messages' },
];

export function networkFeedTitle(feed: NetworkFeedName): string {
  return NETWORK_FEEDS.find((f) => f.feed === feed)?.title ?? feed;
}

/** A stable string for a feed, for storage keys (resume position, scroll memory): `all`, `in_group:42`. */
export function feedKey(source: FeedSource): string {
  return 'id' in source ? `${source.feed}:${String(source.id)}` : source.feed;
}
