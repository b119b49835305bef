import { membershipKind } from '../groups/membership-write';
import { deleteKind } from '../messages/delete-write';
import { likeKind } from '../messages/like-write';
import { postKind } from '../messages/post-write';
import { relationshipKind } from '../relationships/relationship-write';
import { followKind } from '../subscriptions/follow-write';
import { profileKind } from '../users/profile-write';
import type { ResultOf, WriteOf } from './write-kind';
import { writeRegistry } from './write-registry';

/**
 * Every kind of write the outbox carries, each declared by its resource (send, find, settle, undo, label).
 * A new kind of write is one file in its resource's folder and one line here.
 */
const writeKinds = [
  postKind,
  likeKind,
  deleteKind,
  followKind,
  membershipKind,
  profileKind,
  relationshipKind,
];

/** The writes the outbox carries, as stored in IndexedDB (plain JSON). */
export type OutboxWrite = WriteOf<(typeof writeKinds)[number]>;
/** What the service answers them: a post's message, a joined group, an updated person, relationships. */
export type WriteResult = ResultOf<(typeof writeKinds)[number]>;

export const outboxWrites = writeRegistry<OutboxWrite, WriteResult>(writeKinds);
