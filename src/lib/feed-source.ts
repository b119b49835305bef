import type { Id } from '../../contract/common';

/** Feeds that belong to the current user or network and need no id (spec 4.1). */
export type NetworkFeedName = 'all' | 'my_feed' | 'algo' | 'following' | 'sent' | 'private' | 'received';

/** Feeds scoped to one group, topic, user, thread or liker. */
export type ScopedFeedName = 'in_group' | 'about_topic' | 'from_user' | 'in_thread' | 'liked_by';

/**
 * Which feed to read, as plain data: the api layer maps it to a path, config/paths to an app URL, and it is
 * part of every feed query key, so each feed has its own cache entry.
 */
export type FeedSource = { feed: NetworkFeedName } | { feed: ScopedFeedName; id: Id };

/** Flat lists every message; threaded lists thread starters (issue 4 adds `extended`). */
export type FeedLayout = 'flat' | 'threaded' | 'extended';

export const ALL_FEED: FeedSource = { feed: 'all' };
