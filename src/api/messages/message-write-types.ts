import type { Id } from '../../../contract/common';
import type { CreateMessageParams } from '../../../contract/messages';
import type { GroupReference } from '../../../contract/references';
import type { User } from '../../../contract/users';
import type { FeedSource } from '../../lib/feed-source';

/**
 * The message writes the outbox carries, as stored in IndexedDB (plain JSON). Apart from their kinds
 * (post-write.ts, like-write.ts, delete-write.ts) so the caches' side (pending-writes-cache.ts) can read them.
 */

/** Where a new message shows at once: on top of these feeds, or at the end of this conversation. */
export type Placement = { feeds: readonly FeedSource[] } | { threadId: Id };

export interface PostWrite {
  kind: 'post';
  params: CreateMessageParams;
  placement: Placement;
  author: User;
  group?: GroupReference;
  /** The composer's draft it came from: a failed post discarded goes back there. */
  draftKey?: string;
}

export interface LikeWrite {
  kind: 'like';
  messageId: Id;
  like: boolean;
  me: Pick<User, 'id' | 'full_name' | 'name'>;
}

export interface DeleteWrite {
  kind: 'delete';
  messageId: Id;
  methodOverride: boolean;
}

/**
 * The temporary id of a queued post's copy in the caches, from its place in the queue: negative in feeds
 * (where position decides), above every real id in a conversation (sorted by id). The same after a reload.
 */
export function tempIdOf(seq: number, placement: Placement): Id {
  return 'threadId' in placement ? Number.MAX_SAFE_INTEGER - (seq % 1e12) : -seq;
}
