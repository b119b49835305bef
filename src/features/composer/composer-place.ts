import type { Id } from '../../../contract/common';
import type { Placement } from '../../api/messages/use-message-mutations';
import type { DraftTarget } from '../../lib/drafts';
import type { FeedSource, NetworkFeedName } from '../../lib/feed-source';

/**
 * Where a composer posts: the network (from a network feed), a group, a topic, a conversation, a person (from
 * their page), or a person chosen in the composer (a new private message).
 */
export type ComposerPlace =
  | { kind: 'network'; feed: FeedSource }
  | { kind: 'group'; id: Id; name?: string }
  | { kind: 'topic'; id: Id; name?: string }
  | { kind: 'thread'; threadId: Id; replyTo: { id: Id; name?: string } }
  | { kind: 'direct'; userId: Id; name?: string }
  | { kind: 'private' };

/**
 * Which composer a network feed offers: a new message on All and My feed, "New private message" on Private,
 * none on the others (Top, Following, Received and Sent are for reading). The early paint asks it too, to draw
 * the same room (components/message/message-classes.ts, composerRoom).
 */
export function networkComposerKind(feed: NetworkFeedName): 'network' | 'private' | null {
  if (feed === 'all' || feed === 'my_feed') return 'network';
  return feed === 'private' ? 'private' : null;
}

export function draftTargetOf(place: ComposerPlace): DraftTarget {
  switch (place.kind) {
    case 'network':
      return { kind: 'network' };
    case 'group':
      return { kind: 'group', id: place.id };
    case 'topic':
      return { kind: 'topic', id: place.id };
    case 'thread':
      return { kind: 'thread', id: place.threadId };
    case 'direct':
      return { kind: 'direct', id: place.userId };
    case 'private':
      return { kind: 'private' };
  }
}

const ALL: FeedSource = { feed: 'all' };
const SENT: FeedSource = { feed: 'sent' };

/** Where the new message shows at once (only lists already cached are touched). */
export function placementOf(place: ComposerPlace, groupId: Id | null): Placement {
  switch (place.kind) {
    case 'network':
      return {
        feeds: [
          place.feed,
          ALL,
          SENT,
          ...(groupId === null ? [] : [{ feed: 'in_group' as const, id: groupId }]),
        ],
      };
    case 'group':
      return { feeds: [{ feed: 'in_group', id: place.id }, ALL, SENT] };
    case 'topic':
      return { feeds: [{ feed: 'about_topic', id: place.id }, ALL, SENT] };
    case 'thread':
      return { threadId: place.threadId };
    case 'direct':
    case 'private':
      return { feeds: [{ feed: 'private' }, SENT] };
  }
}
