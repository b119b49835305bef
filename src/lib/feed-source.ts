import { t } from '@lingui/core/macro';
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

/** The network feeds in the order the navigation shows them (spec 4.1). */
export const NETWORK_FEEDS: readonly { feed: NetworkFeedName }[] = [
  { feed: 'all' },
  { feed: 'my_feed' },
  { feed: 'algo' },
  { feed: 'following' },
  { feed: 'received' },
  { feed: 'sent' },
  { feed: 'private' },
];

/** A network feed's name, in the language of the moment. */
export function networkFeedTitle(feed: NetworkFeedName): string {
  switch (feed) {
    case 'all':
      return t`All conversations`;
    case 'my_feed':
      return t`My feed`;
    case 'algo':
      return t({ message: 'Top', comment: 'the feed of the most interesting conversations' });
    case 'following':
      return t({ message: 'Following', comment: 'the feed of the people and topics the reader follows' });
    case 'received':
      return t({ message: 'Received', comment: 'the feed of messages sent to the reader' });
    case 'sent':
      return t({ message: 'Sent', comment: 'the feed of messages the reader sent' });
    case 'private':
      return t`Private messages`;
  }
}

/** A stable string for a feed, for storage keys (resume position, scroll memory): `all`, `in_group:42`. */
export function feedKey(source: FeedSource): string {
  return 'id' in source ? `${source.feed}:${String(source.id)}` : source.feed;
}
