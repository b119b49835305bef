import type { Id } from '../../../contract/common';
import type { Placement } from '../../api/message-mutations';
import type { DraftTarget } from '../../lib/drafts';
import type { FeedSource } from '../../lib/feed-source';

/** Where a composer posts: the network (from a network feed), a group, a topic, a conversation, or a person. */
export type ComposerPlace =
  | { kind: 'network'; feed: FeedSource }
  | { kind: 'group'; id: Id; name?: string }
  | { kind: 'topic'; id: Id; name?: string }
  | { kind: 'thread'; threadId: Id; replyTo: { id: Id; name?: string } }
  | { kind: 'direct'; userId: Id; name?: string };

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
      return { feeds: [{ feed: 'private' }, SENT] };
  }
}
