import type { Id } from '../../../contract/common';
import type { Group } from '../../../contract/groups';
import type { Relationships, RelationshipType } from '../../../contract/people';
import type { UserReference } from '../../../contract/references';
import type { UserUpdateParams } from '../../../contract/user-update';
import type { User } from '../../../contract/users';
import { getMyGroups } from '../groups/groups-api';
import { joinGroup, leaveGroup } from '../groups/group-membership-api';
import { addRelationship, removeRelationship } from '../relationships/relationships-api';
import { follow, getFollows, unfollow, type FollowKind } from '../subscriptions/subscriptions-api';
import { updateUser } from '../users/user-update-api';

/**
 * The outbox's writes that set a state rather than add something (a follow, a membership, profile fields, a
 * relationship), as stored in IndexedDB (plain JSON): what to send, and what the screen needs to undo its
 * optimistic edit when the service refuses it for good or the person discards it (outbox-undo.ts).
 */

/** Follow or unfollow a person, a topic (`tag`) or a conversation (`thread`). */
export interface FollowWrite {
  kind: 'follow';
  target: FollowKind;
  id: Id;
  follow: boolean;
  /** What the panel calls it: a person's or a topic's name ('' for a conversation). */
  name: string;
  /** Whether the reader followed it before, as the screen knew (null: not known); the undo puts it back. */
  was: boolean | null;
}

/** Join or leave a group. */
export interface MembershipWrite {
  kind: 'membership';
  groupId: Id;
  join: boolean;
  name: string;
  /** Whether the optimistic edit changed anything (a click on a state already shown changes nothing). */
  changed: boolean;
  /** The reader's copy of a group left, to put back in their groups if the leave is undone. */
  removed?: Group;
}

/** The reader's own profile: only the fields that changed. */
export interface ProfileWrite {
  kind: 'profile';
  userId: Id;
  params: UserUpdateParams;
}

/** One relationship of `owner` added (sent as the person's email) or removed. */
export interface RelationshipWrite {
  kind: 'relationship';
  add: boolean;
  owner: UserReference;
  type: RelationshipType;
  person: UserReference;
  /** Only for an addition: the service is sent the address (spec 4.7). */
  email?: string;
}

export type StateWrite = FollowWrite | MembershipWrite | ProfileWrite | RelationshipWrite;

/** A state write's answer: a joined group, the updated person, the owner's relationships; else nothing. */
export type StateResult = Group | User | Relationships | null | undefined;

export function sendStateWrite(write: StateWrite): Promise<StateResult> {
  switch (write.kind) {
    case 'follow': {
      const target = { kind: write.target, id: write.id };
      return write.follow ? follow(target) : unfollow(target);
    }
    case 'membership':
      return write.join ? joinGroup(write.groupId) : leaveGroup(write.groupId);
    case 'profile':
      return updateUser(write.userId, write.params);
    case 'relationship':
      return write.add
        ? addRelationship(write.owner.id, write.type, write.email ?? '')
        : removeRelationship(write.owner.id, write.type, write.person.id);
  }
}

/**
 * Whether a state write whose outcome is unknown already holds on the service, read before it is sent again:
 * the `subscriptions/to_…` check for a follow, the reader's groups (`groups.json?mine=1`) for a membership.
 * Found: done (`undefined`, a result with nothing to apply); not found: null, and it is sent again.
 *
 * Profile and relationship edits are not looked for: they set fields to values (`PUT users/ID`) or add or
 * remove one named relationship, so sending one again leaves the service as one send would. (A second add
 * of the same person changes nothing; a second remove of one already gone is taken as done below.)
 */
export async function findStateWrite(write: StateWrite): Promise<StateResult | null> {
  switch (write.kind) {
    case 'follow': {
      const follows = await getFollows({ kind: write.target, id: write.id });
      return follows === write.follow ? undefined : null;
    }
    case 'membership': {
      const mine = await getMyGroups();
      return mine.some((g) => g.id === write.groupId) === write.join ? undefined : null;
    }
    default:
      return null;
  }
}
